"""What the board shows, as plain frozen data: the view never reads the rules' internals.

`BoardModel` is everything visible on the Tycoon screen at one moment. The board view draws
a model; `from_state` (state_adapter.py) builds one from a rules State. Keeping the view on this
small model means a change inside the engine touches one adapter, not the drawing code, and
tests can draw any situation without playing up to it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.tycoon.rules import board


@dataclass(frozen=True)
class LoanChip:
    card: int  # index into board.LOAN_CARDS
    extended: bool = False

    @property
    def amount(self) -> int:
        return board.LOAN_AMOUNT[self.card]

    @property
    def due(self) -> int:
        return board.LOAN_DUE[self.card][int(self.extended)]


@dataclass(frozen=True)
class PlayerInfo:
    seat: int
    colour: str  # one of board.PLAYER_COLOURS
    name: str
    cash: int
    hotels_session: int  # hotels left to build this session
    hotels_total: int  # hotels left for the rest of the game
    factories: int  # factories left
    hand: tuple[int, ...] = ()  # ticket indices (board.TICKETS)
    loans: tuple[LoanChip, ...] = ()
    city: int | None = None  # None: at the home bank
    runway: int | None = None  # 0 / 1 on a runway, None: passing through or at home
    is_computer: bool = False


@dataclass(frozen=True)
class CityInfo:
    lots: tuple[int | None, ...] = (None,) * board.TRACK_LOTS  # seat of the hotel on each lot
    evicted: tuple[int, ...] = ()  # seats of the hotels standing in the centre
    factories: tuple[int | None, ...] = (None, None)  # seat per factory lot

    @property
    def payout_lot(self) -> int:
        """The lot right after the chain's last hotel: where today's payout is read."""
        built = [lot for lot, seat in enumerate(self.lots) if seat is not None]
        return built[-1] + 1 if built else 0


@dataclass(frozen=True)
class BoardModel:
    players: tuple[PlayerInfo, ...]
    cities: tuple[CityInfo, ...] = field(default_factory=lambda: (CityInfo(),) * 9)
    current: int | None = None  # seat whose turn it is; None when the game is over
    start_player: int = 0
    market: tuple[int | None, ...] = (None,) * board.DISPLAY_SLOTS  # ticket per display slot
    scheduled_deck: int = 0
    charter_deck: int = 0
    discard: int = 0
    session: int = 1  # 1..3
    last_round: bool = False  # D9/D16: the payday comes after the last seat in turn order

    def player(self, seat: int) -> PlayerInfo:
        return self.players[seat]

    def runway_seat(self, city: int, runway: int) -> int | None:
        for p in self.players:
            if p.city == city and p.runway == runway:
                return p.seat
        return None

    def turn_order(self) -> tuple[int, ...]:
        n = len(self.players)
        return tuple((self.start_player + i) % n for i in range(n))

    def payday_after(self) -> int | None:
        """In the last round: the seat whose turn is the last before the payday."""
        return self.turn_order()[-1] if self.last_round and self.current is not None else None
