"""What happened, in order: everything a scene animates and a log shows (plain slotted
dataclasses, not frozen: a random game makes tens of thousands, and frozen ones cost twice).

Spaces are space numbers, decks and cards their ids, seats ints; the bank is seat -1. Every
event that moves money says how much, and `money_deltas` turns a list of events into each
seat's change of cash, so a ledger of events can be checked against the state (invariants).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.contract import Event

BANK = -1


@dataclass(slots=True)
class TurnStarted(Event):
    seat: int
    round: int


@dataclass(slots=True)
class RoundStarted(Event):
    round: int
    escalator: int          # the rent multiplier from this round on (D24)


@dataclass(slots=True)
class EscalatorStep(Event):
    round: int
    multiplier: int


@dataclass(slots=True)
class DiceRolled(Event):
    seat: int
    d1: int
    d2: int
    purpose: str            # "move", "jail" (trying for doubles), "card" (A4's fresh roll)

    @property
    def doubles(self) -> bool:
        return self.d1 == self.d2


@dataclass(slots=True)
class Moved(Event):
    """A move of ``steps`` spaces (negative = backwards, 0 = a jump straight to jail);
    ``path`` lists each space entered on the way."""

    seat: int
    origin: int
    to: int
    steps: int
    n_spaces: int

    @property
    def path(self) -> tuple[int, ...]:
        sign = 1 if self.steps >= 0 else -1
        return tuple((self.origin + sign * i) % self.n_spaces
                     for i in range(1, abs(self.steps) + 1))


@dataclass(slots=True)
class SalaryPaid(Event):
    seat: int
    amount: int


@dataclass(slots=True)
class Landed(Event):
    seat: int
    space: int


@dataclass(slots=True)
class RentCharged(Event):
    """What a rent is made of: the table value (rent for the level, the ferry count or the
    dice × multiplier), the set bonus, a card multiplier, the escalator, and the total."""

    payer: int
    owner: int
    space: int
    table: int
    set_bonus: bool
    card_multiplier: int
    escalator: int
    amount: int


@dataclass(slots=True)
class Paid(Event):
    """Money from ``payer`` to ``payee`` (-1 = the bank); reason: rent, tax, card, fine,
    buy, auction, build, unmortgage, trade."""

    payer: int
    payee: int
    amount: int
    reason: str


@dataclass(slots=True)
class Collected(Event):
    """Money from the bank to ``seat``; reason: card, winnings, mortgage, sell, bankruptcy."""

    seat: int
    amount: int
    reason: str


@dataclass(slots=True)
class CardDrawn(Event):
    seat: int
    deck: str
    card: str


@dataclass(slots=True)
class DeckReshuffled(Event):
    deck: str


@dataclass(slots=True)
class PassKept(Event):
    seat: int
    card: str


@dataclass(slots=True)
class PassReturned(Event):
    seat: int
    card: str
    deck: str


@dataclass(slots=True)
class JailIn(Event):
    seat: int
    reason: str             # "space", "card", "doubles"


@dataclass(slots=True)
class JailStay(Event):
    seat: int
    tries: int


@dataclass(slots=True)
class JailOut(Event):
    seat: int
    how: str                # "doubles", "fine", "pass"


@dataclass(slots=True)
class Bought(Event):
    seat: int
    space: int
    price: int


@dataclass(slots=True)
class Declined(Event):
    seat: int
    space: int


@dataclass(slots=True)
class AuctionOpened(Event):
    space: int
    seats: tuple[int, ...]
    opening: int
    step: int


@dataclass(slots=True)
class BidMade(Event):
    seat: int
    amount: int


@dataclass(slots=True)
class BidderDropped(Event):
    seat: int
    forced: bool            # True when cash was below the next legal bid


@dataclass(slots=True)
class AuctionWon(Event):
    seat: int
    space: int
    amount: int


@dataclass(slots=True)
class AuctionUnsold(Event):
    space: int


@dataclass(slots=True)
class Built(Event):
    seat: int
    space: int
    level: int
    cost: int


@dataclass(slots=True)
class Sold(Event):
    seat: int
    space: int
    level: int
    refund: int


@dataclass(slots=True)
class SoldDown(Event):
    seat: int
    set_id: str
    levels: tuple[int, ...]     # the set's new levels, in space order
    refund: int


@dataclass(slots=True)
class Mortgaged(Event):
    seat: int
    space: int
    amount: int


@dataclass(slots=True)
class Unmortgaged(Event):
    seat: int
    space: int
    cost: int


@dataclass(slots=True)
class TradeOffered(Event):
    proposer: int
    to: int
    offer: str              # the offer's text form
    counter: bool


@dataclass(slots=True)
class TradeAccepted(Event):
    proposer: int
    to: int
    offer: str


@dataclass(slots=True)
class TradeRejected(Event):
    proposer: int
    to: int
    offer: str


@dataclass(slots=True)
class PlaceChanged(Event):
    """A place changes owner (trade or bankruptcy); -1 = back to the bank."""

    space: int
    origin: int
    to: int
    mortgaged: bool


@dataclass(slots=True)
class DebtOpened(Event):
    debtor: int
    creditor: int
    amount: int
    reason: str


@dataclass(slots=True)
class DebtSettled(Event):
    """The debt a DEBT phase waited for is paid (the Paid event before it moved the money)."""

    debtor: int
    creditor: int
    amount: int


@dataclass(slots=True)
class WentBankrupt(Event):
    seat: int
    creditor: int
    cash: int               # the debtor's cash: to the creditor (KB) or gone (a Paid event)
    buildings_refund: int   # ½ of the buildings' cost paid to a KB player creditor (D39)
    bank_paid: int          # what the bank paid creditors (Менеджер, D40, D41)
    places: tuple[int, ...]


@dataclass(slots=True)
class TimeIsUp(Event):
    seat: int               # whose turn finishes the game


@dataclass(slots=True)
class GameOver(Event):
    ranking: tuple[int, ...]
    winners: tuple[int, ...]
    reason: str             # "last_standing", "time_up", "round_cap"


def money_deltas(events, n: int) -> list[int]:
    """Each seat's change of cash according to ``events`` (the ledger the invariants check)."""
    delta = [0] * n
    for e in events:
        t = type(e)
        if t is Paid:
            delta[e.payer] -= e.amount
            if e.payee >= 0:
                delta[e.payee] += e.amount
        elif t is Collected or t is SalaryPaid:
            delta[e.seat] += e.amount
    return delta
