"""How long the computer may think: an iteration count, a time limit and a cancel flag.

Iterations make a decision reproducible (the arena and the tests count them); the time limit
keeps the window responsive on a slow machine; the cancel flag lets the board stop a search the
player no longer needs (undo, quit, a new game). Whichever comes first ends the search.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass

Clock = Callable[[], float]
CancelCheck = Callable[[], bool]


def never_cancelled() -> bool:
    return False


@dataclass(frozen=True)
class Budget:
    """`iterations` and `seconds` are limits; None means no limit of that kind."""

    iterations: int | None = None
    seconds: float | None = None

    def __post_init__(self) -> None:
        if self.iterations is None and self.seconds is None:
            raise ValueError("a budget needs an iteration limit, a time limit, or both")
        if self.iterations is not None and self.iterations < 1:
            raise ValueError(f"iterations must be at least 1, got {self.iterations}")
        if self.seconds is not None and self.seconds <= 0:
            raise ValueError(f"seconds must be positive, got {self.seconds}")

    def to_dict(self) -> dict:
        return {"iterations": self.iterations, "seconds": self.seconds}

    @classmethod
    def from_dict(cls, data: dict) -> Budget:
        return cls(iterations=data.get("iterations"), seconds=data.get("seconds"))


#: The greedy levels ignore budgets (they think a few ms); the worker API still wants one.
GREEDY_BUDGET = Budget(iterations=1)


@dataclass(frozen=True)
class LevelBudgets:
    """A game's `budgets` (the entry's, level -> Budget): the levels that search have their
    own; every other level is greedy and gets `GREEDY_BUDGET`."""

    searching: Mapping[str, Budget]

    def __call__(self, level: str) -> Budget:
        return self.searching.get(level, GREEDY_BUDGET)


class Meter:
    """Counts iterations against a budget; says why the search stopped."""

    def __init__(
        self,
        budget: Budget,
        cancelled: CancelCheck = never_cancelled,
        clock: Clock = time.perf_counter,
    ) -> None:
        self.budget = budget
        self.cancelled = cancelled
        self.clock = clock
        self.started = clock()
        self.iterations = 0
        self.stop_reason: str | None = None

    def keep_going(self) -> bool:
        """Check before each iteration; at least one iteration always runs unless cancelled."""
        if self.cancelled():
            self.stop_reason = "cancelled"
        elif self.budget.iterations is not None and self.iterations >= self.budget.iterations:
            self.stop_reason = "iterations"
        elif (
            self.budget.seconds is not None
            and self.iterations > 0
            and self.clock() - self.started >= self.budget.seconds
        ):
            self.stop_reason = "seconds"
        return self.stop_reason is None

    def tick(self) -> None:
        self.iterations += 1

    @property
    def elapsed(self) -> float:
        return self.clock() - self.started
