"""Tycoon's computer opponents: legal, fair, explained, within budget, and sensible."""

from __future__ import annotations

import json
import re
from pathlib import Path
from random import Random

import pytest

from game.ai.budget import Budget
from game.ai.worker import ThinkingWorker
from game.tycoon.bot import DECIDER, LEVELS, choose, choose_plan
from game.tycoon.bot.evaluator import incomes
from game.tycoon.rules import LoanDecision, Repay, TakeLoan, new_game, parse_action
from game.tycoon.rules.payday import compute_income

LOCALES = Path(__file__).resolve().parents[2] / "locales"
SMALL_HARD = Budget(iterations=6)


def budget_for(level: str) -> Budget | None:
    return SMALL_HARD if level == "hard" else None


def random_states(count: int, seed: int):
    """Positions from games of random legal clicks, sampled along the way."""
    rng = Random(seed)
    found = []
    while len(found) < count:
        state = new_game(rng.choice((2, 3, 4)), rng.randrange(10**6))
        for _ in range(rng.randrange(5, 400)):
            if state.is_terminal():
                break
            state.apply(rng.choice(state.legal_actions()))
        if not state.is_terminal():
            found.append(state)
    return found


def play_game(levels: list[str], seed: int):
    state = new_game(len(levels), seed)
    decisions = 0
    while not state.is_terminal():
        seat = state.current_player
        decision = choose_plan(state, seat, levels[seat], budget_for(levels[seat]), seed=decisions)
        for action in decision.plan:
            state.apply(action)
        decisions += 1
        assert decisions < 3000, "game does not end"
    return state


def placeholders(text: str) -> set[str]:
    return set(re.findall(r"%\{(\w+)\}", text))


def locale(lang: str) -> dict:
    """The file's tree under its namespace, as python-i18n files it ("tycoon_ai.reason.x")."""
    return {
        "tycoon_ai": json.loads((LOCALES / f"tycoon_ai.{lang}.json").read_text(encoding="utf-8"))[
            lang
        ]
    }


def lookup(tree: dict, key: str) -> str | None:
    node = tree
    for part in key.split("."):
        if not isinstance(node, dict) or part not in node:
            return None
        node = node[part]
    return node if isinstance(node, str) else None


def test_bot_income_matches_the_rules_payday_exactly():
    for state in random_states(60, 1):
        assert incomes(state) == [pay.total for pay in compute_income(state)]


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_only_ever_plays_legal_actions(level):
    for i, state in enumerate(random_states(40, 2)):
        seat = state.current_player
        probe = state.clone()
        plan = choose_plan(probe, seat, level, budget_for(level), seed=i).plan
        assert probe == state, "choosing must not change the position"
        for action in plan:
            assert action in probe.legal_actions()
            probe.apply(action)


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_finishes_whole_games(level):
    state = play_game([level, "normal", level], seed=11)
    assert state.is_terminal()
    assert state.winners()


def test_easy_beats_random_players():
    wins = sum(0 in play_game(["easy", "random", "random"], seed).winners() for seed in range(4))
    assert wins >= 3


@pytest.mark.parametrize("level", LEVELS)
def test_hidden_deck_order_never_changes_the_choice(level):
    for i, state in enumerate(random_states(12, 3)):
        seat = state.current_player
        permuted = state.clone()
        Random(i).shuffle(permuted.deck_s)
        Random(i + 1).shuffle(permuted.deck_c)
        permuted.rng ^= 0x5DEECE66D
        a = choose_plan(state, seat, level, budget_for(level), seed=i)
        b = choose_plan(permuted, seat, level, budget_for(level), seed=i)
        assert a.plan == b.plan and a.reason == b.reason


def test_hard_stops_after_its_iteration_budget():
    for state in random_states(8, 4):
        decision = choose_plan(state, state.current_player, "hard", Budget(iterations=9), seed=1)
        assert decision.stop_reason in ("iterations", "single_option", "greedy")
        if decision.stop_reason == "iterations":
            assert decision.iterations == 9


def test_hard_stops_when_cancelled_and_still_answers_legally():
    state = random_states(1, 5)[0]
    decision = choose_plan(state, state.current_player, "hard", Budget(iterations=10**6),
                           cancelled=lambda: True)
    assert decision.iterations == 0
    assert decision.plan[0] in state.legal_actions()


@pytest.mark.parametrize("level", LEVELS)
def test_reasons_are_keys_in_both_locales_with_their_placeholders(level):
    en, de = locale("en"), locale("de")
    for i, state in enumerate(random_states(25, 6)):
        key, params = choose_plan(state, state.current_player, level, budget_for(level),
                                  seed=i).reason
        assert key.startswith("tycoon_ai.")
        for tree in (en, de):
            text = lookup(tree, key)
            assert text is not None, key
            assert placeholders(text) == set(params), (key, params)


def test_both_locales_have_the_same_keys():
    def keys(tree, prefix=""):
        out = set()
        for k, v in tree.items():
            out |= keys(v, f"{prefix}{k}.") if isinstance(v, dict) else {prefix + k}
        return out

    assert keys(locale("en")) == keys(locale("de"))


def test_choose_step_by_step_follows_the_chosen_plan():
    state = random_states(1, 7)[0]
    seat = state.current_player
    plan = choose_plan(state, seat, "normal", seed=3).plan
    played = []
    while state.current_player == seat and len(played) < len(plan):
        action = choose(state, seat, "normal", seed=3).action
        played.append(action)
        state.apply(action)
    assert tuple(played) == plan


def test_a_broke_player_at_home_borrows():
    state = new_game(3, 4)
    state.money[0] = 0
    reply = choose(state, 0, "normal")
    action, (key, params) = reply.action, reply.reason
    assert isinstance(action, TakeLoan)
    assert key == "tycoon_ai.reason.loan_broke" and params["amount"] == action.amount


def test_a_rich_player_repays_a_fresh_loan_at_payday():
    state = new_game(2, 8)
    state.apply(parse_action("loan 10"))
    while not any(isinstance(e, LoanDecision) for e in _advance(state)):
        pass
    seat = state.current_player
    state.money[seat] = max(state.money[seat], 60)
    reply = choose(state, seat, "normal")
    action, (key, _params) = reply.action, reply.reason
    assert isinstance(action, Repay)
    assert key == "tycoon_ai.reason.repay"


def _advance(state):
    seat = state.current_player
    events = []
    for action in choose_plan(state, seat, "normal").plan:
        events.extend(state.apply(action))
    return events


def test_the_thinking_worker_plays_tycoon_at_hard():
    state = random_states(1, 9)[0]
    with ThinkingWorker({"tycoon": DECIDER}) as worker:
        job = worker.submit("tycoon", state.to_dict(), state.current_player, "hard",
                            Budget(iterations=5), seed=2)
        reply = job.wait(120.0)
    assert reply["ok"], reply
    assert parse_action(reply["action"]) in state.legal_actions()
    assert reply["reason"][0].startswith("tycoon_ai.reason.")


def test_when_pass_is_refused_every_level_finds_the_far_build():
    """D13 (rules version 2) refuses "pass" while a build needs a flight home and back; the
    computer's own routes do not look there, so it plays the rules' route (plans.py)."""
    from game.tycoon.rules.board import LOAN_IDS
    from tests.tycoon.conftest import make_state

    state = make_state(3, seats={0: {"money": 2, "at": "rio_de_janeiro", "runway": 2,
                                     "tickets": ["S14"]},
                                 1: {"at": "cape_town", "runway": 1},
                                 2: {"at": "cape_town", "runway": 2}},
                       loans={cid: (0, False) for cid in LOAN_IDS})
    for level in LEVELS:
        plan = choose_plan(state, 0, level, budget_for(level), seed=1).plan
        assert [str(a) for a in plan] == ["home", "fly S14 rio_de_janeiro", "hotel", "end"]
