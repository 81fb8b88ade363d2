"""What a seat can do, as small frozen dataclasses whose ``str()`` is the saved text form.

Text grammar (design §4.11; one action per line, case-insensitive verbs):

    roll | pay_fine | use_pass | buy | decline | drop | accept | reject | pay | bankrupt
    end_turn | time_up
    bid 160            build 16 | sell 16 | mortgage 16 | unmortgage 16   (space numbers)
    sell_down kelpwood (a set id of the ruleset)
    offer {"get":{...},"give":{...},"to":1}     counter {"get":{...},"give":{...}}
    offer {"by":2,"get":{...},"give":{...},"to":1}   (an offer out of turn, see Offer)

An offer's two sides are {"cash": int, "passes": int, "places": [space, ...]}; ``give`` is what
the offering seat hands over, ``get`` what it asks for. The JSON is canonical (sorted keys, no
spaces), so ``parse_action(str(a)) == a`` and an identical offer has an identical text (D33).
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from game.core.contract import Action
from game.property.rules.rulesets import RULESETS


@dataclass(frozen=True, slots=True)
class Roll(Action):
    def __str__(self) -> str:
        return "roll"


@dataclass(frozen=True, slots=True)
class PayFine(Action):
    def __str__(self) -> str:
        return "pay_fine"


@dataclass(frozen=True, slots=True)
class UsePass(Action):
    def __str__(self) -> str:
        return "use_pass"


@dataclass(frozen=True, slots=True)
class Buy(Action):
    def __str__(self) -> str:
        return "buy"


@dataclass(frozen=True, slots=True)
class Decline(Action):
    def __str__(self) -> str:
        return "decline"


@dataclass(frozen=True, slots=True)
class Bid(Action):
    amount: int

    def __str__(self) -> str:
        return f"bid {self.amount}"


@dataclass(frozen=True, slots=True)
class Drop(Action):
    def __str__(self) -> str:
        return "drop"


@dataclass(frozen=True, slots=True)
class Build(Action):
    space: int

    def __str__(self) -> str:
        return f"build {self.space}"


@dataclass(frozen=True, slots=True)
class Sell(Action):
    space: int

    def __str__(self) -> str:
        return f"sell {self.space}"


@dataclass(frozen=True, slots=True)
class SellDown(Action):
    """D18: break a set's big buildings down as far as the short supply allows."""

    set_id: str

    def __str__(self) -> str:
        return f"sell_down {self.set_id}"


@dataclass(frozen=True, slots=True)
class Mortgage(Action):
    space: int

    def __str__(self) -> str:
        return f"mortgage {self.space}"


@dataclass(frozen=True, slots=True)
class Unmortgage(Action):
    space: int

    def __str__(self) -> str:
        return f"unmortgage {self.space}"


@dataclass(frozen=True, slots=True)
class Terms:
    """Both sides of a trade, seen from the seat that proposes it."""

    give_places: tuple[int, ...] = ()
    give_cash: int = 0
    give_passes: int = 0
    get_places: tuple[int, ...] = ()
    get_cash: int = 0
    get_passes: int = 0

    def __post_init__(self) -> None:
        for name in ("give_places", "get_places"):
            value = getattr(self, name)
            object.__setattr__(self, name, tuple(sorted(int(p) for p in value)))
        for name in ("give_cash", "give_passes", "get_cash", "get_passes"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise ValueError(f"{name} must be a whole number >= 0, got {value!r}")

    def swapped(self) -> Terms:
        """The same deal seen from the other side."""
        return Terms(self.get_places, self.get_cash, self.get_passes,
                     self.give_places, self.give_cash, self.give_passes)

    def as_dict(self) -> dict:
        return {"give": {"places": list(self.give_places), "cash": self.give_cash,
                         "passes": self.give_passes},
                "get": {"places": list(self.get_places), "cash": self.get_cash,
                        "passes": self.get_passes}}

    @classmethod
    def from_dict(cls, d: dict) -> Terms:
        if not isinstance(d, dict) or set(d) - {"give", "get", "to", "by"}:
            raise ValueError("an offer has the keys give, get (and to, by)")

        def side(key):
            part = d.get(key, {})
            if not isinstance(part, dict) or set(part) - {"places", "cash", "passes"}:
                raise ValueError(f"{key!r} has the keys places, cash, passes")
            places = part.get("places", [])
            if not isinstance(places, list) or not all(
                    isinstance(p, int) and not isinstance(p, bool) for p in places):
                raise ValueError(f"{key}.places must be a list of space numbers")
            return tuple(places), part.get("cash", 0), part.get("passes", 0)

        gp, gc, gs = side("give")
        tp, tc, ts = side("get")
        return cls(gp, gc, gs, tp, tc, ts)


def _json(d: dict) -> str:
    return json.dumps(d, sort_keys=True, separators=(",", ":"))


@dataclass(frozen=True, slots=True)
class Offer(Action):
    """An offer to seat ``to``. ``by`` names the proposer when it is not the seat to act (a
    person offering from the screen on another seat's turn, design §4.11); None = the current
    player."""

    to: int
    terms: Terms
    by: int | None = None

    def __str__(self) -> str:
        extra = {} if self.by is None else {"by": self.by}
        return "offer " + _json({**self.terms.as_dict(), "to": self.to, **extra})


@dataclass(frozen=True, slots=True)
class Accept(Action):
    def __str__(self) -> str:
        return "accept"


@dataclass(frozen=True, slots=True)
class Reject(Action):
    def __str__(self) -> str:
        return "reject"


@dataclass(frozen=True, slots=True)
class Counter(Action):
    """The addressee's new offer back to the proposer; it replaces the open one (D33)."""

    terms: Terms

    def __str__(self) -> str:
        return "counter " + _json(self.terms.as_dict())


@dataclass(frozen=True, slots=True)
class Pay(Action):
    def __str__(self) -> str:
        return "pay"


@dataclass(frozen=True, slots=True)
class Bankrupt(Action):
    def __str__(self) -> str:
        return "bankrupt"


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    def __str__(self) -> str:
        return "end_turn"


@dataclass(frozen=True, slots=True)
class TimeUp(Action):
    """The app's clock ran out (D43); logged like any action so a replay is exact."""

    def __str__(self) -> str:
        return "time_up"


# Interned instances: legal_actions() hands these out without allocating.
ROLL, PAY_FINE, USE_PASS, BUY, DECLINE = Roll(), PayFine(), UsePass(), Buy(), Decline()
DROP, ACCEPT, REJECT, PAY, BANKRUPT = Drop(), Accept(), Reject(), Pay(), Bankrupt()
END_TURN, TIME_UP = EndTurn(), TimeUp()
_WORDS = {str(a): a for a in (ROLL, PAY_FINE, USE_PASS, BUY, DECLINE, DROP, ACCEPT, REJECT,
                              PAY, BANKRUPT, END_TURN, TIME_UP)}
_SPACE_VERBS = {"build": Build, "sell": Sell, "mortgage": Mortgage, "unmortgage": Unmortgage}
_SPACES = range(max(rs.n_spaces for rs in RULESETS.values()))
BUILD = tuple(Build(p) for p in _SPACES)
SELL = tuple(Sell(p) for p in _SPACES)
MORTGAGE = tuple(Mortgage(p) for p in _SPACES)
UNMORTGAGE = tuple(Unmortgage(p) for p in _SPACES)


class ActionSyntaxError(ValueError):
    """Text that is not an action of the grammar above; the message says what was expected."""


def parse_action(text: str) -> Action:
    """Read the text form back into an action (the inverse of ``str``)."""
    if not isinstance(text, str):
        raise ActionSyntaxError(f"an action must be text, not {type(text).__name__}")
    text = text.strip()
    verb, _, rest = text.partition(" ")
    verb = verb.lower()
    rest = rest.strip()
    if verb in _WORDS:
        if rest:
            raise ActionSyntaxError(f"{verb!r} takes no argument")
        return _WORDS[verb]
    if verb in _SPACE_VERBS or verb == "bid":
        if not rest.isdigit():
            raise ActionSyntaxError(f"{verb!r} needs a whole number, got {rest!r}")
        return Bid(int(rest)) if verb == "bid" else _SPACE_VERBS[verb](int(rest))
    if verb == "sell_down":
        if not rest or " " in rest:
            raise ActionSyntaxError("'sell_down' needs one set id")
        return SellDown(rest.lower())
    if verb in ("offer", "counter"):
        try:
            data = json.loads(rest)
            terms = Terms.from_dict(data)
        except (ValueError, TypeError) as exc:
            raise ActionSyntaxError(f"{verb}: {exc}") from None
        if verb == "counter":
            if "to" in data or "by" in data:
                raise ActionSyntaxError("a counter goes back to the proposer: no 'to'")
            return Counter(terms)
        to, by = data.get("to"), data.get("by")
        if isinstance(to, bool) or not isinstance(to, int):
            raise ActionSyntaxError("an offer needs 'to': the addressee's seat")
        if by is not None and (isinstance(by, bool) or not isinstance(by, int)):
            raise ActionSyntaxError("'by' is the proposer's seat")
        return Offer(to, terms, by)
    raise ActionSyntaxError(f"unknown action {verb!r}" if verb else "empty action")
