"""A computer's answer for one decision, the same record for every game.

Every game's decider (game/<game>/bot/decide.py, run in the thinking worker) builds one `Reply`
and sends its wire form (`to_wire`, plain JSON-like data: the worker's queue carries it to the
window's process); the board's computer seats, the hint and the tools read it back with
`from_wire`, which also refuses a failed, cancelled or unreadable answer.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

Reason = tuple[str, dict]


@dataclass(frozen=True)
class Reply:
    """`action`: the chosen action as text (the game's `parse_action` reads it back);
    `reason`: a locale key and its placeholders, None when the computer gives none a screen
    can show; `plan`: the rest of the computer's plan from `action` on, as texts (a hint shows
    it whole; empty: just the one action); `iterations`: the search's, 0 without one."""

    action: str
    reason: Reason | None = None
    plan: tuple[str, ...] = ()
    iterations: int = 0

    def to_wire(self) -> dict[str, Any]:
        wire: dict[str, Any] = {"action": self.action,
                                "reason": None if self.reason is None else list(self.reason),
                                "iterations": self.iterations}
        if self.plan:
            wire["plan"] = list(self.plan)
        return wire

    @classmethod
    def from_wire(cls, wire: dict[str, Any]) -> Reply:
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
