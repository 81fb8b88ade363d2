"""Hard plays the rest of the plan its search chose (issue 31: searching again at every step
of one plan was half of Hard's thinking), but only in the very position the plan foresaw, as
the seat sees it: anything unforeseen is searched afresh, and the hidden order never decides."""

from __future__ import annotations

from random import Random

from game.ai.budget import Budget
from game.speedtycoon.bot import choose_plan
from game.speedtycoon.rules.phases import LOBBY

SMALL = Budget(iterations=8)


def searched_chains(positions, wanted: int = 3) -> list:
    """Positions where Hard searched and chose a plan of several steps of its own."""
    out = []
    for state in positions:
        if state.phase == LOBBY:
            continue
        seat = state.current_player
        decision = choose_plan(state, seat, "hard", SMALL, seed=5)
        if decision.iterations and len(decision.plan) > 1:
            after = state.clone()
            after.apply(decision.plan[0])
            if after.current_player == seat and after.turn_no == state.turn_no:
                out.append((state, decision))
        if len(out) == wanted:
            break
    assert out, "Hard chains decisions in a seeded game"
    return out


def test_the_next_step_of_a_searched_plan_is_the_plan_own_without_a_new_search(
        four_player_positions):
    for state, _ in searched_chains(four_player_positions):
        seat = state.current_player
        first = choose_plan(state, seat, "hard", SMALL, seed=5)
        after = state.clone()
        after.apply(first.plan[0])
        nxt = choose_plan(after, seat, "hard", SMALL, seed=6)
        assert nxt.stop_reason == "kept" and nxt.iterations == 0
        assert nxt.plan == first.plan[1:]
        assert nxt.reason[0].startswith("speedtycoon.reason.")


def test_an_unforeseen_position_is_searched_afresh_and_the_plan_dropped(four_player_positions):
    for state, decision in searched_chains(four_player_positions):
        seat = state.current_player
        foreseen = state.clone()
        foreseen.apply(decision.plan[0])
        unforeseen = None
        for action in state.legal_actions():
            if action != decision.plan[0]:
                unforeseen = state.clone()
                unforeseen.apply(action)
                if unforeseen.current_player == seat and unforeseen.turn_no == state.turn_no:
                    break
                unforeseen = None
        if unforeseen is None:
            continue
        choose_plan(state, seat, "hard", SMALL, seed=5)
        assert choose_plan(unforeseen, seat, "hard", SMALL, seed=6).stop_reason != "kept"
        assert choose_plan(foreseen, seat, "hard", SMALL, seed=6).stop_reason != "kept", \
            "the plan went when the seat decided elsewhere"
        return
    raise AssertionError("no position with another first step that keeps the seat deciding")


def test_a_kept_step_does_not_depend_on_the_hidden_order(four_player_positions):
    for state, decision in searched_chains(four_player_positions):
        seat = state.current_player
        after = state.clone()
        after.apply(decision.plan[0])
        for k in range(3):
            choose_plan(state, seat, "hard", SMALL, seed=5)
            other = after.determinize(seat, Random(k))  # another true state, the same view
            nxt = choose_plan(other, seat, "hard", SMALL, seed=6)
            assert nxt.stop_reason == "kept" and nxt.plan == decision.plan[1:]
