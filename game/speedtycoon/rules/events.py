"""What happened, in order, for the scenes to animate (issue point 5, design §4.9).

Cards are named by kind ("$5", "$€6"), tiles by id, places by their short name (NY FFM SH TK),
cells by (x, y). ``seat`` -1 in a tile's whereabouts means the state fund.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.contract import Event


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    seat: int
    turn: int


@dataclass(frozen=True, slots=True)
class MoneyTaken(Event):
    seat: int
    cards: tuple[str, ...]
    tip: bool


@dataclass(frozen=True, slots=True)
class BuildingBought(Event):
    """``lobby`` marks a Lobbyist purchase; ``exact`` earns a bonus action (not via lobby)."""

    seat: int
    place: str
    tile: int
    cards: tuple[str, ...]
    price: int
    exact: bool
    lobby: bool


@dataclass(frozen=True, slots=True)
class LobbyPassed(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class ActionsEnded(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class Passed(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class BuildingPlaced(Event):
    """``source``: "tray", "lobby", "handout" or "planning"; ``tunnel`` the side ("N".."W")
    whose joint got a tunnel, or "" when none was spent."""

    seat: int
    tile: int
    x: int
    y: int
    source: str
    tunnel: str


@dataclass(frozen=True, slots=True)
class PutInPlanning(Event):
    seat: int
    tile: int
    source: str


@dataclass(frozen=True, slots=True)
class GivenToFund(Event):
    seat: int
    tile: int


@dataclass(frozen=True, slots=True)
class Demolished(Event):
    seat: int
    tile: int
    x: int
    y: int
    tunnels_returned: int


@dataclass(frozen=True, slots=True)
class Swapped(Event):
    seat: int
    tile_in: int
    tile_out: int
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class LoanTaken(Event):
    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class LoanRepaid(Event):
    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class MarketRefilled(Event):
    """Tiles laid out now, per place short name."""

    tiles: tuple[tuple[str, int], ...]


@dataclass(frozen=True, slots=True)
class DisplayRefilled(Event):
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class DeckReshuffled(Event):
    cards: int


@dataclass(frozen=True, slots=True)
class SpecialRevealed(Event):
    """A scoring or news card turned up in a draw; it acts at the end of the turn (D7)."""

    card: str


@dataclass(frozen=True, slots=True)
class NewsActive(Event):
    """``place`` is the closed place for a port strike, else ""; ``turns`` how long it lasts
    (0 for the one-off news and the booms, which wait for the next scoring)."""

    news: str
    place: str
    turns: int


@dataclass(frozen=True, slots=True)
class NewsExpired(Event):
    news: str


@dataclass(frozen=True, slots=True)
class CardDiscarded(Event):
    """Rate turn (Zinswende): the seat's smallest card goes to the discard pile."""

    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class CardDealt(Event):
    """Stimulus (Konjunkturpaket): one card from the deck to the seat."""

    seat: int
    card: str


@dataclass(frozen=True, slots=True)
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


@dataclass(frozen=True, slots=True)
class UnicornWon(Event):
    seat: int
    branch: str
    points: int


@dataclass(frozen=True, slots=True)
class FundDrew(Event):
    tiles: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class RatesChanged(Event):
    strong: str
    weak: str


@dataclass(frozen=True, slots=True)
class TradingEnded(Event):
    """``reason``: "market" (the bag ran out), "idle_bag", "idle_money" or "turn_cap" (D27)."""

    reason: str


@dataclass(frozen=True, slots=True)
class HandedOut(Event):
    """End-of-game hand-out: ``seat`` -1 means nobody got it (a tie or no money)."""

    place: str
    tile: int
    seat: int


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    scores: tuple[int, ...]
    winners: tuple[int, ...]


#: Events that reveal chance or follow from it: a person's undo stops after them.
CHANCE_EVENTS = (MarketRefilled, DisplayRefilled, DeckReshuffled, SpecialRevealed, FundDrew,
                 LoanTaken, CardDealt, RatesChanged, NewsActive, TurnStarted)
