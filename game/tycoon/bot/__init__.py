"""Tycoon's computer opponents: evaluator, plans, levels and the `choose` entry point.

`choose(state, seat, level, budget, seed) -> Reply` (game/ai/reply.py) answers every decision,
for a computer seat and for a human's hint alike; `DECIDER` names the worker entry point for
`game.ai.worker.ThinkingWorker`. See docs/ai.md.
"""

from game.tycoon.bot.levels import LEVELS, Decision, choose, choose_plan, level_budget

DECIDER = "game.tycoon.bot.decide:decide"

__all__ = ["DECIDER", "LEVELS", "Decision", "choose", "choose_plan", "level_budget"]
