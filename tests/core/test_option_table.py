"""The option table a game's entry declares (game/core/options.py): what it accepts, what it
refuses by name, and what a new-game screen starts from."""

from __future__ import annotations

import pytest

from game.core.options import (
    Choice,
    Flag,
    OptionTable,
    SeatList,
    SeatNumber,
    WholeNumber,
    WordList,
)

TABLE = OptionTable((
    Choice(name="minutes", values=(0, 30, 60), default=0),
    Choice(name="speed", values="game.ui.palette:SEAT_COLOURS", default="red"),
    Flag(name="auctions", default=True),
    WholeNumber(name="cap", low=0, high=10, default=0),
    SeatNumber(name="first", default=0),
    WordList(name="extras", values=("blitz", "loans"), default=""),
    SeatList(name="waiting", default=""),
))


@pytest.mark.parametrize("chosen", [
    {},
    {"minutes": 30, "speed": "orange", "auctions": False, "cap": 10, "first": 2,
     "extras": "loans,blitz", "waiting": "2,0"},
    {"extras": ""},
])
def test_values_the_table_declares_are_accepted(chosen):
    assert TABLE.problem(chosen, 3) is None


@pytest.mark.parametrize(("chosen", "bad"), [
    ({"minutes": 31}, "minutes"),
    ({"minutes": 30.0}, "minutes"),
    ({"minutes": True}, "minutes"),
    ({"minutes": "30"}, "minutes"),
    ({"speed": "chartreuse"}, "speed"),
    ({"auctions": 1}, "auctions"),
    ({"cap": 11}, "cap"),
    ({"cap": -1}, "cap"),
    ({"first": 3}, "first"),
    ({"first": False}, "first"),
    ({"extras": "blitz,teleport"}, "extras"),
    ({"extras": 5}, "extras"),
    ({"waiting": "3"}, "waiting"),
    ({"waiting": "0,x"}, "waiting"),
    ({"waiting": [0]}, "waiting"),
    ({"minutes": 30, "colour_of_the_sky": "blue"}, "colour_of_the_sky"),
])
def test_a_value_of_another_type_out_of_range_or_unknown_is_named(chosen, bad):
    assert TABLE.problem(chosen, 3) == bad


def test_a_screen_starts_from_the_good_remembered_values_and_the_defaults_for_the_rest():
    assert TABLE.remembered({"minutes": 60, "cap": 99, "first": 2, "extras": "loans",
                             "gone": 1}, 2) == \
        {"minutes": 60, "speed": "red", "auctions": True, "cap": 0, "first": 0,
         "extras": "loans", "waiting": ""}


def test_an_option_declared_twice_is_a_mistake_in_the_entry():
    with pytest.raises(ValueError, match="twice"):
        OptionTable((Flag(name="auctions", default=True), Flag(name="auctions", default=False)))


def test_the_rules_read_every_option_with_the_defaults_for_those_not_chosen():
    assert TABLE.read({"minutes": 30, "first": 2}, 3) == \
        {"minutes": 30, "speed": "red", "auctions": True, "cap": 0, "first": 2, "extras": "",
         "waiting": ""}
    assert TABLE.read(None, 2) == TABLE.read({}, 2) == TABLE.remembered({}, 2)


@pytest.mark.parametrize(("chosen", "words"), [
    ({"minutes": 31}, "option minutes must be one of (0, 30, 60), got 31"),
    ({"auctions": 1}, "option auctions must be true or false, got 1"),
    ({"cap": 11}, "option cap must be a whole number >= 0 and <= 10, got 11"),
    ({"first": 3}, "option first must be a seat 0..2, got 3"),
    ({"extras": "blitz,teleport"}, "option extras must be words from ('blitz', 'loans')"),
    ({"minutes": 30, "colour_of_the_sky": "blue"}, "unknown option: colour_of_the_sky"),
])
def test_the_rules_refuse_a_bad_option_with_an_error_that_names_it(chosen, words):
    with pytest.raises(ValueError) as error:
        TABLE.read(chosen, 3)
    assert str(error.value).startswith(words)


def test_a_second_entry_of_one_engine_may_start_from_other_defaults():
    table = TABLE.with_defaults(minutes=60, auctions=False)
    assert table.read({}, 2)["minutes"] == 60 and not table.read({}, 2)["auctions"]
    assert table.problem({"minutes": 0}, 2) is None
    assert TABLE.read({}, 2)["minutes"] == 0
    with pytest.raises(ValueError, match="unknown"):
        TABLE.with_defaults(hours=1)
