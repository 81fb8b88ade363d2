"""The worker's entry point for Tycoon: a snapshot in, the next action and its reason out."""

from __future__ import annotations

from game.ai.budget import Budget, CancelCheck
from game.tycoon.bot.levels import choose
from game.tycoon.rules import State


def decide(
    state_dict: dict, seat: int, level: str, budget: dict, seed: int, cancelled: CancelCheck
) -> dict:
    state = State.from_dict(state_dict)
    action, (key, params) = choose(state, seat, level, Budget.from_dict(budget), seed, cancelled)
    return {"action": str(action), "reason": [key, params]}
