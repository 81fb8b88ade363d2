"""Where each seat's points came from, for the final screen (issue 30.5): each scoring by its
parts (majorities, highway ring, special zones, sustainability, loans), the Unicorns, and the
majorities of all scorings by branch. Read from the rules' `ScoringDone` and `UnicornWon`
events in a replay of the game's actions, so the parts add up to the final points.

Contracts score inside the branch majorities (a contract's building counts double for its
branch, D31), so their row is a note: how many each seat fulfilled by the end.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.setup import GameSetup
from game.games import game_entry
from game.speedtycoon.rules import contract_view
from game.speedtycoon.rules.data import BRANCHES
from game.speedtycoon.rules.events import ScoringDone, UnicornWon
from game.speedtycoon.scenes import keys
from game.speedtycoon.view import model
from game.ui.result_table import COUNT, Breakdown, Line, Stat, Top, section, shown

#: A scoring's parts besides the majorities (`ScoringDone` fields) and their rows' labels.
PARTS = {"ring": "speedtycoon_play.result.ring", "zones": "speedtycoon_play.result.zones",
         "sustainability": "speedtycoon_play.result.sustainability",
         "loans": "speedtycoon_play.result.loans"}


def fulfilled(state, seat: int) -> int:
    """The seat's government contracts whose building stands in its empire at the end (they
    counted double in its branch majorities: the rules' `contract_outlook`)."""
    return sum(1 for tile in contract_view.contracts_of(state, seat)
               if contract_view.contract_outlook(state, seat, tile)["standing"]
               == contract_view.COUNTS)


def breakdown(setup: GameSetup, actions: Sequence) -> Breakdown:
    state = game_entry(setup.game).start(setup)
    n = state.num_players
    scorings: list[ScoringDone] = []
    unicorns = [0] * n
    for action in actions:
        for e in state.apply(action):
            if isinstance(e, ScoringDone):
                scorings.append(e)
            elif isinstance(e, UnicornWon):
                unicorns[e.seat] += e.points
    lines = shown([Line("speedtycoon_play.result.unicorns", tuple(unicorns))])
    if any(contract_view.contracts_of(state, seat) for seat in range(n)):
        lines.append(Line("speedtycoon_play.result.contracts",
                          tuple(fulfilled(state, seat) for seat in range(n)), adds=False,
                          unit=COUNT))
    by_branch = [[0] * n for _ in BRANCHES]
    best = Top("speedtycoon_play.result.best_scoring",
               "speedtycoon_play.result.best_scoring_none")
    for done in scorings:
        parts = [Line("speedtycoon_play.result.majorities",
                      tuple(sum(done.majorities[seat]) for seat in range(n)))]
        parts += [Line(key, tuple(getattr(done, part))) for part, key in PARTS.items()]
        lines += section(Line("speedtycoon_play.result.scoring", (),
                              words={"scoring": keys.SCORING[done.scoring]}), shown(parts))
        for seat in range(n):
            for b, points in enumerate(done.majorities[seat]):
                by_branch[b][seat] += points
            best.see(done.totals[seat], seat, words={"scoring": keys.SCORING[done.scoring]})
    lines += section(Line("speedtycoon_play.result.by_branch", ()),
                     [Line("speedtycoon_play.result.branch", tuple(values), adds=False,
                           words={"branch": keys.BRANCH[name]})
                      for name, values in zip(BRANCHES, by_branch, strict=True)])
    stats = [Stat("match.result.stats.turns", {"count": model.turn_number(state)})]
    stats += best.stats()
    return Breakdown(lines, stats)
