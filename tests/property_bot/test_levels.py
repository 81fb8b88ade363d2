"""Easy, Normal, Hard and the timed-out seat, for both rulesets."""

from __future__ import annotations

import pytest

from game.ai.budget import Budget
from game.property.bot.levels import choose
from game.property.rules import new_game
from game.property.rules.actions import BUY, DECLINE
from game.property.rules.queries import default_action
from tests.property_bot.board import BUY as BUY_PHASE
from tests.property_bot.board import at, board, close_buy, place
from tests.property_bot.games import decision_points

RULESETS = ("kraken_bay", "menedzher")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_level_plays_a_whole_game_with_legal_moves(ruleset):
    levels = ("easy", "normal", "hard", "random")
    s = new_game(4, 21, {"ruleset": ruleset, "round_cap": 12})
    k = 0
    while not s.is_terminal():
        seat = s.current_player
        reply = choose(s, seat, levels[seat], Budget(iterations=4), k)
        a, (key, _params) = reply.action, reply.reason
        assert s.is_legal(a) and key.startswith("property_bot.reason.")
        s.apply(a)
        k += 1
    assert s.end_reason in ("round_cap", "last_standing")


def test_hard_weighs_a_buy_near_its_reserve_by_rollouts():
    s = close_buy()
    hard = choose(s, 0, "hard", Budget(iterations=6), 3)
    a, iterations = hard.action, hard.iterations
    assert iterations == 6 and a in (BUY, DECLINE)
    assert choose(s, 0, "normal", None, 3).iterations == 0


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_timed_out_seat_plays_the_rules_default(ruleset):
    for s, seat in decision_points(ruleset, 4, rounds=10, every=3):
        reply = choose(s, seat, "timeout", None, 0)
        a, (key, params) = reply.action, reply.reason
        assert a == default_action(s)
        assert key == "property_bot.reason.timeout" and params["action"] == str(a)


def test_easy_slips_where_normal_is_steady():
    s = board()
    p = place(s, "coral_steps")
    at(s, 0, BUY_PHASE, p)
    easy = {choose(s, 0, "easy", None, seed).action for seed in range(40)}
    normal = {choose(s, 0, "normal", None, seed).action for seed in range(40)}
    assert normal == {BUY}
    assert easy == {BUY, DECLINE}


def test_an_unknown_level_is_a_clear_error():
    s = board()
    with pytest.raises(ValueError, match="unknown level"):
        choose(s, 0, "grandmaster", None, 0)
