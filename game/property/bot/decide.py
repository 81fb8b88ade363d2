"""The worker's entry point for the property games (game/ai/worker.py): a snapshot in, the
next action and its reason out. Name it "game.property.bot.decide:decide"."""

from __future__ import annotations

from game.ai.budget import Budget, CancelCheck, never_cancelled
from game.ai.reply import Reply
from game.property.bot.levels import BUDGETS, choose
from game.property.rules import State


def decide(state_dict: dict, seat: int, level: str, budget: dict | None, seed: int,
           cancelled: CancelCheck = never_cancelled) -> dict:
    state = State.from_dict(state_dict)
    limits = Budget.from_dict(budget) if budget else BUDGETS.get(level)
    action, (key, params), iterations = choose(state, seat, level, limits, seed, cancelled)
    return Reply(str(action), (key, params), iterations=iterations).to_wire()
