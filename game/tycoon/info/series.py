"""Money over time: each player's cash and worth at the start of every turn, with the paydays
marked, for the chart in P and after the game.

The worth is the rules' `board_worth`: net worth with what the hotels and factories will pay,
so a player who put every million into hotels does not look broke. A payday is marked on the
first point after it is settled (income paid, every loan card repaid or extended): a point
between the income and the repayments would draw the payday as a one-turn spike.

Fed with each action's events like the history; ``replay`` builds the same series from a saved
game's action log, so a loaded game has its whole chart.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from game.tycoon.rules import Action, State, board_worth
from game.tycoon.rules.events import Event, GameEnded, Payday, TurnStarted


@dataclass(frozen=True)
class Point:
    turn: int
    money: tuple[int, ...]
    worth: tuple[int, ...]
    payday: int = 0  # the payday's number on the first point after it was settled


@dataclass
class MoneySeries:
    points: list[Point] = field(default_factory=list)
    turn: int = 0
    settling: int = 0  # the payday whose loans are being decided, 0 outside one

    @classmethod
    def starting(cls, state: State) -> MoneySeries:
        series = cls()
        series._add(state)
        return series

    def feed(self, events: Iterable[Event], state: State) -> None:
        """A point at every turn start, the first one after a payday marked with it; the
        game's end shows the final money."""
        for ev in events:
            if isinstance(ev, Payday):
                self.settling = ev.session
            elif isinstance(ev, TurnStarted):
                self.turn += 1
                self._add(state)
            elif isinstance(ev, GameEnded):
                self.points.append(Point(self.turn, ev.final_money, ev.final_money,
                                         self.settling))
                self.settling = 0

    def _add(self, state: State) -> None:
        self.points.append(Point(self.turn, tuple(state.money), tuple(board_worth(state)),
                                 self.settling))
        self.settling = 0

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
