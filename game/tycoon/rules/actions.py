"""What a player can do, as small frozen dataclasses with a readable text form.

Text grammar (one action per line, words separated by spaces, case-insensitive):

    buy S08            buy a ticket from the display
    fly S08 cairo      fly with a ticket in hand to a city
    home               fly home (free)
    hotel              build a hotel where the plane stands
    factory            build a factory where the plane stands
    renovate           bring one's own evicted hotel back into this city's chain
    loan 10 | loan 16  take a loan card (flies home first if needed); ends the turn
    end                end the turn after building
    pass               end a turn in which nothing can be built or borrowed (D13)
    repay L03          at a payday: repay a loan card now
    extend L03         at a payday: extend a loan card to the next payday

``str(action)`` gives exactly this form and ``parse_action`` reads it back. Every action also
carries the board index the engine works with (hidden from eq/hash/repr), so the engine never
looks ids up on the hot path.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.contract import Action as ContractAction
from game.tycoon.rules.board import (
    CITY_IDS,
    LOAN_AMOUNTS,
    LOAN_IDS,
    NUM_CITIES,
    NUM_TICKETS,
    TICKET_IDS,
    city_index,
    loan_index,
    ticket_index,
)


class Action(ContractAction):
    """Base of all Tycoon actions (for isinstance checks and type hints)."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class Buy(Action):
    ticket: str
    t: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "t", ticket_index(self.ticket))

    def __str__(self) -> str:
        return f"buy {self.ticket}"


@dataclass(frozen=True, slots=True)
class Fly(Action):
    ticket: str
    city: str
    t: int = field(init=False, repr=False, compare=False)
    c: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "t", ticket_index(self.ticket))
        object.__setattr__(self, "c", city_index(self.city))

    def __str__(self) -> str:
        return f"fly {self.ticket} {self.city}"


@dataclass(frozen=True, slots=True)
class Home(Action):
    def __str__(self) -> str:
        return "home"


@dataclass(frozen=True, slots=True)
class BuildHotel(Action):
    def __str__(self) -> str:
        return "hotel"


@dataclass(frozen=True, slots=True)
class BuildFactory(Action):
    def __str__(self) -> str:
        return "factory"


@dataclass(frozen=True, slots=True)
class Renovate(Action):
    def __str__(self) -> str:
        return "renovate"


@dataclass(frozen=True, slots=True)
class TakeLoan(Action):
    amount: int

    def __post_init__(self) -> None:
        if self.amount not in LOAN_AMOUNTS:
            raise ValueError(f"no loan card of {self.amount!r} M (cards: {LOAN_AMOUNTS})")

    def __str__(self) -> str:
        return f"loan {self.amount}"


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    def __str__(self) -> str:
        return "end"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Repay(Action):
    card: str
    k: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "k", loan_index(self.card))

    def __str__(self) -> str:
        return f"repay {self.card}"


@dataclass(frozen=True, slots=True)
class Extend(Action):
    card: str
    k: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "k", loan_index(self.card))

    def __str__(self) -> str:
        return f"extend {self.card}"


# Interned instances: legal_actions() hands these out, so building the list allocates nothing.
HOME = Home()
HOTEL = BuildHotel()
FACTORY = BuildFactory()
RENOVATE = Renovate()
END = EndTurn()
PASS = Pass()
BUY: tuple[Buy, ...] = tuple(Buy(tid) for tid in TICKET_IDS)
FLY: tuple[tuple[Fly, ...], ...] = tuple(
    tuple(Fly(TICKET_IDS[t], CITY_IDS[c]) for c in range(NUM_CITIES)) for t in range(NUM_TICKETS)
)
LOAN: dict[int, TakeLoan] = {amount: TakeLoan(amount) for amount in LOAN_AMOUNTS}
REPAY: tuple[Repay, ...] = tuple(Repay(cid) for cid in LOAN_IDS)
EXTEND: tuple[Extend, ...] = tuple(Extend(cid) for cid in LOAN_IDS)

_WORDS = {"home": HOME, "hotel": HOTEL, "factory": FACTORY, "renovate": RENOVATE, "end": END,
          "pass": PASS}


class ActionSyntaxError(ValueError):
    """Text that is not an action of the grammar above; the message says what was expected."""


def parse_action(text: str) -> Action:
    """Read the text form back into an action (the interned instance)."""
    if not isinstance(text, str):
        raise ActionSyntaxError(f"an action must be text, not {type(text).__name__}")
    words = text.split()
    if not words:
        raise ActionSyntaxError("empty action")
    verb = words[0].lower()
    args = words[1:]
    try:
        if verb in _WORDS:
            _expect(verb, args, 0)
            return _WORDS[verb]
        if verb == "buy":
            _expect(verb, args, 1)
            return BUY[ticket_index(args[0].upper())]
        if verb == "fly":
            _expect(verb, args, 2)
            return FLY[ticket_index(args[0].upper())][city_index(args[1].lower())]
        if verb == "loan":
            _expect(verb, args, 1)
            if not args[0].isdigit() or int(args[0]) not in LOAN:
                raise ActionSyntaxError(f"loan amount must be one of {sorted(LOAN)}")
            return LOAN[int(args[0])]
        if verb in ("repay", "extend"):
            _expect(verb, args, 1)
            k = loan_index(args[0].upper())
            return REPAY[k] if verb == "repay" else EXTEND[k]
    except ActionSyntaxError:
        raise
    except ValueError as exc:
        raise ActionSyntaxError(f"{text.strip()!r}: {exc}") from None
    raise ActionSyntaxError(f"unknown action {words[0]!r}")


def _expect(verb: str, args: list[str], count: int) -> None:
    if len(args) != count:
        raise ActionSyntaxError(f"{verb!r} takes {count} argument(s), got {len(args)}")
