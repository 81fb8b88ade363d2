"""What the game review (game/ai/review.py) needs to know of the property games (both rulesets).

The levels decide one action at a time, so a decision is one action. It is real when more than
one choice is open besides the moves that are open all the time (mortgaging, lifting a
mortgage, selling buildings): buy or decline, each bid or drop of an auction, accept or reject
an offer, pay the fine, use a pass or roll in jail, and build or roll on (end the turn) when a
building can be bought. A turn with nothing to choose but the dice is not a decision; proposing
a trade (offers are too many to list) is judged only as part of a decision that is real.
Hard's action and reason come from `levels.choose(..., "hard")`; simulated players play Normal
(`policy.act`) without proposing trades; a position is worth, in a game of a known end (a
round cap, or time up), each seat's chance to finish first (`finish.finish_chances`, the leaf
of Hard's own rollouts) tempered by `TEMPER`, in a game without one each seat's share of all
standings sharpened by `SHARPNESS`; the real result at the end.
"""

from __future__ import annotations

from dataclasses import replace
from random import Random

from game.ai.budget import Budget, CancelCheck
from game.ai.contract import Plan
from game.ai.review import Reason, ReviewBudget
from game.core.contract import IllegalAction
from game.property.bot.finish import finish_chances
from game.property.bot.levels import choose, standing_shares
from game.property.bot.policy import NORMAL, act
from game.property.rules.actions import Mortgage, Sell, SellDown, TimeUp, Unmortgage

#: Tuned with tools/bench_review.py to keep a whole 4-seat game within a minute of CPU.
BUDGET = ReviewBudget(samples=32, horizon=80, hard=Budget(iterations=24), game_samples=4800)
#: Each seat's chance to finish first to this power, scaled to sum to one: the leaf alone is
#: sure too soon (in 30 games of Normal players it said 98 % where 75 % won, 1 % where 8 %
#: did); tempered it is the best calibrated of the estimates measured with
#: tools/review_calibration.py in games with a round cap (docs/review.md, "How good the
#: property games' chances are").
TEMPER = 0.3
#: Without a round cap the leaf looks 20 rounds ahead of a game that runs 45-90, and is sure
#: far too soon even tempered: there each seat's share of all standings to this power, scaled
#: to sum to one, measured the better (a guess until review23, kept where it measured best).
SHARPNESS = 3
#: Moves open at almost every point: having them is no decision.
ALWAYS_OPEN = (Mortgage, Unmortgage, Sell, SellDown)
#: Simulated players play Normal but propose no trades: looking for offers is nine tenths of
#: Normal's thinking, and a rollout of a few rounds rarely sees one accepted.
ROLLOUT = replace(NORMAL, proposes=False)


class PropertyReview:
    illegal_action = IllegalAction
    budget = BUDGET
    #: the board ends a timed game in whoever's turn it is (play-test 6: the review showed
    #: "Павел played: time_up" as his biggest swing)
    table_actions = (TimeUp,)
    #: "module:function" (state, key, params, lang, names) -> the reason in words (not pure:
    #: the review glue resolves it, the kit never imports it).
    words = "game.property.scenes.words:review_reason"

    def same_decision(self, start, state, seat: int) -> bool:
        return False

    def is_real(self, state, seat: int) -> bool:
        return sum(type(a) not in ALWAYS_OPEN for a in state.legal_actions()) > 1

    def preferred(self, state, seat: int, budget: Budget, seed: int,
                  cancelled: CancelCheck) -> tuple[Plan, Reason]:
        reply = choose(state, seat, "hard", budget, seed, cancelled)
        return (reply.action,), reply.reason

    def rollout_plan(self, state, rng: Random) -> Plan:
        return (act(state, state.current_player, ROLLOUT, rng)[0],)

    def unsettled(self, state) -> bool:
        """An auction is open: bid after bid the estimates swing with their noise (±6 points
        at the kit's budget), so the review chart draws no point until it closes."""
        return state.au_place >= 0

    def win_chances(self, state) -> list[float]:
        if state.is_terminal():
            return [float(x) for x in state.returns()]
        if state.round_cap or state.time_up:
            chances = [chance ** TEMPER for chance in finish_chances(state)]
        else:
            chances = [share ** SHARPNESS for share in standing_shares(state)]
        total = sum(chances) or 1.0
        return [chance / total for chance in chances]


KIT = PropertyReview()
