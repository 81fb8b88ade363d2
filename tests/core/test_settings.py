"""Settings survive a round trip, and every kind of damaged file costs the player nothing."""

from __future__ import annotations

import json

import pytest

from game.core import settings as settings_module
from game.core.settings import Settings, load_settings


def write(path, text: str | bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")


def test_every_setting_survives_save_and_load(tmp_path):
    path = tmp_path / "settings.json"
    chosen = Settings(language="de", fullscreen=True, music_volume=15, effects_volume=0,
                      animation_speed="instant", confirm_end_turn=False, window_size=[1100, 700],
                      file=path)
    assert chosen.save()
    loaded = load_settings(path, first_language="en")
    assert loaded.settings == chosen
    assert loaded.notice is None


def test_first_start_speaks_the_system_language_and_shows_no_notice(tmp_path):
    loaded = load_settings(tmp_path / "settings.json", first_language="de")
    assert loaded.settings.language == "de"
    assert loaded.notice is None
    assert loaded.settings == Settings(language="de")


def test_first_start_on_an_unsupported_system_language_is_english(tmp_path):
    assert load_settings(tmp_path / "settings.json", "fr").settings.language == "en"


@pytest.mark.parametrize(
    ("content", "notice"),
    [
        ("{not json", "app.notice.settings_invalid"),
        ("[1, 2, 3]", "app.notice.settings_invalid"),
        ("", "app.notice.settings_invalid"),
        (b"\xff\xfe\x00garbage", "app.notice.settings_unreadable"),
    ],
    ids=["broken-json", "not-an-object", "empty", "not-utf8"],
)
def test_a_damaged_file_gives_defaults_a_notice_and_is_kept_as_bad(tmp_path, content, notice):
    path = tmp_path / "settings.json"
    write(path, content)
    original = path.read_bytes()

    loaded = load_settings(path, first_language="en")

    assert loaded.notice == notice
    assert loaded.settings == Settings(language="en")
    bad = tmp_path / "settings.json.bad"
    assert bad.read_bytes() == original
    assert loaded.notice_params["path"] == str(bad)
    assert json.loads(path.read_text(encoding="utf-8"))["language"] == "en"


def test_the_notice_about_a_damaged_file_is_shown_only_once(tmp_path):
    path = tmp_path / "settings.json"
    write(path, "{not json")
    assert load_settings(path, "en").notice is not None
    assert load_settings(path, "en").notice is None


def test_bad_values_fall_back_one_by_one_and_good_values_are_kept(tmp_path):
    path = tmp_path / "settings.json"
    write(path, json.dumps({
        "language": "fr", "fullscreen": "yes", "music_volume": 300, "effects_volume": 25,
        "animation_speed": "warp", "confirm_end_turn": False,
    }))
    loaded = load_settings(path, first_language="de")
    assert loaded.notice == "app.notice.settings_invalid"
    assert loaded.settings == Settings(language="de", fullscreen=False, music_volume=60,
                                       effects_volume=25, animation_speed="normal",
                                       confirm_end_turn=False)
    assert (tmp_path / "settings.json.bad").exists()


@pytest.mark.parametrize("size", [[1100], [1100, 700.5], [0, 700], [1100, True], "1100x700",
                                  [1100, 99999]])
def test_a_window_size_must_be_two_whole_numbers_of_a_screen(tmp_path, size):
    path = tmp_path / "settings.json"
    write(path, json.dumps({"window_size": size, "music_volume": 15}))
    loaded = load_settings(path, "en")
    assert loaded.settings.window_size is None
    assert loaded.settings.music_volume == 15
    assert loaded.notice == "app.notice.settings_invalid"


@pytest.mark.parametrize("volume", [True, 12.5, -1, 101, "50"])
def test_a_volume_must_be_a_whole_number_from_0_to_100(tmp_path, volume):
    path = tmp_path / "settings.json"
    write(path, json.dumps({"music_volume": volume}))
    loaded = load_settings(path, "en")
    assert loaded.settings.music_volume == Settings().music_volume
    assert loaded.notice == "app.notice.settings_invalid"


def test_an_older_file_missing_new_settings_loads_quietly(tmp_path):
    path = tmp_path / "settings.json"
    write(path, json.dumps({"language": "de", "music_volume": 10}))
    loaded = load_settings(path, "en")
    assert loaded.notice is None
    assert (loaded.settings.language, loaded.settings.music_volume) == ("de", 10)
    assert loaded.settings.animation_speed == "normal"
    assert not (tmp_path / "settings.json.bad").exists()


def test_unknown_entries_from_a_newer_version_are_ignored_without_a_notice(tmp_path):
    path = tmp_path / "settings.json"
    write(path, json.dumps({"language": "de", "colour_blind_mode": True}))
    loaded = load_settings(path, "en")
    assert loaded.notice is None
    assert loaded.settings.language == "de"


def test_an_earlier_bad_file_is_never_overwritten_by_a_later_one(tmp_path):
    path = tmp_path / "settings.json"
    write(tmp_path / "settings.json.bad", "first damage")
    write(path, "second damage")
    loaded = load_settings(path, "en")
    assert (tmp_path / "settings.json.bad").read_text() == "first damage"
    assert (tmp_path / "settings.json.bad2").read_text() == "second damage"
    assert loaded.notice_params["path"].endswith("settings.json.bad2")


def test_a_bad_file_that_cannot_be_moved_aside_is_never_written_over(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    write(path, "{damaged")

    def refuse(*_args):
        raise PermissionError("locked")

    monkeypatch.setattr(settings_module.os, "replace", refuse)
    loaded = load_settings(path, "en")
    assert loaded.notice == "app.notice.settings_stuck"
    loaded.settings.music_volume = 5
    assert loaded.settings.save() is False
    assert path.read_text() == "{damaged"


def test_a_settings_folder_that_cannot_be_written_does_not_crash(tmp_path):
    blocker = tmp_path / "config"
    blocker.write_text("a file where the folder should be")
    chosen = Settings(file=blocker / "settings.json")
    assert chosen.save() is False


def test_animation_speed_scales_durations_and_instant_skips_them():
    durations = {speed: Settings(animation_speed=speed).animation_duration(1.0)
                 for speed in ("slow", "normal", "fast", "instant")}
    assert durations["slow"] > durations["normal"] > durations["fast"] > durations["instant"]
    assert durations["normal"] == 1.0
    assert durations["instant"] == 0.0
