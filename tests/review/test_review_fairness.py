"""The review judges each decision from the reviewed seat's information only: another true
state with the same public facts (hidden cards, bag and dice dealt anew by `determinize`)
gets the very same review, as the levels' own permutation tests demand of every choice."""

from __future__ import annotations

from random import Random

import pytest

from game.ai.budget import Budget
from game.ai.review import Replay, ReviewBudget, decision_points, review_decision
from game.reviews import open_save
from tests.review.conftest import GAMES, plant_of, save_of

TINY = Budget(iterations=6)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_decision_is_reviewed_the_same_whatever_the_hidden_order(game_id):
    game = open_save(save_of(game_id))
    kit = game.kit()
    budget = ReviewBudget(samples=3, horizon=kit.budget.horizon, hard=TINY)
    points = decision_points(kit, game.start(), game.actions, 0)
    planted = plant_of(game_id)["move"]
    chosen = [p for p in points if p[0] == planted] + points[len(points) // 3::7][:2]
    replay = Replay.of(game.start(), game.actions)
    changed = 0
    for k, (move, length) in enumerate(chosen):
        state = replay.state_at(move)
        taken = tuple(game.actions[move:move + length])
        mine = review_decision(kit, state, 0, taken, budget, seed=40 + k, move=move)
        for j in range(2):
            other = state.determinize(0, Random(1000 * k + j))
            changed += other.to_dict() != state.to_dict()
            assert review_decision(kit, other, 0, taken, budget, seed=40 + k, move=move) == mine
    assert changed >= 2 * len(chosen) - 1, "the permuted states must differ in what is hidden"
