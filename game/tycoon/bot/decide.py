"""The worker's entry point for Tycoon: a snapshot in, the next action, its reason and the rest
of its plan (for a hint) out."""

from __future__ import annotations

from game.ai.budget import Budget, CancelCheck
from game.ai.reply import Reply
from game.tycoon.bot.levels import choose_steps
from game.tycoon.rules import State


def decide(
    state_dict: dict, seat: int, level: str, budget: dict, seed: int, cancelled: CancelCheck
) -> dict:
    state = State.from_dict(state_dict)
    plan, (key, params) = choose_steps(state, seat, level, Budget.from_dict(budget), seed,
                                       cancelled)
    return Reply(str(plan[0]), (key, params), tuple(str(a) for a in plan)).to_wire()
