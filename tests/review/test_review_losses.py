"""A decision's loss is measured against the best plan the review found, the played plan one of
the candidates in the very same samples: it never reads as negative. In the Tycoon example the
review's own estimate rated the played plan above Hard's at several decisions (loans of 10
against Hard's 16: −0.007 to −0.010 under three seeds and at 4 × the samples; not the samples'
noise, but Hard's own worlds and look-ahead against the review's), and the report said the
person lost −0.01 to −0.04 "against the computer's choice"."""

from __future__ import annotations

from random import Random

from game.ai.budget import Budget
from game.ai.review import DecisionReview, ReviewBudget, review_decision

BUDGET = ReviewBudget(samples=6, horizon=2, hard=Budget(iterations=1))


class Illegal(Exception):
    pass


class Pick:
    """A one-decision game: seat 0 picks a plan by name, then the game is over."""

    num_players = 2

    def __init__(self, picked: str | None = None) -> None:
        self.picked = picked

    @property
    def current_player(self) -> int | None:
        return 0 if self.picked is None else None

    def apply(self, action: str) -> list:
        if self.picked is not None:
            raise Illegal(action)
        self.picked = action
        return []

    def clone(self) -> Pick:
        return Pick(self.picked)

    def determinize(self, seat: int, rng: Random) -> Pick:
        return self.clone()

    def is_terminal(self) -> bool:
        return False

    def turn_player(self) -> int:
        return 0


class PickKit:
    """Hard prefers "bold"; the evaluator, sample by sample, rates "calm" higher for seat 0."""

    illegal_action = Illegal
    budget = BUDGET
    table_actions = ()
    worth = {"bold": 0.45, "calm": 0.55, "rash": 0.3, "rollout": 0.5}

    def same_decision(self, start, state, seat) -> bool:
        return False

    def is_real(self, state, seat) -> bool:
        return True

    def preferred(self, state, seat, budget, seed, cancelled):
        return ("bold",), ("reason.bold", {})

    def rollout_plan(self, state, rng):
        return ("rollout",) if state.picked is None else ()

    def win_chances(self, state) -> list[float]:
        mine = self.worth[state.picked]
        return [mine, 1 - mine]


def review(taken: str) -> DecisionReview:
    return review_decision(PickKit(), Pick(), 0, (taken,), BUDGET, seed=7)


def test_a_played_plan_the_review_rates_above_hards_loses_nothing_and_is_no_swing():
    decision = review("calm")
    assert decision.loss == 0.0
    assert decision.preferred == ("calm",) and decision.same
    assert decision.after_preferred == decision.after_taken
    assert decision.hard == ("bold",), "Hard's own plan and its reason stay in the review"
    assert decision.reason == ("reason.bold", {})


def test_a_played_plan_below_hards_loses_the_difference_against_hards_plan():
    decision = review("rash")
    assert decision.preferred == decision.hard == ("bold",) and not decision.same
    assert round(decision.loss, 4) == 0.15
