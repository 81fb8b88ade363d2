"""Speedtycoon's computer opponents: evaluator, plans, levels, advice and the worker decider.

`choose(state, seat, level, budget, seed) -> Reply` (game/ai/reply.py) answers every decision
(turns, the Lobbyist window, the fund), for a computer seat and a person's advice alike;
`DECIDER` names the worker entry point for `game.ai.worker.ThinkingWorker`. See docs/ai.md.
"""

from game.speedtycoon.bot.advice import Advice, advise
from game.speedtycoon.bot.levels import (
    LEVELS,
    Decision,
    choose,
    choose_plan,
    level_budget,
    rest_of_turn,
)

DECIDER = "game.speedtycoon.bot.decide:decide"

__all__ = ["DECIDER", "LEVELS", "Advice", "Decision", "advise", "choose", "choose_plan",
           "level_budget", "rest_of_turn"]
