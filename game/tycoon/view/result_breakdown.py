"""Where each seat's final money came from, for the result screen (issue 30.5): the start money,
each payday's income by kind (spread, majorities, factories), the loans of each payday (taken
minus repaid), and what was spent on tickets, hotels and factories. Read from the
rules' events in a replay of the game's actions, so the parts add up to the final money.

A loan belongs to the payday it was taken or repaid for: those of a session's turns and of the
loan decisions right after its payday (the final repayment included) go to that payday.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.setup import GameSetup
from game.games import game_entry
from game.tycoon.rules.board import SESSIONS
from game.tycoon.rules.events import (
    FactoryBuilt,
    HotelBuilt,
    LoanRepaid,
    LoanTaken,
    Payday,
    SessionStarted,
    TicketBought,
    TicketsRefunded,
    TurnStarted,
)
from game.tycoon.view import state_adapter as adapter
from game.ui.result_table import Breakdown, Line, Stat, Top, section

#: Each kind of a payday's income and its row's label.
INCOME = {"spread": "tycoon_info.result.spread", "majorities": "tycoon_info.result.majorities",
          "factories": "tycoon_info.result.factories"}
#: Each kind of spending and its row's label.
SPENT = {"tickets": "tycoon_info.result.tickets", "hotels": "tycoon_info.result.hotels",
         "factories_built": "tycoon_info.result.factories_built"}


def breakdown(setup: GameSetup, actions: Sequence) -> Breakdown:
    state = game_entry(setup.game).start(setup)
    n = state.num_players
    start = list(adapter.cash(state))
    income = {(k, kind): [0] * n for k in range(1, SESSIONS + 1) for kind in INCOME}
    loans = {k: [0] * n for k in range(1, SESSIONS + 1)}
    spent = {kind: [0] * n for kind in SPENT}
    period, turns = 1, 0
    best = Top("tycoon_info.result.best_payday", "tycoon_info.result.best_payday_none")
    for action in actions:
        for e in state.apply(action):
            if isinstance(e, TurnStarted):
                turns += 1
            elif isinstance(e, SessionStarted):
                period = e.session
            elif isinstance(e, Payday):
                period = e.session
                for pp in e.players:
                    income[period, "spread"][pp.seat] += pp.spread
                    income[period, "majorities"][pp.seat] += sum(m.amount for m in pp.majorities)
                    income[period, "factories"][pp.seat] += sum(f.amount for f in pp.factories)
                    best.see(pp.total, pp.seat, {"number": e.session})
            elif isinstance(e, LoanTaken):
                loans[period][e.seat] += e.amount
            elif isinstance(e, LoanRepaid):
                loans[period][e.seat] -= e.amount
            elif isinstance(e, TicketBought):
                spent["tickets"][e.seat] -= e.cost
            elif isinstance(e, TicketsRefunded):
                spent["tickets"][e.seat] += e.amount
            elif isinstance(e, HotelBuilt):
                spent["hotels"][e.seat] -= e.cost
            elif isinstance(e, FactoryBuilt):
                spent["factories_built"][e.seat] -= e.cost
    lines = [Line("tycoon_info.result.start", tuple(start))]
    for k in range(1, SESSIONS + 1):
        lines += section(Line("tycoon_info.result.payday", (), {"number": k}),
                         [Line(key, tuple(income[k, kind])) for kind, key in INCOME.items()])
    lines += section(Line("tycoon_info.result.loans", ()),
                     [Line("tycoon_info.result.payday", tuple(loans[k]), {"number": k})
                      for k in range(1, SESSIONS + 1)])
    lines += section(Line("tycoon_info.result.spent", ()),
                     [Line(SPENT[kind], tuple(values)) for kind, values in spent.items()])
    stats = [Stat("match.result.stats.turns", {"count": turns})]
    stats += best.stats()
    return Breakdown(lines, stats)
