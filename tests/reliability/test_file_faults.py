"""Damaged user files: every kind of damage to settings, profiles and saves gets its clear
message, costs nothing else, and leaves the damaged file exactly as it was.

The owners' tests (tests/core/test_settings.py, test_profiles.py, test_saves.py) hold one
example of each named case. Here the damage is systematic and seeded: cuts at many points,
hundreds of single-bit flips, every field given every wrong type or deleted, on files of a
real Tycoon game. The promise checked for each damaged file:

* reading never raises anything but the file's own error (SaveError / ProfileError) and the
  settings always load (defaults where the file is bad);
* a refused file's message exists in German and English and names the file;
* a file that still reads gives back exactly the position that was saved (a save never loads
  a different game; the move list may differ where the rules make two lists equal, e.g. a
  ticket bought and refunded by a loan in the same turn);
* the damaged bytes are untouched (settings: kept byte for byte as `settings.json.bad`).
"""

from __future__ import annotations

import json
import random

import pytest

from game.core.paths import UserPaths
from game.core.profiles import ProfileStore
from game.core.save_format import SaveError
from game.core.saves import SaveStore, new_game_uid
from game.core.settings import _CHECKS, Settings, load_settings
from game.core.setup import GameSetup, Seat
from game.games import game_entry
from game.tycoon.rules import new_game
from tests.core.messages import assert_names_file
from tests.reliability.faults import bit_flips, field_edits, truncations

TRUNCATIONS = 60
BIT_FLIPS = 300
HUGE_BYTES = 17 * 1024 * 1024  # beyond the 16 MB the readers accept


def tycoon_game(moves: int = 90, seed: int = 5):
    """A real game stopped after `moves` random legal moves (past the first turns' builds)."""
    setup = GameSetup(
        game="tycoon", seed=seed,
        seats=(Seat("human", "Anna", "red"), Seat("computer", "Robo", "blue", "hard"),
               Seat("computer", "Kim", "green", "easy")),
        options={"stops": "up_to"},
    )
    rng = random.Random(seed)
    state = new_game(setup.num_players, seed, dict(setup.options))
    actions = []
    for _ in range(moves):
        action = rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(action)
    return setup, actions, state


@pytest.fixture(scope="module")
def game():
    return tycoon_game()


@pytest.fixture
def paths(tmp_path):
    return UserPaths.under(tmp_path / "user")


@pytest.fixture
def saves(paths, game):
    profiles = ProfileStore(paths)
    store = SaveStore(paths, profiles.create("Anna", "de").id, games=game_entry)
    setup, actions, state = game
    good = store.save_slot("Good", setup, actions[:40], _replayed(setup, actions[:40]),
                           game_uid=new_game_uid())
    victim = store.save_slot("Victim", setup, actions, state, game_uid=new_game_uid())
    return store, good, victim


def _replayed(setup, actions):
    state = new_game(setup.num_players, setup.seed, dict(setup.options))
    for action in actions:
        state.apply(action)
    return state


# --- saves -------------------------------------------------------------------------------


def save_problems(store, victim, cases, game) -> list[str]:
    """Write each damaged copy over `victim`; returns the broken promises (empty = all kept)."""
    wanted = game[2].to_dict()
    problems = []
    for label, damaged in cases:
        victim.path.write_bytes(damaged)
        try:
            listing = store.list_saves()
            listed = [bad.error for bad in listing.bad if bad.path == victim.path]
            if listed:
                error = listed[0]
            else:
                try:
                    loaded = store.load(victim.path)
                except SaveError as refused:
                    error = refused
                else:
                    error = None
                    if loaded.state.to_dict() != wanted:
                        problems.append(f"{label}: loaded a different game")
            if error is not None:
                _named(error, victim.path.name, "saves.error.")
        except Exception as crash:  # the promise is "no other exception": report, go on
            problems.append(f"{label}: {type(crash).__name__}: {crash}"[:200])
        if victim.path.read_bytes() != damaged:
            problems.append(f"{label}: the damaged file was changed")
    return problems


def _named(error, file_name: str, prefix: str) -> None:
    assert error.key.startswith(prefix), error.key
    assert_names_file(error, file_name)


def test_a_save_cut_off_anywhere_is_refused_by_name_and_left_as_it_is(saves, game):
    store, good, victim = saves
    cases = truncations(victim.path.read_bytes(), TRUNCATIONS)
    assert save_problems(store, victim, ((f"cut at {c}", d) for c, d in cases), game) == []
    assert store.load(good.path).state is not None


def test_a_save_with_any_flipped_bit_is_refused_or_loads_the_very_same_game(saves, game):
    store, good, victim = saves
    cases = bit_flips(victim.path.read_bytes(), BIT_FLIPS, seed=1)
    assert save_problems(store, victim, ((f"bit {b}", d) for b, d in cases), game) == []
    assert store.load(good.path).state is not None


def test_a_save_with_any_field_of_a_wrong_type_or_missing_is_refused_by_name(saves, game):
    store, good, victim = saves
    document = json.loads(victim.path.read_bytes())
    cases = list(field_edits(document))
    assert len(cases) > 500
    assert save_problems(store, victim, cases, game) == []
    assert store.load(good.path).state is not None


def test_a_save_too_large_to_be_a_save_is_refused_unread(saves, game):
    store, _, victim = saves
    with victim.path.open("r+b") as handle:
        handle.truncate(HUGE_BYTES)  # sparse: costs no disk
    [problem] = [bad for bad in store.list_saves().bad if bad.path == victim.path]
    _named(problem.error, victim.path.name, "saves.error.too_large")
    assert victim.path.stat().st_size == HUGE_BYTES


def test_a_save_nested_too_deep_to_read_is_refused_as_damaged(saves, game):
    store, _, victim = saves
    assert save_problems(store, victim, [("deep", b"[" * 200_000 + b"]" * 200_000)], game) == []


def test_a_save_with_a_number_too_long_to_read_is_refused_as_damaged(saves, game):
    store, _, victim = saves
    document = json.loads(victim.path.read_bytes())
    text = json.dumps(document).replace('"round": 0', '"round": ' + "9" * 5000)
    assert save_problems(store, victim, [("long number", text.encode())], game) == []


def test_a_save_naming_a_computer_level_the_game_does_not_have_is_refused_by_name(saves, game):
    store, _, victim = saves
    document = json.loads(victim.path.read_bytes())
    document["setup"]["seats"][1]["level"] = "godlike"
    victim.path.write_text(json.dumps(document), "utf-8")
    with pytest.raises(SaveError) as refused:
        store.load(victim.path)
    _named(refused.value, victim.path.name, "saves.error.")


# --- profiles ----------------------------------------------------------------------------


def profile_problems(paths, victim_id, cases) -> list[str]:
    path = paths.profiles_dir / f"{victim_id}.json"
    problems = []
    for label, damaged in cases:
        path.write_bytes(damaged)
        try:
            store = ProfileStore(paths)
            listed = [bad.error for bad in store.bad_files if bad.path == path]
            if listed:
                _named(listed[0], path.name, "profiles.error.")
            others = [p for p in store.profiles() if p.id != victim_id]
            store.select(others[0].id)  # the rest keeps working
        except Exception as crash:
            problems.append(f"{label}: {type(crash).__name__}: {crash}"[:200])
        if path.read_bytes() != damaged:
            problems.append(f"{label}: the damaged file was changed")
    return problems


@pytest.fixture
def profiles(paths, game):
    store = ProfileStore(paths)
    victim = store.create("Anna", "de")
    store.create("Ben", "en")
    setup, _, state = game
    store.remember_setup(victim.id, setup)
    store.record_result(victim.id, "tycoon", game_uid=new_game_uid(), won=True,
                        score=93, opponent_levels=["hard", "easy"], hints_used=2)
    return paths, victim.id, (paths.profiles_dir / f"{victim.id}.json").read_bytes()


def test_a_profile_cut_off_anywhere_is_refused_by_name_and_left_as_it_is(profiles):
    paths, victim, data = profiles
    cases = ((f"cut at {c}", d) for c, d in truncations(data, TRUNCATIONS))
    assert profile_problems(paths, victim, cases) == []


def test_a_profile_with_any_flipped_bit_is_refused_or_read_and_the_rest_work(profiles):
    paths, victim, data = profiles
    cases = ((f"bit {b}", d) for b, d in bit_flips(data, BIT_FLIPS, seed=2))
    assert profile_problems(paths, victim, cases) == []


def test_a_profile_with_any_field_of_a_wrong_type_or_missing_is_refused_by_name(profiles):
    paths, victim, data = profiles
    cases = list(field_edits(json.loads(data)))
    assert len(cases) > 200
    assert profile_problems(paths, victim, cases) == []


def test_a_profile_too_large_or_nested_too_deep_is_refused_by_name(profiles):
    paths, victim, data = profiles
    path = paths.profiles_dir / f"{victim}.json"
    assert profile_problems(paths, victim, [("deep", b"{\"a\":" * 100_000)]) == []
    with path.open("r+b") as handle:
        handle.truncate(HUGE_BYTES)
    [problem] = ProfileStore(paths).bad_files
    _named(problem.error, path.name, "profiles.error.too_large")


def test_a_profile_whose_name_cannot_be_written_back_is_refused_by_name(profiles):
    paths, victim, data = profiles
    document = json.loads(data)
    document["name"] = "Anna\ud800"
    path = paths.profiles_dir / f"{victim}.json"
    path.write_text(json.dumps(document), "utf-8")
    store = ProfileStore(paths)
    if victim not in [bad.path.stem for bad in store.bad_files]:
        store.select(victim)  # a profile that was accepted must be usable


@pytest.mark.parametrize(("field", "value"), [("name", ""), ("name", "x" * 300),
                                              ("language", "xx")])
def test_a_profile_breaking_the_name_or_language_rules_is_refused_by_name(profiles, field,
                                                                          value):
    paths, victim, data = profiles
    path = paths.profiles_dir / f"{victim}.json"
    path.write_text(json.dumps({**json.loads(data), field: value}), "utf-8")
    assert victim in [bad.path.stem for bad in ProfileStore(paths).bad_files]


# --- settings ----------------------------------------------------------------------------


def settings_problems(path, cases) -> list[str]:
    problems = []
    for label, damaged in cases:
        for leftover in path.parent.glob("settings.json*"):
            leftover.unlink()
        path.write_bytes(damaged)
        try:
            loaded = load_settings(path, "en")
        except Exception as crash:
            problems.append(f"{label}: {type(crash).__name__}: {crash}"[:200])
            continue
        values = loaded.settings.to_dict()
        if not all(check(values[name]) for name, check in _CHECKS.items()):
            problems.append(f"{label}: loaded invalid settings {values}")
        if loaded.notice is None:
            if path.read_bytes() != damaged:
                problems.append(f"{label}: a file read without a notice was changed")
        else:
            kept = path.with_name(loaded.notice_params["path"].rsplit("/", 1)[-1])
            if not kept.is_file() or kept.read_bytes() != damaged:
                problems.append(f"{label}: the damaged file was not kept byte for byte")
    return problems


@pytest.fixture
def settings_file(tmp_path):
    path = tmp_path / "config" / "settings.json"
    Settings(language="de", fullscreen=True, music_volume=12, effects_volume=34,
             animation_speed="fast", confirm_end_turn=False, file=path).save()
    return path


def test_settings_cut_off_anywhere_load_with_a_notice_and_the_file_is_kept(settings_file):
    data = settings_file.read_bytes()
    cases = ((f"cut at {c}", d) for c, d in truncations(data, TRUNCATIONS))
    assert settings_problems(settings_file, cases) == []


def test_settings_with_any_flipped_bit_load_and_the_file_is_kept(settings_file):
    data = settings_file.read_bytes()
    cases = ((f"bit {b}", d) for b, d in bit_flips(data, BIT_FLIPS, seed=3))
    assert settings_problems(settings_file, cases) == []


def test_settings_with_any_value_of_a_wrong_type_or_missing_load_and_the_file_is_kept(
        settings_file):
    cases = list(field_edits(json.loads(settings_file.read_bytes())))
    assert settings_problems(settings_file, cases) == []


def test_a_huge_settings_file_loads_defaults_with_a_notice_and_is_kept(settings_file):
    assert settings_problems(settings_file, [("huge", b" " * HUGE_BYTES + b"{")]) == []


@pytest.mark.parametrize("content", [b"[" * 100_000 + b"]" * 100_000,
                                     b'{"music_volume": ' + b"9" * 5000 + b"}"],
                         ids=["nested-too-deep", "number-too-long"])
def test_settings_nested_too_deep_or_with_a_number_too_long_load_with_a_notice(
        settings_file, content):
    assert settings_problems(settings_file, [("damaged", content)]) == []
