"""What happened, in order, for the scenes to animate (issue point 5, design §4.9).

Cards are named by kind ("$5", "$€6"), tiles by id, places by their short name (NY FFM SH TK),
cells by (x, y). ``seat`` -1 in a tile's whereabouts means the state fund.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from game.core.contract import Event


def event(cls):
    """A frozen, slotted dataclass whose ``__init__`` sets each slot through its descriptor.

    A frozen dataclass's own ``__init__`` goes through ``object.__setattr__`` per field,
    which looks the name up on the class every time; a game of ~700 events spent about 5 %
    of its time there. The slot descriptors' ``__set__`` do the same store without the
    look-up, so events stay frozen (assigning a field still raises FrozenInstanceError) and
    equal, hashable and printed as before. The ``__init__`` is generated, as dataclasses
    generate theirs.
    """
    cls = dataclass(frozen=True, slots=True)(cls)
    names = [f.name for f in fields(cls)]
    namespace = {f"_set_{name}": getattr(cls, name).__set__ for name in names}
    body = "".join(f"    _set_{name}(self, {name})\n" for name in names) or "    pass\n"
    exec(f"def __init__(self, {', '.join(names)}):\n{body}", namespace)
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    cls.__init__ = init
    return cls


@event
class TurnStarted(Event):
    seat: int
    turn: int


@event
class MoneyTaken(Event):
    seat: int
    cards: tuple[str, ...]
    tip: bool


@event
class BuildingBought(Event):
    """``lobby`` marks a Lobbyist purchase; ``exact`` earns a bonus action (not via lobby)."""

    seat: int
    place: str
    tile: int
    cards: tuple[str, ...]
    price: int
    exact: bool
    lobby: bool


@event
class LobbyPassed(Event):
    seat: int


@event
class ActionsEnded(Event):
    seat: int


@event
class Passed(Event):
    seat: int


@event
class BuildingPlaced(Event):
    """``source``: "tray", "lobby", "handout" or "planning"; ``tunnel`` the side ("N".."W")
    whose joint got a tunnel, or "" when none was spent."""

    seat: int
    tile: int
    x: int
    y: int
    source: str
    tunnel: str


@event
class PutInPlanning(Event):
    seat: int
    tile: int
    source: str


@event
class GivenToFund(Event):
    seat: int
    tile: int


@event
class Demolished(Event):
    seat: int
    tile: int
    x: int
    y: int
    tunnels_returned: int


@event
class Swapped(Event):
    seat: int
    tile_in: int
    tile_out: int
    x: int
    y: int


@event
class LoanTaken(Event):
    seat: int
    cards: tuple[str, ...]


@event
class LoanRepaid(Event):
    seat: int
    cards: tuple[str, ...]


@event
class MarketRefilled(Event):
    """Tiles laid out now, per place short name."""

    tiles: tuple[tuple[str, int], ...]


@event
class DisplayRefilled(Event):
    cards: tuple[str, ...]


@event
class DeckReshuffled(Event):
    cards: int


@event
class SpecialRevealed(Event):
    """A scoring or news card turned up in a draw; it acts at the end of the turn (D7)."""

    card: str


@event
class NewsActive(Event):
    """``place`` is the closed place for a port strike, else ""; ``turns`` how long it lasts
    (0 for the one-off news and the booms, which wait for the next scoring)."""

    news: str
    place: str
    turns: int


@event
class NewsExpired(Event):
    news: str


@event
class CardDiscarded(Event):
    """Rate turn (Zinswende): the seat's smallest card goes to the discard pile."""

    seat: int
    card: str


@event
class CardDealt(Event):
    """Stimulus (Konjunkturpaket): one card from the deck to the seat."""

    seat: int
    card: str


@event
class ScoringDone(Event):
    """One scoring with its parts per seat (§2.10). ``majorities[seat][branch]`` are points,
    ``places[seat][branch]`` the place taken (0 = none); ``fund`` is the fund's dropped share
    per branch (empty without a fund)."""

    scoring: str
    majorities: tuple[tuple[int, ...], ...]
    places: tuple[tuple[int, ...], ...]
    ring: tuple[int, ...]
    zones: tuple[int, ...]
    sustainability: tuple[int, ...]
    loans: tuple[int, ...]
    totals: tuple[int, ...]
    fund: tuple[int, ...]


@event
class UnicornWon(Event):
    seat: int
    branch: str
    points: int


@event
class FundDrew(Event):
    tiles: tuple[int, ...]


@event
class RatesChanged(Event):
    strong: str
    weak: str


@event
class TradingEnded(Event):
    """``reason``: "market" (the bag ran out), "idle_bag", "idle_money" or "turn_cap" (D27)."""

    reason: str


@event
class HandedOut(Event):
    """End-of-game hand-out: ``seat`` -1 means nobody got it (a tie or no money)."""

    place: str
    tile: int
    seat: int


@event
class GameOver(Event):
    scores: tuple[int, ...]
    winners: tuple[int, ...]


#: Events that reveal chance or follow from it: a person's undo stops after them.
CHANCE_EVENTS = (MarketRefilled, DisplayRefilled, DeckReshuffled, SpecialRevealed, FundDrew,
                 LoanTaken, CardDealt, RatesChanged, NewsActive, TurnStarted)
