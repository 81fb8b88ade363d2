"""What the game review (game/ai/review.py) needs to know of Tycoon: the decision is a plan.

A decision of Tycoon is what the levels decide at once (`choose_plan`): a turn's whole plan
(buy tickets, fly, build, end; or a loan, which ends the turn) or one payday answer (repay or
extend one card). It is real when the seat had more than one plan to choose from (a turn
with no build in reach and nothing to borrow is not a decision). Hard's plan and reason come
from `choose_plan(..., "hard")`; simulated players play Normal's best plan; a position is worth
the evaluator's `win_chances` (a softmax of equities that sharpens as paydays pass).
"""

from __future__ import annotations

from random import Random

from game.ai.budget import Budget, CancelCheck
from game.ai.contract import Plan
from game.ai.review import Reason, ReviewBudget
from game.tycoon.bot.evaluator import win_chances
from game.tycoon.bot.heuristic import ranked_plans
from game.tycoon.bot.levels import choose_plan
from game.tycoon.bot.view import information_set
from game.tycoon.rules import IllegalAction, State
from game.tycoon.rules.state import PLAY

#: Tuned with tools/bench_review.py to keep a whole 4-seat game within a minute of CPU.
BUDGET = ReviewBudget(samples=64, horizon=4, hard=Budget(iterations=80), game_samples=4800)


class TycoonReview:
    illegal_action = IllegalAction
    budget = BUDGET
    table_actions: tuple[type, ...] = ()   # every move is a seat's
    #: "module:function" (state, key, params, lang, names) -> the reason in words (not pure:
    #: the review glue resolves it, the kit never imports it).
    words = "game.tycoon.view.texts:review_reason"

    def same_decision(self, start: State, state: State, seat: int) -> bool:
        """A turn's plan runs until the turn ends; each payday answer is a decision of its own."""
        return start.phase == PLAY and state.phase == PLAY

    def is_real(self, state: State, seat: int) -> bool:
        return len(ranked_plans(information_set(state), seat)) > 1

    def preferred(self, state: State, seat: int, budget: Budget, seed: int,
                  cancelled: CancelCheck) -> tuple[Plan, Reason]:
        decision = choose_plan(state, seat, "hard", budget, seed, cancelled)
        return decision.plan, decision.reason

    def rollout_plan(self, state: State, rng: Random) -> Plan:
        ranked = ranked_plans(state, state.current_player)
        return ranked[0].plan.actions if ranked else ()

    def win_chances(self, state: State) -> list[float]:
        return win_chances(state)

    def stage(self, state: State) -> int:
        """The session (1-3, each ended by a payday): the swings are spread over them."""
        return state.session


KIT = TycoonReview()
