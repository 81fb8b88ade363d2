"""The game-agnostic search keeps its promises on a toy game it has never heard of."""

from __future__ import annotations

from random import Random

import pytest

from game.ai.budget import Budget
from game.ai.search import SEARCHES, SearchSettings, flat_monte_carlo, ismcts
from tests.ai import toy_game
from tests.ai.toy_game import CardRowKnowledge, Take

KNOWLEDGE = CardRowKnowledge()
SMALL = Budget(iterations=60)


def random_midgame(seed: int, players: int) -> toy_game.State:
    rng = Random(seed)
    state = toy_game.new_game(players, seed)
    for _ in range(rng.randrange(0, 14)):
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("name", sorted(SEARCHES))
def test_search_only_ever_chooses_legal_actions(name):
    for seed in range(40):
        state = random_midgame(seed, 2 + seed % 3)
        result = SEARCHES[name](state, state.current_player, KNOWLEDGE, SMALL, seed)
        assert result.plan[0] in state.legal_actions()


@pytest.mark.parametrize("name", sorted(SEARCHES))
def test_search_stops_after_exactly_the_iteration_budget(name):
    state = toy_game.new_game(3, 5)
    result = SEARCHES[name](state, 0, KNOWLEDGE, Budget(iterations=137), 1)
    assert result.iterations == 137
    assert result.stop_reason == "iterations"


@pytest.mark.parametrize("name", sorted(SEARCHES))
def test_search_stops_when_its_time_is_up(name):
    ticks = iter(range(10_000))
    clock = lambda: next(ticks) * 0.01  # noqa: E731 - every look at the clock costs 10 ms
    state = toy_game.new_game(3, 5)
    result = SEARCHES[name](
        state, 0, KNOWLEDGE, Budget(iterations=5000, seconds=0.5), 1, clock=clock
    )
    assert result.stop_reason == "seconds"
    assert 1 <= result.iterations < 100


@pytest.mark.parametrize("name", sorted(SEARCHES))
def test_cancel_flag_stops_the_search_early(name):
    calls = []

    def cancelled():
        calls.append(1)
        return len(calls) > 20

    state = toy_game.new_game(4, 5)
    result = SEARCHES[name](state, 0, KNOWLEDGE, Budget(iterations=100_000), 1, cancelled=cancelled)
    assert result.stop_reason == "cancelled"
    assert result.iterations == 20
    assert result.plan[0] in state.legal_actions()


@pytest.mark.parametrize("name", sorted(SEARCHES))
def test_same_seed_gives_the_same_decision(name):
    state = random_midgame(11, 3)
    first = SEARCHES[name](state, state.current_player, KNOWLEDGE, SMALL, 42)
    again = SEARCHES[name](state.clone(), state.current_player, KNOWLEDGE, SMALL, 42)
    assert first.plan == again.plan
    assert first.ranking == again.ranking


@pytest.mark.parametrize("name", sorted(SEARCHES))
def test_hidden_deck_order_never_changes_the_decision(name):
    for seed in range(15):
        state = random_midgame(seed, 3)
        seat = state.current_player
        shuffled = state.clone()
        Random(seed + 99).shuffle(shuffled.deck)
        a = SEARCHES[name](state, seat, KNOWLEDGE, SMALL, seed)
        b = SEARCHES[name](shuffled, seat, KNOWLEDGE, SMALL, seed)
        assert a.plan == b.plan
        assert a.ranking == b.ranking


@pytest.mark.parametrize("name", sorted(SEARCHES))
def test_search_takes_the_winning_card_at_the_end(name):
    state = toy_game.State(2, [-4, 12, 0], [], [5, 9], turn=0)
    result = SEARCHES[name](state, 0, KNOWLEDGE, Budget(iterations=50), 3)
    assert result.plan == (Take(1),)


def play(players: int, seed: int, searcher_seat: int, name: str) -> list[int]:
    state = toy_game.new_game(players, seed)
    rng = Random(seed)
    while not state.is_terminal():
        seat = state.current_player
        if seat == searcher_seat:
            result = SEARCHES[name](
                state,
                seat,
                KNOWLEDGE,
                Budget(iterations=40),
                seed,
                SearchSettings(rollout_decisions=20),
            )
            action = result.plan[0]
        else:
            action = rng.choice(state.legal_actions())
        state.apply(action)
    return list(state.winners())


@pytest.mark.parametrize("name", sorted(SEARCHES))
def test_search_beats_three_random_players_with_per_seat_values(name):
    wins = sum(seed % 4 in play(4, seed, seed % 4, name) for seed in range(30))
    assert wins >= 20  # a random seat wins about 8 of 30


def test_flat_and_ismcts_agree_on_an_obvious_choice():
    state = toy_game.State(3, [1, 12, 2], [0, 0, 0], [0, 0, 0], turn=0)
    flat = flat_monte_carlo(state, 0, KNOWLEDGE, Budget(iterations=90), 2)
    tree = ismcts(state, 0, KNOWLEDGE, Budget(iterations=90), 2)
    assert flat.plan == tree.plan == (Take(1),)


def test_a_budget_without_any_limit_is_refused():
    with pytest.raises(ValueError):
        Budget()


@pytest.mark.parametrize("name", sorted(SEARCHES))
def test_search_refuses_a_seat_that_is_not_to_move(name):
    state = toy_game.new_game(3, 1)
    with pytest.raises(ValueError, match="not the player to act"):
        SEARCHES[name](state, 1, KNOWLEDGE, SMALL, 0)
