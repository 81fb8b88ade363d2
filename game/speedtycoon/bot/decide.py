"""The worker's entry point for Speedtycoon: a snapshot in, the next action and its reason out
(the same reply shape as Tycoon's decider)."""

from __future__ import annotations

from game.ai.budget import Budget, CancelCheck, never_cancelled
from game.speedtycoon.bot.levels import choose
from game.speedtycoon.rules import State


def decide(snapshot: dict, seat: int, level: str, budget: dict, seed: int,
           cancelled: CancelCheck = never_cancelled) -> dict:
    state = State.from_dict(snapshot)
    action, (key, params) = choose(state, seat, level, Budget.from_dict(budget), seed, cancelled)
    return {"action": str(action), "reason": [key, params]}
