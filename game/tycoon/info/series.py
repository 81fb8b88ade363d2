"""Money over time: each player's cash and net worth at the start of every turn, with the
paydays marked, for the chart in P and after the game.

Fed with each action's events like the history; ``replay`` builds the same series from a saved
game's action log, so a loaded game has its whole chart.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from game.tycoon.rules import Action, State, net_worth
from game.tycoon.rules.events import Event, GameEnded, Payday, TurnStarted, money_deltas


@dataclass(frozen=True)
class Point:
    turn: int
    money: tuple[int, ...]
    worth: tuple[int, ...]
    payday: int = 0  # the payday's number when this point is taken right after one


@dataclass
class MoneySeries:
    points: list[Point] = field(default_factory=list)
    turn: int = 0

    @classmethod
    def starting(cls, state: State) -> MoneySeries:
        series = cls()
        series._add(state)
        return series

    def feed(self, events: Iterable[Event], state: State) -> None:
        """A point at every turn start and one right after each payday's income (before the
        loans it settles in the same action); the game's end shows the final money."""
        events = list(events)
        for i, ev in enumerate(events):
            if isinstance(ev, Payday):
                later = money_deltas(events[i + 1:], state.num_players)
                money = tuple(m - d for m, d in zip(state.money, later, strict=True))
                worth = tuple(net_worth(state))
                self.points.append(Point(self.turn, money, worth, ev.session))
            elif isinstance(ev, TurnStarted):
                self.turn += 1
                self._add(state)
            elif isinstance(ev, GameEnded):
                self.points.append(Point(self.turn, ev.final_money, ev.final_money))

    def _add(self, state: State) -> None:
        self.points.append(Point(self.turn, tuple(state.money), tuple(net_worth(state))))

    @property
    def paydays(self) -> list[Point]:
        return [p for p in self.points if p.payday]


def replay(start: State, actions: Iterable[Action]) -> MoneySeries:
    """The series of a game from its first state and its action log (a loaded save)."""
    state = start.clone()
    series = MoneySeries.starting(state)
    for action in actions:
        series.feed(state.apply(action), state)
    return series
