"""What the search needs from a game: the rules contract plus a little game knowledge.

The rules contract is the one every game's rules package offers (architecture.md). The search
never reads a game's fields; it clones, applies and asks for values, so Tycoon, Speedtycoon and
Kraken Bay all plug in by writing one `Knowledge` object.

A *plan* is a short sequence of actions one player takes in a row (in Tycoon: buy a ticket, fly,
build). Searching over whole plans instead of single clicks keeps the tree shallow enough to
look a few turns ahead inside a second of Python.
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random
from typing import Any, Protocol

Action = Any
Plan = tuple[Action, ...]


class GameState(Protocol):
    @property
    def current_player(self) -> int | None: ...

    def legal_actions(self) -> list[Action]: ...

    def apply(self, action: Action) -> list[Any]: ...

    def clone(self) -> GameState: ...

    def is_terminal(self) -> bool: ...

    def returns(self) -> Sequence[float]: ...

    def determinize(self, observer_seat: int, rng: Random) -> GameState: ...


class Knowledge(Protocol):
    """Game knowledge the search is steered by; everything here must be deterministic in `rng`."""

    illegal_action: type[BaseException]

    def plans(self, state: GameState) -> list[Plan]:
        """The current player's candidate plans, best first (the search expands in this order)."""
        ...

    def rollout_plan(self, state: GameState, rng: Random) -> Plan:
        """A quick, good plan for whoever is to move: the policy simulated futures follow."""
        ...

    def evaluate(self, state: GameState) -> list[float]:
        """Each seat's chance-like value in [0, 1]; at a terminal state, the real result."""
        ...


def plan_key(plan: Plan) -> tuple[str, ...]:
    """Plans are compared by their actions' stable text, so equal plans from different
    determinized copies share one node in the tree."""
    return tuple(str(action) for action in plan)


def terminal_values(state: GameState) -> list[float]:
    """The real result of a finished game: the rules' share of the win per seat (a win is
    worth 1, split on a tie). The search reads no money, points or net worth."""
    return [float(value) for value in state.returns()]
