"""A hand-edited save never hides the others or crashes a screen: every field a screen draws
is checked with the rules of typed names (issue 13, defect 2; game/core/validate.py)."""

from __future__ import annotations

import dataclasses
import json

import pytest

from game import games
from game.core.names import NameRefused, validate_name
from game.core.paths import UserPaths
from game.core.saves import SaveStore, new_game_uid, slot_name_refusal
from game.core.setup import GameSetup, Seat
from game.core.validate import draws_nothing, name_refusal
from game.games import game_entry
from tests.core import counting_game
from tests.core.messages import assert_names_file

PROFILE = "0123456789ab"
SETUP = GameSetup(
    game="counting",
    seed=4,
    seats=(Seat("human", "Anna", "red"), Seat("computer", "Robo", "blue", "hard")),
)


@pytest.fixture(autouse=True)
def counting(monkeypatch):
    """The counting game, with Tycoon's seat colours so colours are checked too."""
    entry = dataclasses.replace(counting_game.ENTRY,
                                seat_colours="game.tycoon.rules.board:PLAYER_COLOURS")
    monkeypatch.setitem(games.GAMES, "counting", entry)


@pytest.fixture
def store(tmp_path):
    return SaveStore(UserPaths.under(tmp_path), PROFILE, games=game_entry)


def saved(store, name="Evening"):
    state = counting_game.new_game(2, SETUP.seed, {})
    action = counting_game.Add(1)
    state.apply(action)
    return store.save_slot(name, SETUP, [action], state, game_uid=new_game_uid())


def edit(path, change):
    data = json.loads(path.read_text("utf-8"))
    change(data)
    path.write_text(json.dumps(data), "utf-8")  # ensure_ascii: lone surrogates survive


def seat_name(text):
    return lambda data: data["setup"]["seats"][0].update(name=text)


def slot_name(text):
    return lambda data: data["meta"].update(name=text)


def saved_at(text):
    return lambda data: data["meta"].update(saved_at=text)


HAND_EDITS = {
    "seat name lone surrogate": (seat_name("\ud800"), "setup/seats/0/name"),
    "seat name NUL": (seat_name("\u0000"), "setup/seats/0/name"),
    "seat name zero-width space": (seat_name("\u200b"), "setup/seats/0/name"),
    "seat name bell inside": (seat_name("An\u0007na"), "setup/seats/0/name"),
    "seat name Hangul filler": (seat_name("\u3164\u3164"), "setup/seats/0/name"),
    "slot name zero-width space": (slot_name("\u200b"), "meta/name"),
    "slot name lone surrogate": (slot_name("\udc80"), "meta/name"),
    "slot name Braille blank": (slot_name("\u2800"), "meta/name"),
    "slot name line separator": (slot_name("a\u2028b"), "meta/name"),
    "saved in year 1, far east": (saved_at("0001-01-01T00:00:00+14:00"), "meta/saved_at"),
    "saved in year 9999, far west": (saved_at("9999-12-31T23:59:59-12:00"), "meta/saved_at"),
}


@pytest.mark.parametrize("case", sorted(HAND_EDITS))
def test_a_hand_edited_field_no_screen_could_draw_is_refused_by_name(store, case):
    change, field = HAND_EDITS[case]
    good = saved(store, "Good")
    bad = saved(store, "Bad")
    edit(bad.path, change)
    before = bad.path.read_bytes()
    listing = store.list_saves()
    [problem] = listing.bad
    assert problem.path == bad.path
    assert (problem.error.key, problem.error.params["field"]) == ("saves.error.bad_field", field)
    assert_names_file(problem.error, bad.path.name)
    assert [entry.path for entry in listing.entries] == [good.path]
    assert bad.path.read_bytes() == before


def test_a_seat_colour_the_game_does_not_have_is_refused_when_loading(store):
    bad = saved(store)
    edit(bad.path, lambda data: data["setup"]["seats"][1].update(colour="chartreuse"))
    with pytest.raises(Exception) as caught:
        store.load(bad.path)
    assert (caught.value.key, caught.value.params["field"]) == \
        ("saves.error.bad_field", "setup/seats/1/colour")


def test_two_seats_of_one_colour_are_refused_when_loading(store):
    bad = saved(store)
    edit(bad.path, lambda data: data["setup"]["seats"][1].update(colour="red"))
    with pytest.raises(Exception) as caught:
        store.load(bad.path)
    assert caught.value.params["field"] == "setup/seats/1/colour"


@pytest.mark.parametrize("text", ["Ab\u0007", "Ab\u001b", "Ab\u007f", "A\u2028b", "A\tb"])
def test_a_slot_name_with_a_control_character_is_refused(store, text):
    assert slot_name_refusal(text).key == "saves.error.slot_name_invisible"
    with pytest.raises(Exception) as caught:
        saved(store, text)
    assert caught.value.key == "saves.error.slot_name_invisible"
    assert store.list_saves().entries == []


@pytest.mark.parametrize("text", ["\u3164", "\u2800\u2800", "\u3164 \u2800"])
def test_a_name_that_draws_blank_is_refused_like_an_empty_one(store, text):
    with pytest.raises(NameRefused) as caught:
        validate_name(text)
    assert caught.value.key in ("profiles.name.empty", "profiles.name.invisible")
    assert slot_name_refusal(text) is not None


def test_names_keep_what_draws_accents_emoji_and_scripts():
    for text in ("Zoe\u0301", "🎲 Anna", "Мария", "李雷", "José 2", "A\u2800B"):
        assert name_refusal(text, 24) is None, text
    assert not draws_nothing("\u0301")
    assert all(draws_nothing(char) for char in "\u200b\u00ad\ufeff\u2060\u034f\u0000\ud800")
