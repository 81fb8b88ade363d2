"""What happened, in the order it happened: everything a scene needs to animate a move.

Events use the board's string ids (cities, tickets, loan cards) so a scene never needs the
engine's indexes. ``origin`` / ``city`` of ``None`` means the player's home bank. Every event
that moves money carries the amount, so a ledger of events always matches the players' cash.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.contract import Event as ContractEvent


class Event(ContractEvent):
    """Base of all Tycoon events."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    seat: int
    session: int


@dataclass(frozen=True, slots=True)
class TicketBought(Event):
    seat: int
    ticket: str
    slot: int
    cost: int


@dataclass(frozen=True, slots=True)
class TicketsRefunded(Event):
    """D4: tickets bought this turn go back to their display slots when the player borrows."""

    seat: int
    tickets: tuple[str, ...]
    slots: tuple[int, ...]
    amount: int


@dataclass(frozen=True, slots=True)
class Flew(Event):
    """A flight: ``path`` lists the cities entered in order (the last one is where it lands).
    ``direct`` is True for a scheduled ticket's printed destination or a charter.
    ``runway`` is 1 or 2, or 0 when both were taken (the plane must fly on)."""

    seat: int
    ticket: str
    origin: str | None
    path: tuple[str, ...]
    direct: bool
    runway: int


@dataclass(frozen=True, slots=True)
class FlewHome(Event):
    seat: int
    origin: str


@dataclass(frozen=True, slots=True)
class HotelBuilt(Event):
    seat: int
    city: str
    lot: int
    cost: int
    red: bool


@dataclass(frozen=True, slots=True)
class HotelRenovated(Event):
    seat: int
    city: str
    lot: int
    red: bool


@dataclass(frozen=True, slots=True)
class HotelEvicted(Event):
    """D6: the oldest hotel in the chain moved to the city centre from ``lot``."""

    city: str
    owner: int
    lot: int


@dataclass(frozen=True, slots=True)
class FactoryBuilt(Event):
    seat: int
    city: str
    lot: int
    cost: int


@dataclass(frozen=True, slots=True)
class LastRound(Event):
    """D9: ``seat`` used up its hotels; the round is finished, then payday."""

    seat: int
    session: int


@dataclass(frozen=True, slots=True)
class LoanTaken(Event):
    """``forced`` marks D11 borrowing at a payday."""

    seat: int
    card: str
    amount: int
    forced: bool


@dataclass(frozen=True, slots=True)
class LoanRepaid(Event):
    """``forced``: an extended card (D10) or the final payday (D12)."""

    seat: int
    card: str
    amount: int
    forced: bool


@dataclass(frozen=True, slots=True)
class LoanExtended(Event):
    seat: int
    card: str
    due_next: int


@dataclass(frozen=True, slots=True)
class TurnPassed(Event):
    """D13: nothing could be built or borrowed; the turn passed."""

    seat: int


@dataclass(frozen=True, slots=True)
class DeckReshuffled(Event):
    """D14: the discards of ``kind`` ('scheduled' / 'charter') became a new deck."""

    kind: str
    cards: int


@dataclass(frozen=True, slots=True)
class DisplayRefilled(Event):
    """Slots filled at the end of a turn, as (slot, ticket) pairs; empty slots that stayed
    empty because both deck and discards ran out are listed in ``still_empty``."""

    filled: tuple[tuple[int, str], ...]
    still_empty: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class SessionEnded(Event):
    """``reason``: 'hotels' (D9, a supply ran out) or 'stuck' (D16, a round of passes)."""

    session: int
    reason: str


@dataclass(frozen=True, slots=True)
class MajorityResult:
    """One city's result for one player. ``tie_break`` is True when equal hotel counts were
    decided by whose first hotel stands earlier (D7)."""

    city: str
    place: int
    hotels: int
    amount: int
    tie_break: bool


@dataclass(frozen=True, slots=True)
class FactoryIncome:
    city: str
    lot: int
    amount: int
    longest: bool


@dataclass(frozen=True, slots=True)
class PlayerPayday:
    """One player's income at a payday, broken down the way the info panel shows it."""

    seat: int
    spread_cities: int
    spread: int
    majorities: tuple[MajorityResult, ...]
    factories: tuple[FactoryIncome, ...]
    total: int


@dataclass(frozen=True, slots=True)
class Payday(Event):
    """Income paid to every player (before any loan is settled)."""

    session: int
    final: bool
    players: tuple[PlayerPayday, ...]


@dataclass(frozen=True, slots=True)
class LoanDecision(Event):
    """D10: ``seat`` must now repay or extend each of ``cards``."""

    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class HotelsReceived(Event):
    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class SessionStarted(Event):
    session: int
    start_player: int


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    final_money: tuple[int, ...]
    winners: tuple[int, ...]


#: Events that change a seat's cash: (field holding the amount, sign). Payday is handled apart.
MONEY_FIELDS: dict[type, tuple[str, int]] = {
    TicketBought: ("cost", -1),
    TicketsRefunded: ("amount", 1),
    HotelBuilt: ("cost", -1),
    FactoryBuilt: ("cost", -1),
    LoanTaken: ("amount", 1),
    LoanRepaid: ("amount", -1),
}


def money_deltas(events: list[Event], num_players: int) -> list[int]:
    """Net cash change per seat that ``events`` describe (payday income included): the bank
    ledger a scene or a test keeps must always match the players' cash."""
    deltas = [0] * num_players
    for ev in events:
        spec = MONEY_FIELDS.get(type(ev))
        if spec is not None:
            deltas[ev.seat] += spec[1] * getattr(ev, spec[0])
        elif type(ev) is Payday:
            for pp in ev.players:
                deltas[pp.seat] += pp.total
    return deltas
