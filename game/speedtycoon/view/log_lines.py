"""Speedtycoon's lines for the shared game log (game/ui/log_book.py), and their words.

Every take, buy, placement, planning, fund, demolition, swap, loan and pass, each scoring with
every seat's points, the Unicorn and the fund's draws: the table said these only on a fading
news line. Params keep ids (seats, tiles, places, scorings) so a line is said again in another
language; `say` makes it a sentence.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from game.speedtycoon.rules import events as ev
from game.speedtycoon.rules.data import BRANCHES, PLACES, TILE_BRANCH, TILE_PRICE
from game.speedtycoon.scenes import words
from game.speedtycoon.view import model
from game.ui.log_book import LogLine, with_reason
from game.ui.log_table import PLAYER, Said, said

Say = Callable[..., str]


def opening(state) -> list[LogLine]:
    """The first turn's header (later turns' come with their TurnStarted)."""
    seat = state.current_player
    return [LogLine(seat, ("speedtycoon_play.log.turn",
                           {"player": seat, "turn": model.turn_number(state)}),
                    header=True, minor=True)]


def lines_of(events: Sequence, reason: tuple[str, dict] | None = None,
             seat: int | None = None) -> list[LogLine]:
    """The log's lines of `seat`'s move; a computer's reason goes on its first own line."""
    out = [line for e in events for line in _lines(e)]
    return with_reason(out, reason, seat)


_said = partial(said, "speedtycoon_play.log.")
#: The events said by their fields alone, one line each.
SAID: dict[type, Said] = {
    ev.TurnStarted: _said("turn", PLAYER, "turn", header=True, minor=True),
    ev.BuildingPlaced: _said("placed", PLAYER, "tile", "x", "y"),
    ev.PutInPlanning: _said("planned", PLAYER, "tile"),
    ev.GivenToFund: _said("to_fund", PLAYER, "tile"),
    ev.Demolished: _said("demolished", PLAYER, "tile", "x", "y"),
    ev.Swapped: _said("swapped", PLAYER, "tile=tile_in", "old=tile_out", "x", "y"),
    ev.LoanTaken: _said("loan", PLAYER, "cards", money=True),
    ev.LoanRepaid: _said("repaid", PLAYER, "cards", money=True),
    ev.Passed: _said("passed", PLAYER, minor=True),
    ev.LobbyPassed: _said("lobby_passed", PLAYER, minor=True),  # not "passes": a turn's end
    ev.UnicornWon: said("speedtycoon_play.news.", "unicorn", PLAYER, "branch", "points"),
    ev.GameOver: _said("game_over", by=None, header=True),
}
TOOK = _said("took", PLAYER, "cards", money=True)
TOOK_TIP = _said("took_tip", PLAYER, "cards", money=True)
BOUGHT = _said("bought", PLAYER, "tile", "cards", money=True)
BOUGHT_EXACT = _said("bought_exact", PLAYER, "tile", "cards", money=True)


def _lines(e) -> list[LogLine]:
    said_as = SAID.get(type(e))
    if said_as is not None:
        return [said_as.line(e)]
    special = SPECIAL.get(type(e))
    return [] if special is None else special(e)


def _taken(e: ev.MoneyTaken) -> list[LogLine]:
    return [(TOOK_TIP if e.tip else TOOK).line(e)]


def _bought(e: ev.BuildingBought) -> list[LogLine]:
    """The place is said by its index in PLACES (the event names it by its code)."""
    place = next(i for i, (_name, code, _money) in enumerate(PLACES) if code == e.place)
    exact = e.exact and not e.lobby  # a Lobbyist purchase earns no action (play-test)
    return [(BOUGHT_EXACT if exact else BOUGHT).line(e, place=place)]


def _scored(e: ev.ScoringDone) -> list[LogLine]:
    """The scoring's header, then every seat's points."""
    return [
        LogLine(None, ("speedtycoon_play.log.scoring", {"scoring": e.scoring}), header=True),
        *(
            LogLine(seat, ("speedtycoon_play.log.scored", {"player": seat, "count": total}))
            for seat, total in enumerate(e.totals)
        ),
    ]


def _fund_drew(e: ev.FundDrew) -> list[LogLine]:
    return [LogLine(None, ("speedtycoon_play.news.fund_drew", {"count": len(e.tiles)}))]


#: The events whose lines depend on more than their fields.
SPECIAL: dict[type, Callable[..., list[LogLine]]] = {
    ev.MoneyTaken: _taken,
    ev.BuildingBought: _bought,
    ev.ScoringDone: _scored,
    ev.FundDrew: _fund_drew,
}


def ran_out(seat: int, events: Sequence) -> LogLine:
    """The line before the first move the computer makes for `seat` out of think time: how
    the rules went on from that move (its events), the turn ended or the computer plays on."""
    ended = any(isinstance(e, ev.TurnStarted | ev.GameOver) for e in events)
    key = "speedtycoon_play.log.ran_out_ends" if ended else "speedtycoon_play.log.ran_out_plays"
    return LogLine(seat, (key, {"player": seat}))


def building(say: Say, tile: int) -> str:
    """A building as the log names it: its branch and price ("Energy 7"), a zone as zone."""
    branch = TILE_BRANCH[tile]
    name = words.branch(say, BRANCHES[branch] if branch >= 0 else "zone")
    return say("speedtycoon_play.log.building", branch=name, price=TILE_PRICE[tile])


def say(line: LogLine, say_key: Say, names: Sequence[str]) -> str:
    """The line in the language of `say_key`, seats by `names`."""
    key, params = line.text
    shown: dict = {}
    if "x" in params and "y" in params:
        shown["where"] = words.where(say_key, params["x"], params["y"])
    for name, value in params.items():
        if name == "player":
            shown[name] = names[value]
        elif name in ("tile", "old"):
            shown[name] = building(say_key, value)
        elif name == "place":
            shown[name] = words.place(say_key, value)
        elif name == "branch":
            shown[name] = words.branch(say_key, value)
        elif name == "scoring":
            shown[name] = words.scoring(say_key, value)
        elif name == "cards":
            shown[name] = words.cards(say_key, value)
        else:
            shown[name] = value
    return say_key(key, **shown)
