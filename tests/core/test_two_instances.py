"""Two copies of the app on one data folder never undo each other's profile changes
(issue 13, defect 3): every change is made on the profile as its file holds it now."""

from __future__ import annotations

import pytest

from game.core.names import NameRefused
from game.core.profiles import ProfileError, ProfileStore
from game.core.setup import GameSetup, Seat

SETUP = GameSetup(game="tycoon", seed=3,
                  seats=(Seat("human", "Anna", "red"), Seat("computer", "Robo", "blue", "hard")))


def won_a_game(store, profile_id):
    store.record_result(profile_id, "tycoon", game_uid="3f2a9c1b07de", won=True,
                        score=90, opponent_levels=["hard"])


@pytest.mark.parametrize("change", ["select", "set_language", "rename", "remember_setup",
                                    "record_another_game"])
def test_a_game_recorded_by_one_instance_survives_a_change_made_by_the_other(paths, change):
    first = ProfileStore(paths)
    anna = first.create("Anna", "de")
    second = ProfileStore(paths)  # started while the first was running
    won_a_game(first, anna.id)
    {
        "select": lambda: second.select(anna.id),
        "set_language": lambda: second.set_language(anna.id, "en"),
        "rename": lambda: second.rename(anna.id, "Anna B."),
        "remember_setup": lambda: second.remember_setup(anna.id, SETUP),
        "record_another_game": lambda: second.record_result(
            anna.id, "tycoon", game_uid="0123456789ab", won=False, score=40,
            opponent_levels=["easy"]),
    }[change]()
    on_disk = ProfileStore(paths).get(anna.id).stats_for("tycoon")
    assert on_disk.games == (2 if change == "record_another_game" else 1)
    assert on_disk.wins == 1
    assert "3f2a9c1b07de" in on_disk.recorded_games


def test_names_differing_only_by_case_cannot_be_made_by_two_instances(paths):
    first, second = ProfileStore(paths), ProfileStore(paths)
    first.create("Anna", "de")
    with pytest.raises(NameRefused) as caught:
        second.create("anna", "en")
    assert caught.value.key == "profiles.name.taken"
    assert [p.name for p in ProfileStore(paths).profiles()] == ["Anna"]


def test_a_profile_deleted_by_one_instance_is_not_brought_back_by_the_other(paths):
    first = ProfileStore(paths)
    anna = first.create("Anna", "de")
    second = ProfileStore(paths)
    first.delete(anna.id)
    with pytest.raises(ProfileError) as caught:
        second.set_language(anna.id, "en")
    assert caught.value.key == "profiles.error.missing"
    assert not list(paths.profiles_dir.glob("*.json"))


def test_switching_language_goes_on_when_the_other_instance_deleted_the_profile(app):
    from game.scenes.player_files import player_files

    files = player_files(app)
    anna = files.profiles.create("Anna", "en")
    ProfileStore(app.paths).delete(anna.id)  # the other copy of the app
    app.set_language("de")
    app.run_frames(1)
    assert app.settings.language == "de"
    assert not list(app.paths.profiles_dir.glob("*.json"))
