"""Each player's position now: cash, loans, net worth and what payday would pay right now.

The forecast is the rules' ``payday_preview`` split the way the player thinks about it
(spread, majorities, factories), so the P panel and the real payday always agree.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.tycoon.rules import State, board, loans_of, net_worth, payday_preview
from game.tycoon.rules.events import FactoryIncome, MajorityResult, PlayerPayday


@dataclass(frozen=True)
class Forecast:
    spread_cities: int
    spread: int
    majorities: tuple[MajorityResult, ...]
    factories: tuple[FactoryIncome, ...]
    total: int

    @property
    def majority_total(self) -> int:
        return sum(m.amount for m in self.majorities)

    @property
    def factory_total(self) -> int:
        return sum(f.amount for f in self.factories)

    @classmethod
    def of(cls, pay: PlayerPayday) -> Forecast:
        return cls(pay.spread_cities, pay.spread, pay.majorities, pay.factories, pay.total)


@dataclass(frozen=True)
class Loan:
    card: str
    amount: int
    extended: bool
    due: int


@dataclass(frozen=True)
class PlayerSummary:
    seat: int
    money: int
    loans: tuple[Loan, ...]
    net_worth: int
    tickets: tuple[str, ...]
    hotels_session: int
    hotels_game: int
    factories_left: int
    city: str | None
    forecast: Forecast

    @property
    def loans_due(self) -> int:
        return sum(loan.due for loan in self.loans)

    @property
    def after_payday(self) -> int:
        """Net worth if payday came now: income in, every loan settled at its current amount."""
        return self.net_worth + self.forecast.total


def hotels_left_in_game(state: State, seat: int) -> int:
    """This session's supply plus the hotels still to come at later paydays."""
    session = min(state.session, board.SESSIONS)
    return state.supply[seat] + board.HOTELS_PER_SESSION * (board.SESSIONS - session)


def summaries(state: State) -> tuple[PlayerSummary, ...]:
    preview = payday_preview(state)
    worth = net_worth(state)
    out = []
    for p in range(state.num_players):
        pos = state.pos[p]
        out.append(PlayerSummary(
            seat=p, money=state.money[p],
            loans=tuple(Loan(card, board.loan_card(card).amount, ext, due)
                        for card, ext, due in loans_of(state, p)),
            net_worth=worth[p],
            tickets=tuple(board.TICKET_IDS[t] for t in state.hands[p]),
            hotels_session=state.supply[p], hotels_game=hotels_left_in_game(state, p),
            factories_left=state.fleft[p],
            city=board.CITY_IDS[pos] if pos >= 0 else None,
            forecast=Forecast.of(preview[p]),
        ))
    return tuple(out)
