"""Hard does not search a game already decided (issue 31: two fifths of its search time went
to positions where the search almost never overrode its tree): the tree's best plan is played
at once when it leaves the seat nearly sure to win or to lose, searched as before otherwise."""

from __future__ import annotations

from random import Random

from game.ai.budget import Budget
from game.speedtycoon.bot import choose_plan
from game.speedtycoon.bot.evaluator import win_chances
from game.speedtycoon.bot.levels import DECIDED, HARD_WIDTHS
from game.speedtycoon.bot.plans import candidate_plans
from game.speedtycoon.rules.phases import LOBBY

SMALL = Budget(iterations=8)


def test_a_decided_game_is_played_by_the_tree_and_an_open_one_searched(four_player_positions):
    seen = {"decided": 0, "open": 0}
    for state in four_player_positions[::3]:
        if state.phase == LOBBY:
            continue
        seat = state.current_player
        ranked = candidate_plans(state.determinize(seat, Random(7)), seat, HARD_WIDTHS)
        if len(ranked) == 1:
            continue
        chance = win_chances(ranked[0].after)[seat]
        decision = choose_plan(state, seat, "hard", SMALL, seed=7)
        if DECIDED[0] < chance < DECIDED[1]:
            assert decision.iterations == SMALL.iterations
            seen["open"] += 1
        else:
            assert decision.iterations == 0 and decision.plan == ranked[0].actions
            seen["decided"] += 1
    assert seen["decided"] and seen["open"], seen
