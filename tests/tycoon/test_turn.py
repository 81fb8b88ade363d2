"""What a turn is (D3): buy and fly freely, exactly one build or a loan, then the turn ends."""

import pytest

from game.tycoon.rules import Buy, EndTurn, Fly, IllegalAction, TurnStarted

from .conftest import make_state, of_type, play

DISPLAY = ["S01", "S09", "C01", "C22", "C34", "C36", "C05", "C12"]


def test_only_one_build_per_turn():
    s = make_state(seats={0: {"at": "new_york", "runway": 1, "money": 40}})
    play(s, "hotel")
    for text in ("hotel", "factory"):
        with pytest.raises(IllegalAction) as err:
            play(s, text)
        assert err.value.key == "tycoon.why.already_built"


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
    assert err.value.key == "tycoon.why.already_built"


def test_turn_cannot_end_without_a_build_or_a_loan():
    s = make_state(seats={0: {"at": "new_york", "runway": 1}})
    assert EndTurn() not in s.legal_actions()
    with pytest.raises(IllegalAction) as err:
        play(s, "end")
    assert err.value.key == "tycoon.why.build_first"


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
    assert err.value.key == "tycoon.why.not_an_action"
