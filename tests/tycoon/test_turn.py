"""What a turn is (D3): buy and fly freely, exactly one build or a loan, then the turn ends."""

import random

import pytest

from game.tycoon.rules import Buy, EndTurn, Fly, IllegalAction, TurnStarted, new_game, why_not
from game.tycoon.rules.actions import (
    BUY,
    END,
    EXTEND,
    FACTORY,
    FLY,
    HOME,
    HOTEL,
    LOAN,
    PASS,
    RENOVATE,
    REPAY,
)

from .conftest import make_state, of_type, play

DISPLAY = ["S01", "S09", "C01", "C22", "C34", "C36", "C05", "C12"]


def test_only_one_build_per_turn():
    s = make_state(seats={0: {"at": "new_york", "runway": 1, "money": 40}})
    play(s, "hotel")
    for text in ("hotel", "factory"):
        with pytest.raises(IllegalAction) as err:
            play(s, text)
        assert err.value.key == "tycoon_board.why.already_built"


def test_after_building_tickets_may_be_bought_but_not_used():
    s = make_state(display=DISPLAY,
                   seats={0: {"at": "new_york", "runway": 1, "tickets": ["S10"]}})
    play(s, "hotel")
    legal = s.legal_actions()
    assert Buy("S09") in legal and EndTurn() in legal
    assert not any(isinstance(a, Fly) for a in legal)
    play(s, "buy S09")
    with pytest.raises(IllegalAction) as err:
        play(s, "fly S10 cairo")
    assert err.value.key == "tycoon_board.why.already_built"


def test_turn_cannot_end_without_a_build_or_a_loan():
    s = make_state(seats={0: {"at": "new_york", "runway": 1}})
    assert EndTurn() not in s.legal_actions()
    with pytest.raises(IllegalAction) as err:
        play(s, "end")
    assert err.value.key == "tycoon_board.why.build_first"


def test_turns_go_round_the_table():
    s = make_state(3, current=2, seats={2: {"at": "new_york", "runway": 1}})
    started = of_type(play(s, "hotel", "end"), TurnStarted)
    assert [e.seat for e in started] == [0]
    assert s.current_player == 0


def test_illegal_action_changes_nothing():
    s = make_state(seats={0: {"at": "new_york", "runway": 1, "money": 3}})
    before = s.to_dict()
    with pytest.raises(IllegalAction):
        play(s, "hotel")
    assert s.to_dict() == before


def test_apply_refuses_what_is_not_an_action():
    s = make_state()
    with pytest.raises(IllegalAction) as err:
        s.apply("hotel")
    assert err.value.key == "tycoon_board.why.not_an_action"


def test_illegal_actions_change_nothing_not_even_the_generator_or_the_future():
    """Every action the engine knows, tried in states of random games: each illegal one is
    refused with its specific reason, the state (cash, board, decks, generator) is exactly as
    before, and the game then plays on exactly like an untouched copy."""
    universe = [*BUY, *(f for row in FLY for f in row), *LOAN.values(), *REPAY, *EXTEND,
                HOME, HOTEL, FACTORY, RENOVATE, END, PASS]
    tried = 0
    for seed in range(3):
        s = new_game(2 + seed, seed)
        moves = random.Random(seed)
        while not s.is_terminal():
            legal = s.legal_actions()
            if moves.random() < 0.025:
                untouched = s.clone()
                for action in universe:
                    if action in legal:
                        continue
                    with pytest.raises(IllegalAction) as err:
                        s.apply(action)
                    assert err.value.key not in ("tycoon_board.why.not_legal", "")
                    assert (err.value.key, err.value.params) == why_not(s, action)
                    tried += 1
                assert s == untouched and s.rng == untouched.rng
                action = moves.choice(legal)
                assert s.apply(action) == untouched.apply(action)
                assert s == untouched
                continue
            s.apply(moves.choice(legal))
    assert tried > 5_000
