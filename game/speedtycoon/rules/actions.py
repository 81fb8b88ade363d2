"""What a player can do (design §5), as frozen dataclasses with a stable text form.

Text grammar (words separated by spaces; card kinds as ``$5``, exchange cards as ``$€6``; the
ASCII letters D E Y J may stand for $ € 元 ¥; places NY FFM SH TK; tiles by id, zones 55-58):

    take $3 €2            take display cards (one, or several worth at most 5)
    take €1 ¥9 tip        the same with an insider tip (only where the set needs it)
    buy NY $5 $3          buy the building at a place with a minimal covering payment
    end                   end the action phase after an exact purchase (D12)
    build 17 @1,-2        restructure: build a planning tile on a cell
    demolish @1,0         restructure: demolish the building on a cell (to planning)
    swap 17 @1,0          restructure: swap a planning tile with the building on that cell
    loan                  take a loan (Kredite)
    repay $9 €3           repay a loan (free move)
    pass                  only when nothing else is legal (D16)
    place 17 @0,-1        place a newly acquired tile into the empire (a tunnel is implied)
    plan 17               put a newly acquired tile into planning
    fund 17               give a newly acquired building to the state fund (2 players)
    lobby FFM €6          Lobbyist: buy out of turn
    lobby pass            Lobbyist: let the window pass

``str(action)`` gives exactly this form and ``parse_action`` reads it back; card kinds are
kept in canonical order (highest value first), so two spellings of one payment are equal.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from game.core.contract import Action
from game.speedtycoon.rules.data import KIND_FIRST, NUM_TILES, PLACE_SHORT, SPECIAL_FIRST
from game.speedtycoon.rules.payments import canonical


def _kinds(cards) -> tuple[str, ...]:
    cards = tuple(cards)
    for k in cards:
        if KIND_FIRST.get(k, SPECIAL_FIRST) >= SPECIAL_FIRST:
            raise ValueError(f"no money card {k!r}")
    return canonical(cards)


def _cards_text(cards: tuple[str, ...]) -> str:
    return " ".join(cards)


def _at(x: int, y: int) -> str:
    return f"@{x},{y}"


def _tile(t: int) -> None:
    if isinstance(t, bool) or not isinstance(t, int) or not 1 <= t < NUM_TILES:
        raise ValueError(f"no tile {t!r}")


@dataclass(frozen=True, slots=True)
class TakeMoney(Action):
    cards: tuple[str, ...]
    tip: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", _kinds(self.cards))
        if not self.cards:
            raise ValueError("take needs at least one card")

    def __str__(self) -> str:
        return f"take {_cards_text(self.cards)}" + (" tip" if self.tip else "")


@dataclass(frozen=True, slots=True)
class _Purchase(Action):
    """A market tile paid with cards: Buy on one's turn, LobbyBuy out of turn."""

    place: str
    cards: tuple[str, ...]
    p: int = field(init=False, repr=False, compare=False)
    VERB: ClassVar[str] = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", _kinds(self.cards))
        if self.place not in PLACE_SHORT:
            raise ValueError(f"no trading place {self.place!r}")
        object.__setattr__(self, "p", PLACE_SHORT.index(self.place))

    def __str__(self) -> str:
        return f"{self.VERB} {self.place} {_cards_text(self.cards)}"


@dataclass(frozen=True, slots=True)
class Buy(_Purchase):
    VERB: ClassVar[str] = "buy"


@dataclass(frozen=True, slots=True)
class LobbyBuy(_Purchase):
    VERB: ClassVar[str] = "lobby"


@dataclass(frozen=True, slots=True)
class RepayLoan(Action):
    cards: tuple[str, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", _kinds(self.cards))

    def __str__(self) -> str:
        return f"repay {_cards_text(self.cards)}"


@dataclass(frozen=True, slots=True)
class _TileOnCell(Action):
    """A tile onto an empire cell: built from planning, swapped, or placed when acquired."""

    tile: int
    x: int
    y: int
    VERB: ClassVar[str] = ""

    def __post_init__(self) -> None:
        _tile(self.tile)

    def __str__(self) -> str:
        return f"{self.VERB} {self.tile} {_at(self.x, self.y)}"


@dataclass(frozen=True, slots=True)
class BuildFromPlanning(_TileOnCell):
    VERB: ClassVar[str] = "build"


@dataclass(frozen=True, slots=True)
class Swap(_TileOnCell):
    VERB: ClassVar[str] = "swap"


@dataclass(frozen=True, slots=True)
class Place(_TileOnCell):
    VERB: ClassVar[str] = "place"


@dataclass(frozen=True, slots=True)
class Demolish(Action):
    x: int
    y: int

    def __str__(self) -> str:
        return f"demolish {_at(self.x, self.y)}"


@dataclass(frozen=True, slots=True)
class ToPlanning(Action):
    tile: int

    def __post_init__(self) -> None:
        _tile(self.tile)

    def __str__(self) -> str:
        return f"plan {self.tile}"


@dataclass(frozen=True, slots=True)
class ToFund(Action):
    tile: int

    def __post_init__(self) -> None:
        _tile(self.tile)

    def __str__(self) -> str:
        return f"fund {self.tile}"


@dataclass(frozen=True, slots=True)
class EndActions(Action):
    def __str__(self) -> str:
        return "end"


@dataclass(frozen=True, slots=True)
class TakeLoan(Action):
    def __str__(self) -> str:
        return "loan"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class LobbyPass(Action):
    def __str__(self) -> str:
        return "lobby pass"


def trusted(cls, **fields):
    """An action built by the rules from values already checked and in canonical order:
    ``legal.generate`` builds thousands per game, so it skips the parsing checks."""
    a = object.__new__(cls)
    for name, value in fields.items():
        object.__setattr__(a, name, value)
    if cls is Buy or cls is LobbyBuy:
        object.__setattr__(a, "p", PLACE_SHORT.index(fields["place"]))
    return a


def trusted_on_cell(cls, tile: int, x: int, y: int):
    """``trusted`` for the tile-on-cell actions, the most numerous (Place, build, swap)."""
    a = object.__new__(cls)
    object.__setattr__(a, "tile", tile)
    object.__setattr__(a, "x", x)
    object.__setattr__(a, "y", y)
    return a


END = EndActions()
LOAN = TakeLoan()
PASS = Pass()
LOBBY_PASS = LobbyPass()

_ASCII = str.maketrans({"D": "$", "E": "€", "Y": "元", "J": "¥"})


class ActionSyntaxError(ValueError):
    """Text that is not an action of the grammar above; the message says what was expected."""


def _card(word: str) -> str:
    kind = word.translate(_ASCII) if word[:1] in "DEYJ" else word
    if KIND_FIRST.get(kind, SPECIAL_FIRST) >= SPECIAL_FIRST:
        raise ActionSyntaxError(f"no money card {word!r}")
    return kind


def _cell(word: str) -> tuple[int, int]:
    if not word.startswith("@") or word.count(",") != 1:
        raise ActionSyntaxError(f"a cell is written @x,y, not {word!r}")
    x, y = word[1:].split(",")
    try:
        return int(x), int(y)
    except ValueError:
        raise ActionSyntaxError(f"a cell is written @x,y, not {word!r}") from None


def _int(word: str) -> int:
    try:
        return int(word)
    except ValueError:
        raise ActionSyntaxError(f"a tile is a number, not {word!r}") from None


def _expect(verb: str, args: list[str], count: int) -> None:
    if len(args) != count:
        raise ActionSyntaxError(f"{verb!r} takes {count} argument(s), got {len(args)}")


_parsed: dict[str, Action] = {}


def parse_action(text: str) -> Action:
    """Read the text form back into an action (actions are immutable, so a text read before
    gives the same instance again: saves and the contract suite read many)."""
    if not isinstance(text, str):
        raise ActionSyntaxError(f"an action must be text, not {type(text).__name__}")
    action = _parsed.get(text)
    if action is None:
        action = _parse(text)
        if len(_parsed) > 50_000:
            _parsed.clear()
        _parsed[text] = action
    return action


def _parse(text: str) -> Action:
    words = text.split()
    if not words:
        raise ActionSyntaxError("empty action")
    verb, args = words[0].lower(), words[1:]
    try:
        if verb in ("end", "loan", "pass"):
            _expect(verb, args, 0)
            return {"end": END, "loan": LOAN, "pass": PASS}[verb]
        if verb == "take":
            tip = bool(args) and args[-1].lower() == "tip"
            cards = args[:-1] if tip else args
            if not cards:
                raise ActionSyntaxError("take needs at least one card")
            return TakeMoney(tuple(_card(w) for w in cards), tip)
        if verb in ("buy", "lobby"):
            if verb == "lobby" and len(args) == 1 and args[0].lower() == "pass":
                return LOBBY_PASS
            if len(args) < 2:
                raise ActionSyntaxError(f"{verb!r} needs a place and cards")
            cls = Buy if verb == "buy" else LobbyBuy
            return cls(args[0].upper(), tuple(_card(w) for w in args[1:]))
        if verb == "repay":
            if not args:
                raise ActionSyntaxError("repay needs cards")
            return RepayLoan(tuple(_card(w) for w in args))
        if verb in ("build", "swap", "place"):
            _expect(verb, args, 2)
            x, y = _cell(args[1])
            cls = {"build": BuildFromPlanning, "swap": Swap, "place": Place}[verb]
            return cls(_int(args[0]), x, y)
        if verb == "demolish":
            _expect(verb, args, 1)
            return Demolish(*_cell(args[0]))
        if verb in ("plan", "fund"):
            _expect(verb, args, 1)
            return (ToPlanning if verb == "plan" else ToFund)(_int(args[0]))
    except ActionSyntaxError:
        raise
    except ValueError as exc:
        raise ActionSyntaxError(f"{text.strip()!r}: {exc}") from None
    raise ActionSyntaxError(f"unknown action {words[0]!r}")
