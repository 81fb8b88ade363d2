"""What the property result screen says besides net worth (issue 30.5): each seat's cash,
places and buildings (the rules' parts of net worth, D44), what passed through its hands
(salary, rent received and rent paid: the payments the rules made, after a payer raised the
money), the round each seat went out, and the game's rounds, biggest rent and trades.

The rules keep only the order of going out (`final_order`, D57), so the rounds come from a
replay of the game's actions: the `WentBankrupt` event and the round it fell in. A seat that
went out owns nothing and is worth 0 (D44): its money rows stay empty and its score row says
when it went out. The same replay gives the net-worth chart by round, so a game loaded from a
save draws the same chart as one played through."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.setup import GameSetup
from game.games import game_entry
from game.property.rules import queries
from game.property.rules.events import (
    Paid,
    RoundStarted,
    SalaryPaid,
    TradeAccepted,
    WentBankrupt,
)
from game.property.view import model
from game.ui.result_table import COUNT, ROUND, Breakdown, Line, Stat, Top

#: The parts of net worth in `queries.worth_parts`' order, as their rows' labels.
PARTS = ("property_board.result.cash", "property_board.result.places",
         "property_board.result.buildings")

#: What passed through each seat's hands over the game (notes: they add up to nothing).
FLOWS = ("property_board.result.salary", "property_board.result.rent_in",
         "property_board.result.rent_out")

#: Per seat, (rounds played, net worth) from the start to the end.
Course = list[list[tuple[int, int]]]


def breakdown(setup: GameSetup, actions: Sequence) -> tuple[Breakdown, Course]:
    """The breakdown and the net-worth course of the game `actions` played."""
    state = game_entry(setup.game).start(setup)
    course: Course = [[(0, worth)] for worth in state.scores()]
    out: dict[int, int] = {}
    trades = 0
    best = Top("property_board.result.best_rent", "property_board.result.best_rent_none")
    flows = {key: [0] * state.num_players for key in FLOWS}
    for action in actions:
        for event in state.apply(action):
            if isinstance(event, RoundStarted) and event.round > 1:
                for line, worth in zip(course, state.scores(), strict=True):
                    line.append((event.round - 1, worth))
            elif isinstance(event, WentBankrupt):
                out.setdefault(event.seat, model.round_number(state))
            elif isinstance(event, TradeAccepted):
                trades += 1
            elif isinstance(event, SalaryPaid):
                flows["property_board.result.salary"][event.seat] += event.amount
            elif isinstance(event, Paid) and event.reason == "rent" and event.payee >= 0:
                flows["property_board.result.rent_in"][event.payee] += event.amount
                flows["property_board.result.rent_out"][event.payer] += event.amount
                best.see(event.amount, event.payee)
    seats = range(state.num_players)
    parts = [None if seat in out else queries.worth_parts(state, seat) for seat in seats]
    lines = [Line(key, tuple(None if p is None else p[i] for p in parts))
             for i, key in enumerate(PARTS)]
    lines.append(Line("property_board.result.owned",
                      tuple(None if seat in out
                            else sum(1 for o in model.owners(state) if o == seat)
                            for seat in seats), adds=False, unit=COUNT))
    lines += [Line(key, tuple(values), adds=False) for key, values in flows.items()]
    if out:
        lines.append(Line("property_board.result.went_out", tuple(out.get(seat) for seat in seats),
                          adds=False, unit=ROUND))
    stats = [Stat("property_board.result.rounds", {"count": model.round_number(state)})]
    stats += best.stats()
    stats.append(Stat("property_board.result.trades", {"count": trades}))
    for line, worth in zip(course, state.scores(), strict=True):
        line.append((model.round_number(state), worth))
    return Breakdown(lines, stats), course


def rounds_out(lines: Sequence[Line]) -> dict[int, int]:
    """{seat: the round it went bankrupt in}, from a breakdown's rows."""
    for line in lines:
        if line.unit == ROUND:
            return {seat: r for seat, r in enumerate(line.values) if r is not None}
    return {}
