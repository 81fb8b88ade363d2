"""The levels answer every kind of decision (turns, the Lobbyist window, the fund), play a
timed-out person's rest of the turn (D45), give advice only to a lone person (D44), and work
through the worker process."""

from __future__ import annotations

from random import Random

from game.ai.budget import Budget
from game.ai.worker import ThinkingWorker
from game.speedtycoon.bot import DECIDER, LEVELS, advise, choose, choose_plan, rest_of_turn
from game.speedtycoon.bot.evaluator import score
from game.speedtycoon.bot.levels import HARD_WIDTHS, NORMAL_WIDTHS
from game.speedtycoon.bot.plans import candidate_plans, considered, ranked_steps
from game.speedtycoon.rules import new_game, parse_action
from game.speedtycoon.rules.actions import LobbyBuy, LobbyPass, Place, ToFund, ToPlanning
from game.speedtycoon.rules.phases import ACT, LOBBY, PLACE

SMALL = Budget(iterations=4)


def test_every_level_plays_legal_whole_plans_and_leaves_the_state_alone(four_player_positions):
    for state in four_player_positions[::25]:
        seat = state.current_player
        snapshot = state.to_dict()
        for level in LEVELS:
            decision = choose_plan(state, seat, level, SMALL, seed=3)
            copy = state.clone()
            for action in decision.plan:
                copy.apply(action)  # raises IllegalAction if a step were illegal
            assert decision.reason[0].startswith("speedtycoon.reason.")
        assert state.to_dict() == snapshot


def test_the_lobbyist_window_is_answered_by_every_level(four_player_positions):
    windows = [s for s in four_player_positions if s.phase == LOBBY]
    assert windows, "the Tycoon game type has the Lobbyist: windows must come up"
    for state in windows[:3]:
        for level in LEVELS:
            action = choose(state, state.current_player, level, SMALL, seed=1).action
            assert isinstance(action, (LobbyBuy, LobbyPass))


def test_the_fund_is_a_placement_choice_the_levels_make(two_player_positions):
    placing = []
    for k, state in enumerate(two_player_positions[:60]):
        walk = state.clone()
        for action in choose_plan(state, state.current_player, "normal", seed=k).plan:
            if walk.phase == PLACE and any(isinstance(a, ToFund) for a in walk.legal_actions()):
                placing.append(walk.clone())
            walk.apply(action)
    assert placing
    for state in placing[:3]:
        for level in ("easy", "normal", "hard"):
            action = choose(state, state.current_player, level, SMALL, seed=2).action
            assert isinstance(action, (Place, ToPlanning, ToFund))


def test_a_timed_out_turn_is_finished_by_the_computer_and_only_that_turn(four_player_positions):
    state = next(s for s in four_player_positions[20:] if s.phase == ACT)
    seat, turn_no = state.current_player, state.turn_no
    snapshot = state.to_dict()
    played = rest_of_turn(state, seat, "normal", seed=4)
    assert played and state.to_dict() == snapshot
    after = state.clone()
    for action, (key, _params) in played:
        assert after.current_player == seat
        after.apply(action)
        assert key.startswith("speedtycoon.reason.")
    assert after.turn_no > turn_no or after.current_player != seat


def test_advice_only_for_the_one_person_at_the_table_with_what_to_highlight(
        four_player_positions):
    state = next(s for s in four_player_positions[10:] if s.phase == ACT)
    seat = state.current_player
    assert advise(state, seat, humans=2) is None
    assert advise(state, (seat + 1) % state.n, humans=1) is None
    advice = advise(state, seat, humans=1)
    assert advice is not None and state.is_legal(advice.action)
    assert advice.cards == getattr(advice.action, "cards", ())
    if hasattr(advice.action, "x"):
        assert advice.cell == (advice.action.x, advice.action.y)
    assert advice.reason == choose_plan(state, seat, "normal").reason


def test_one_decision_through_the_thinking_worker():
    state = new_game(3, 21, {"game_type": "tycoon"})
    seat = state.current_player
    with ThinkingWorker({"speedtycoon": DECIDER}) as worker:
        job = worker.submit("speedtycoon", state.to_dict(), seat, "hard", SMALL, seed=9)
        reply = job.wait(120)
    assert reply is not None and reply["ok"], reply
    action = parse_action(reply["action"])
    assert state.is_legal(action)
    key, params = reply["reason"]
    mine = choose(state, seat, "hard", SMALL, seed=9)
    assert (key, params) == mine.reason
    assert action == mine.action


def test_hard_looks_deeper_than_normal_and_never_settles_for_less(four_player_positions):
    """Hard's tree holds Normal's greedy chains, so its best plan is never worse by the shared
    judgement, and in some turns it finds a chain Normal's greedy second step misses."""
    better = 0
    for k, state in enumerate(four_player_positions[::4]):
        if state.phase != ACT:
            continue
        view = state.determinize(state.current_player, Random(k))
        seat = view.current_player
        normal = candidate_plans(view, seat, NORMAL_WIDTHS)[0]
        hard = candidate_plans(view, seat, HARD_WIDTHS)[0]
        assert hard.value >= normal.value - 1e-9
        better += hard.value > normal.value + 1e-9
    assert better > 0


def test_payments_judged_once_per_total_rank_the_steps_as_judging_each_would(
        four_player_positions, two_player_positions):
    """Payments of one total for one purpose are judged once and share the value; the steps a
    level weighs must be exactly those that judging every action on its own would rank first."""
    for state in four_player_positions[::3] + two_player_positions[::3]:
        seat = state.current_player
        alone = []
        for index, action in enumerate(considered(state)):
            after = state.clone()
            after.apply(action)
            alone.append((-score(after, seat), index, action))
        alone.sort(key=lambda r: (r[0], r[1]))
        for limit in (1, 3, 8):
            ranked = ranked_steps(state, seat, limit=limit)
            assert [a for _v, a, *_rest in ranked] == [a for _v, _i, a in alone[:limit]]
            assert [v for v, *_ in ranked] == [-v for v, _i, _a in alone[:limit]]
            for _v, action, after, *_rest in ranked:
                replay = state.clone()
                replay.apply(action)
                assert after.to_dict() == replay.to_dict()
