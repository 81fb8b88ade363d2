"""Actions: frozen, hashable, and a readable text form that round-trips."""

import dataclasses

import pytest

from game.tycoon.rules import (
    ActionSyntaxError,
    Buy,
    Extend,
    Fly,
    Home,
    Pass,
    TakeLoan,
    parse_action,
)
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

EVERY_ACTION = [*BUY, *(f for row in FLY for f in row), *LOAN.values(), *REPAY, *EXTEND,
                HOME, HOTEL, FACTORY, RENOVATE, END, PASS]


def test_every_action_round_trips_through_its_text():
    for action in EVERY_ACTION:
        assert parse_action(str(action)) == action


def test_text_forms_read_as_documented():
    assert str(Buy("S08")) == "buy S08"
    assert str(Fly("S08", "cairo")) == "fly S08 cairo"
    assert str(TakeLoan(16)) == "loan 16"
    assert str(Extend("L03")) == "extend L03"
    assert str(Home()) == "home" and str(Pass()) == "pass"


def test_parsing_ignores_case_and_extra_spaces():
    assert parse_action("  BUY   s08 ") == Buy("S08")
    assert parse_action("Fly c22 Cairo") == Fly("C22", "cairo")


def test_actions_are_frozen_and_hashable():
    assert len(set(EVERY_ACTION)) == len(EVERY_ACTION)
    assert Buy("S08") == BUY[7] and hash(Buy("S08")) == hash(BUY[7])
    with pytest.raises(dataclasses.FrozenInstanceError):
        Buy("S08").ticket = "S09"


@pytest.mark.parametrize(("text", "word"), [
    ("", "empty"),
    ("dance", "unknown action"),
    ("fly S08", "2 argument"),
    ("buy Z99", "Z99"),
    ("fly S08 atlantis", "atlantis"),
    ("loan 12", "loan amount"),
    ("repay L77", "L77"),
    ("hotel now", "0 argument"),
])
def test_bad_text_gets_a_clear_error(text, word):
    with pytest.raises(ActionSyntaxError, match=word):
        parse_action(text)


def test_actions_with_unknown_ids_cannot_be_built():
    with pytest.raises(ValueError):
        Buy("S19")
    with pytest.raises(ValueError):
        TakeLoan(12)
