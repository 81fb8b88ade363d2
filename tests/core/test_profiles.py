"""Profiles: names a player can tell apart, records that add up, and files that are never lost."""

from __future__ import annotations

import json
import shutil
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from game.core.names import MAX_NAME_LENGTH, NameRefused
from game.core.profiles import PROFILE_VERSION, ProfileError, ProfileStore
from game.core.setup import GameSetup, Seat
from tests.core.messages import assert_names_file, message


class Clock:
    """A clock that moves one second per reading, so 'last used' has a clear order."""

    def __init__(self) -> None:
        self.now = datetime(2026, 1, 1, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.now += timedelta(seconds=1)
        return self.now


@pytest.fixture
def store(paths):
    return ProfileStore(paths, clock=Clock())


def refusal(store, name):
    with pytest.raises(NameRefused) as caught:
        store.create(name, "en")
    message(caught.value, "de")
    return message(caught.value, "en")


def test_an_empty_name_is_refused_and_asks_for_one(store):
    assert refusal(store, "") == "Please enter a name."


def test_a_name_of_only_spaces_is_refused_like_an_empty_one(store):
    assert refusal(store, "   \u3000 ") == "Please enter a name."


def test_a_name_of_only_invisible_characters_is_refused_like_an_empty_one(store):
    assert refusal(store, "\u200b\u200d") == "Please enter a name."


def test_an_invisible_character_does_not_make_a_taken_name_new(store):
    store.create("Anna", "de")
    assert "Anna" in refusal(store, "An\u200bna")
    assert "Anna" in refusal(store, "\uff21nna")


def test_a_name_is_trimmed_before_it_is_kept(store):
    assert store.create("  Anna  ", "de").name == "Anna"


def test_24_characters_are_accepted_and_25_are_refused_with_the_count(store):
    assert store.create("x" * MAX_NAME_LENGTH, "en").name == "x" * 24
    text = refusal(store, "y" * 25)
    assert "25" in text and "24" in text


def test_an_emoji_counts_as_one_character(store):
    name = "🎲" * MAX_NAME_LENGTH
    assert store.create(name, "en").name == name
    assert store.create("Zoë 🚀", "en").name == "Zoë 🚀"


def test_a_name_that_differs_only_in_case_is_taken(store):
    store.create("Anna", "de")
    assert "Anna" in refusal(store, "ANNA")
    assert "Anna" in refusal(store, " anna ")


def test_accents_typed_two_ways_are_the_same_name(store):
    store.create("Zo\u00eb", "de")
    refusal(store, "Zoe\u0308")


def test_a_name_with_a_line_break_is_refused(store):
    assert "invisible" in refusal(store, "An\nna")


def test_a_name_with_path_characters_stays_inside_the_profiles_folder(store, paths):
    profile = store.create("../../etc/passwd", "en")
    files = list(paths.profiles_dir.iterdir())
    assert [f.name for f in files] == [f"{profile.id}.json"]
    assert ProfileStore(paths).get(profile.id).name == "../../etc/passwd"
    assert not (paths.data_dir.parent / "etc").exists()


def test_renaming_to_another_case_of_ones_own_name_is_allowed(store):
    profile = store.create("anna", "de")
    assert store.rename(profile.id, "Anna").name == "Anna"


def test_renaming_to_someone_elses_name_is_refused_and_keeps_the_old_name(store, paths):
    store.create("Anna", "de")
    ben = store.create("Ben", "de")
    with pytest.raises(NameRefused):
        store.rename(ben.id, "anna")
    assert ProfileStore(paths).get(ben.id).name == "Ben"


def test_profiles_come_back_after_a_restart_with_language_and_last_setup(store, paths):
    anna = store.create("Anna", "de")
    setup = GameSetup(
        game="tycoon",
        seed=7,
        seats=(Seat("human", "Anna", "red"), Seat("computer", "Computer", "blue", "hard")),
        options={"stops": "exact"},
    )
    store.remember_setup(anna.id, setup)
    store.set_language(anna.id, "en")
    again = ProfileStore(paths).get(anna.id)
    assert again.last_setup_for("tycoon") == setup
    assert again.language == "en"


def test_the_last_used_profile_is_chosen_at_start(store, paths):
    anna = store.create("Anna", "de")
    ben = store.create("Ben", "en")
    assert ProfileStore(paths).last_used().id == ben.id
    store.select(anna.id)
    assert ProfileStore(paths).last_used().id == anna.id


def test_a_deleted_profile_is_gone_after_a_restart(store, paths):
    anna = store.create("Anna", "de")
    ben = store.create("Ben", "de")
    store.delete(anna.id)
    assert [p.id for p in ProfileStore(paths).profiles()] == [ben.id]
    assert store.create("anna", "de").name == "anna"


def test_the_record_counts_games_wins_levels_money_and_hints(store, paths):
    anna = store.create("Anna", "de")
    store.record_result(
        anna.id,
        "tycoon",
        game_uid="a" * 12,
        won=True,
        score=80,
        opponent_levels=["easy", "hard", "hard"],
        hints_used=2,
    )
    store.record_result(
        anna.id,
        "tycoon",
        game_uid="b" * 12,
        won=False,
        score=40,
        opponent_levels=["hard"],
        hints_used=1,
    )
    stats = ProfileStore(paths).get(anna.id).stats_for("tycoon")
    assert (stats.games, stats.wins) == (2, 1)
    assert (stats.by_level["hard"].games, stats.by_level["hard"].wins) == (2, 1)
    assert (stats.by_level["easy"].games, stats.by_level["easy"].wins) == (1, 1)
    assert stats.best_score == 80
    assert stats.average_score == 60
    assert stats.hints_used == 3


def test_a_finished_game_shown_twice_counts_once(store):
    anna = store.create("Anna", "de")
    for _ in range(2):
        store.record_result(
            anna.id, "tycoon", game_uid="c" * 12, won=True, score=50, opponent_levels=[]
        )
    assert store.get(anna.id).stats_for("tycoon").games == 1


def test_records_of_different_games_are_kept_apart(store):
    anna = store.create("Anna", "de")
    store.record_result(
        anna.id, "tycoon", game_uid="d" * 12, won=True, score=50, opponent_levels=[]
    )
    assert store.get(anna.id).stats_for("speedtycoon").games == 0


BAD_PROFILE_FILES = {
    "truncated": b'{"version": 1, "id": "',
    "empty": b"",
    "not_utf8": b"\xff\xfe\x00garbage\x81",
    "not_json": b"version = 1\nname = Anna\n",
    "wrong_shape": b"[1, 2, 3]",
}


@pytest.mark.parametrize("reason", sorted(BAD_PROFILE_FILES))
def test_a_damaged_profile_is_listed_with_its_message_untouched_and_the_rest_work(
    store, paths, reason
):
    anna = store.create("Anna", "de")
    bad = paths.profiles_dir / "0123456789ab.json"
    bad.write_bytes(BAD_PROFILE_FILES[reason])
    again = ProfileStore(paths)
    assert [p.id for p in again.profiles()] == [anna.id]
    [problem] = again.bad_files
    assert problem.error.key == f"profiles.error.{reason}"
    assert_names_file(problem.error, bad.name)
    again.rename(anna.id, "Anna B")
    assert bad.read_bytes() == BAD_PROFILE_FILES[reason]


def test_a_profile_with_an_unknown_field_or_a_newer_version_is_refused_by_name(store, paths):
    anna = store.create("Anna", "de")
    path = paths.profiles_dir / f"{anna.id}.json"
    data = json.loads(path.read_text("utf-8"))
    path.write_text(json.dumps({**data, "colour": "red"}), "utf-8")
    [problem] = ProfileStore(paths).bad_files
    assert problem.error.key == "profiles.error.unknown_field"
    assert "colour" in message(problem.error, "en")
    path.write_text(json.dumps({**data, "version": PROFILE_VERSION + 1}), "utf-8")
    [problem] = ProfileStore(paths).bad_files
    assert problem.error.key == "profiles.error.future_version"
    assert_names_file(problem.error, path.name)


def test_a_read_only_profile_folder_refuses_a_new_profile_with_a_message(store, paths, monkeypatch):
    store.create("Anna", "de")

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("game.core.atomic.tempfile.mkstemp", refuse)
    with pytest.raises(ProfileError) as caught:
        store.create("Ben", "de")
    assert caught.value.key == "profiles.error.read_only"
    assert [p.name for p in store.profiles()] == ["Anna"]


def test_a_crash_while_saving_a_profile_keeps_the_previous_file(store, paths, monkeypatch):
    anna = store.create("Anna", "de")
    path = paths.profiles_dir / f"{anna.id}.json"
    before = path.read_bytes()

    def crash(src, dst):
        raise OSError(5, "power cut")

    monkeypatch.setattr("game.core.atomic.os.replace", crash)
    with pytest.raises(ProfileError):
        store.rename(anna.id, "Annika")
    assert path.read_bytes() == before
    assert store.get(anna.id).name == "Anna"
    assert [p.name for p in paths.profiles_dir.iterdir()] == [path.name]


GOLDEN = Path(__file__).parent / "golden"
GOLDEN_PROFILES = sorted(GOLDEN.glob("profile-v*.json"))


@pytest.mark.parametrize("golden", GOLDEN_PROFILES, ids=lambda p: p.name)
def test_every_released_profile_version_still_loads_with_its_record(golden, paths):
    """A profile of every released version comes back with its name, last setup and record
    (version 1 counted Tycoon's money and kept one setup; version 2 keeps scores per game)."""
    paths.profiles_dir.mkdir(parents=True)
    shutil.copyfile(golden, paths.profiles_dir / "0123456789ab.json")
    store = ProfileStore(paths)
    assert store.bad_files == []
    anna = store.get("0123456789ab")
    assert anna.name == "Anna"
    assert anna.last_setup_for("tycoon").seats[1].level == "hard"
    stats = anna.stats_for("tycoon")
    assert (stats.games, stats.wins, stats.best_score, stats.total_score) == (3, 1, 92, 210)
    assert (stats.by_level["hard"].games, stats.by_level["hard"].wins) == (2, 0)
    store.record_result(anna.id, "tycoon", game_uid="3f2a9c1b07de", won=True, score=99,
                        opponent_levels=["hard"])
    assert store.get(anna.id).stats_for("tycoon").games == 3, "a recorded game counts once"


def test_there_is_a_golden_profile_of_every_version():
    versions = {int(path.stem.removeprefix("profile-v")) for path in GOLDEN_PROFILES}
    assert versions == set(range(1, PROFILE_VERSION + 1))


def test_a_profile_keeps_the_last_setup_of_each_game_apart(store):
    anna = store.create("Anna", "de")
    seats = (Seat("human", "Anna", "red"), Seat("computer", "C", "blue", "easy"))
    tycoon = GameSetup(game="tycoon", seed=1, seats=seats, options={})
    other = GameSetup(game="speedtycoon", seed=2, seats=seats, options={"modules": "blitz"})
    store.remember_setup(anna.id, tycoon)
    store.remember_setup(anna.id, other)
    again = store.get(anna.id)
    assert again.last_setup_for("tycoon") == tycoon
    assert again.last_setup_for("speedtycoon") == other


def test_the_record_counts_places_and_time_played_and_keeps_them(paths):
    """pt-stats: the result screen said the place and the time played, the profile kept
    neither; now each game adds its place and its seconds, and they survive a reload."""
    store = ProfileStore(paths, clock=Clock())
    anna = store.create("Anna", "en")
    for uid, place, seconds in (("a", 2, 737.9), ("b", 1, 257.0), ("c", 2, 60.0)):
        store.record_result(anna.id, "speedtycoon", game_uid=uid * 12, won=place == 1,
                            score=100, opponent_levels=["easy"], place=place, seconds=seconds)
    store.record_result(anna.id, "speedtycoon", game_uid="c" * 12, won=False, score=100,
                        opponent_levels=["easy"], place=3, seconds=999)  # the same game again
    stats = ProfileStore(paths).get(anna.id).stats_for("speedtycoon")
    assert (stats.places, stats.seconds_played) == ([1, 2], 737 + 257 + 60)


class _Final:
    """A finished game's state as the record reads it: scores, winners, maybe the rules'
    own order (`ranking`, the property games)."""

    def __init__(self, scores, order=None):
        self._scores = scores
        if order is not None:
            self.ranking = lambda: list(order)

    def scores(self):
        return list(self._scores)

    def winners(self):
        return [seat for seat, score in enumerate(self._scores) if score == max(self._scores)]


@pytest.mark.parametrize(("state", "places"), [
    (_Final([90, 120, 90]), [2, 1, 2]),            # equal scores share the place
    (_Final([0, 0, 500], order=[2, 1, 0]), [3, 2, 1]),  # the rules break the tie
])
def test_a_finished_game_counts_the_place_the_result_screen_gives(store, state, places):
    anna = store.create("Anna", "en")
    seats = tuple(Seat("human" if i == 0 else "computer", f"S{i}", "red",
                       None if i == 0 else "easy") for i in range(3))
    setup = GameSetup(game="tycoon", seed=1, seats=seats, options={})
    for seat, uid in enumerate("abc"):
        store.record_game(anna.id, setup, state, seat=seat, game_uid=uid * 12, seconds=61)
    stats = store.get(anna.id).stats_for("tycoon")
    expected = [places.count(place) for place in range(1, max(places) + 1)]
    assert (stats.places, stats.seconds_played) == (expected, 183)


@pytest.mark.parametrize(("name", "value"), [("places", [1, -1]), ("places", [1] * 13),
                                             ("places", "1"), ("seconds_played", -5),
                                             ("seconds_played", 10**13)])
def test_a_hand_edited_place_or_time_is_refused_by_name(paths, store, name, value):
    anna = store.create("Anna", "en")
    store.record_result(anna.id, "tycoon", game_uid="a" * 12, won=True, score=5,
                        opponent_levels=["easy"], place=1, seconds=30)
    path = paths.profiles_dir / f"{anna.id}.json"
    data = json.loads(path.read_text("utf-8"))
    data["stats"]["tycoon"][name] = value
    path.write_text(json.dumps(data), "utf-8")
    again = ProfileStore(paths)
    assert [bad.error.params["field"] for bad in again.bad_files] == [f"stats/tycoon/{name}"]


def test_a_version_2_record_starts_with_no_places_and_no_time(paths):
    paths.profiles_dir.mkdir(parents=True)
    shutil.copyfile(GOLDEN / "profile-v2.json", paths.profiles_dir / "0123456789ab.json")
    stats = ProfileStore(paths).get("0123456789ab").stats_for("tycoon")
    assert (stats.places, stats.seconds_played, stats.games) == ([], 0, 3)
    paths.profiles_dir.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(GOLDEN / "profile-v3.json", paths.profiles_dir / "0123456789ab.json")
    stats = ProfileStore(paths).get("0123456789ab").stats_for("tycoon")
    assert (stats.places, stats.seconds_played) == ([1, 2], 4380)
