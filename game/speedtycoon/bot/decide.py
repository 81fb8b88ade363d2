"""The worker's entry point for Speedtycoon: a snapshot in, the next action and its reason out
(the same `Reply` as every game's decider)."""

from __future__ import annotations

from game.ai.budget import Budget, CancelCheck, never_cancelled
from game.ai.reply import Reply
from game.speedtycoon.bot.levels import choose
from game.speedtycoon.rules import State


def decide(snapshot: dict, seat: int, level: str, budget: dict, seed: int,
           cancelled: CancelCheck = never_cancelled) -> dict:
    state = State.from_dict(snapshot)
    action, (key, params) = choose(state, seat, level, Budget.from_dict(budget), seed, cancelled)
    return Reply(str(action), (key, params)).to_wire()
