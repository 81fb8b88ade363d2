"""What the game review (game/ai/review.py) needs to know of Speedtycoon: the decision is a plan.

A decision of Speedtycoon is what the levels decide at once (`choose_plan`, `same_plan`): every
action one seat takes in a row within its turn (the placement, the chain of purchases, each
tile's placement), or one answer in a Lobbyist window. It is real when more than one action
is open at its start (demolishing counted only when nothing else is). Hard's plan and reason
come from `choose_plan(..., "hard")`; simulated players play the greedy chain (the search's own
rollout); a position is worth the evaluator's `win_chances` (a logistic of the projected lead).
"""

from __future__ import annotations

from random import Random

from game.ai.budget import Budget, CancelCheck
from game.ai.contract import Plan
from game.ai.review import Reason, ReviewBudget
from game.speedtycoon.bot.evaluator import win_chances
from game.speedtycoon.bot.levels import HARD_BUDGET, choose_plan
from game.speedtycoon.bot.plans import candidate_plans, considered, same_plan
from game.speedtycoon.rules import IllegalAction

#: Tuned with tools/bench_review.py to keep a whole 4-seat game within a minute of CPU. Hard's
#: own budget (its iterations without the app's time cap): the review names the move Hard plays.
BUDGET = ReviewBudget(samples=48, horizon=5, hard=Budget(iterations=HARD_BUDGET.iterations),
                      game_samples=3200)


class SpeedtycoonReview:
    illegal_action = IllegalAction
    budget = BUDGET
    table_actions: tuple[type, ...] = ()   # every move is a seat's
    #: "module:function" (state, key, params, lang, names) -> the reason in words (not pure:
    #: the review glue resolves it, the kit never imports it).
    words = "game.speedtycoon.scenes.words:review_reason"

    def same_decision(self, start, state, seat: int) -> bool:
        return same_plan(state, seat, start.turn_no)

    def is_real(self, state, seat: int) -> bool:
        return len(considered(state)) > 1

    def preferred(self, state, seat: int, budget: Budget, seed: int,
                  cancelled: CancelCheck) -> tuple[Plan, Reason]:
        decision = choose_plan(state, seat, "hard", budget, seed, cancelled)
        return decision.plan, decision.reason

    def rollout_plan(self, state, rng: Random) -> Plan:
        return candidate_plans(state, state.current_player, (1,))[0].actions

    def win_chances(self, state) -> list[float]:
        return win_chances(state)

    def stage(self, state) -> int:
        """The scorings held so far (0-2): the time before each scoring is a stage of its own,
        over which the swings are spread."""
        return state.scorings


KIT = SpeedtycoonReview()
