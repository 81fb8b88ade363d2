"""A computer's answer for one decision, the same record for every game.

Every game's levels answer a decision with one `Reply` holding the game's own action objects
(`choose` in game/<game>/bot/levels.py: the tests, leagues and reviews read it as it is); the
worker's decider (game/ai/decider.py) sends its wire form (`to_wire`, plain JSON-like data with
the actions as texts: the worker's queue carries it to the window's process), and the board's
computer seats, the hint and the tools read it back with `from_wire` (a `Reply[str]`), which
also refuses a failed, cancelled or unreadable answer.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Generic, TypeVar

Reason = tuple[str, dict]
A = TypeVar("A")


@dataclass(frozen=True)
class Reply(Generic[A]):
    """`action`: the chosen action (the game's action object; after the wire its text, which
    the game's `parse_action` reads back);
    `reason`: a locale key and its placeholders, None when the computer gives none a screen
    can show; `plan`: the rest of the computer's plan from `action` on, as texts (a hint shows
    it whole; empty: just the one action); `iterations`: the search's, 0 without one."""

    action: A
    reason: Reason | None = None
    plan: tuple[A, ...] = ()
    iterations: int = 0

    def to_wire(self) -> dict[str, Any]:
        wire: dict[str, Any] = {"action": str(self.action),
                                "reason": None if self.reason is None else list(self.reason),
                                "iterations": self.iterations}
        if self.plan:
            wire["plan"] = [str(step) for step in self.plan]
        return wire

    @classmethod
    def from_wire(cls, wire: dict[str, Any]) -> Reply[str]:
        """The reply in a worker's answer; ValueError (with why) for a failed, cancelled or
        unreadable one."""
        if not wire.get("ok", True) or wire.get("cancelled"):
            raise ValueError(wire.get("error", "cancelled"))
        action = wire.get("action")
        if not isinstance(action, str):
            raise ValueError("no action in the answer")
        reason = wire.get("reason")
        if isinstance(reason, list | tuple) and len(reason) == 2 and isinstance(reason[1], dict):
            reason = (str(reason[0]), dict(reason[1]))
        else:
            reason = None
        plan = wire.get("plan")
        steps = tuple(str(step) for step in plan) if isinstance(plan, list) else ()
        iterations = wire.get("iterations")
        return cls(action, reason, steps, iterations if isinstance(iterations, int) else 0)
