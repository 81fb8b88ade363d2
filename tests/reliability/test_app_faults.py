"""The whole app on damaged files and a refusing disk: it starts, explains, keeps every file.

tests/reliability/test_file_faults.py damages one file at a time at the level of its reader;
here the real app meets several problems at once, as a player would after a crash or a bad
disk, and the screens that show the problems are opened (and rendered to PNG when
TYCOON_SHOTS names a folder, to look at).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.core.paths import UserPaths
from game.core.profiles import ProfileError, ProfileStore
from game.core.save_format import SaveError
from game.core.saves import SaveStore, new_game_uid
from game.core.settings import Settings
from game.games import game_entry
from game.scenes.load_scene import LoadScene
from game.scenes.notice import NoticeScene
from game.scenes.player_files import player_files
from game.scenes.profiles_scene import ProfilesScene
from game.scenes.settings_scene import SettingsScene
from game.scenes.title import TitleScene
from tests.core.messages import assert_names_file
from tests.reliability.faults import disk_full, read_only, snapshot_files
from tests.reliability.test_file_faults import tycoon_game

BAD_PROFILE = "0123456789ab.json"


def shoot(app: App, name: str) -> None:
    folder = os.environ.get("TYCOON_SHOTS")
    if folder:
        pygame.image.save(app.screen, str(Path(folder) / f"{name}.png"))


def user_files(root: Path):
    """Settings, two profiles (Anna played last) and a real game saved twice by Anna."""
    paths = UserPaths.under(root)
    Settings(language="de", music_volume=20, file=paths.settings_file).save()
    profiles = ProfileStore(paths)
    profiles.create("Ben", "en")
    anna = profiles.create("Anna", "de")
    saves = SaveStore(paths, anna.id, games=game_entry)
    setup, actions, state = tycoon_game(moves=30)
    uid = new_game_uid()
    good = saves.save_slot("Mittag", setup, actions, state, game_uid=uid)
    saves.autosave(setup, actions, state, game_uid=uid)
    return paths, saves, good, (setup, actions, state)


def test_the_app_starts_on_a_bad_settings_file_a_bad_profile_and_a_bad_save_at_once(tmp_path):
    root = tmp_path / "user"
    paths, saves, good, _ = user_files(root)
    damaged_settings = paths.settings_file.read_bytes()[:-9]
    paths.settings_file.write_bytes(damaged_settings)
    (paths.profiles_dir / BAD_PROFILE).write_bytes(b'{"version": 1, "name": "Ca\xff"}')
    bad_save = saves.folder / "slot-0123456789ab.json"
    bad_save.write_bytes(good.path.read_bytes()[:-40])
    before = snapshot_files(root)

    app = App.headless(root, language="de")
    try:
        app.run_frames(2)
        assert isinstance(app.scenes.top, NoticeScene)
        assert app.scenes.top.body == "app.notice.settings_invalid"
        shoot(app, "faults-settings-notice-de")
        app.press_key(pygame.K_RETURN)
        assert isinstance(app.scenes.top, TitleScene)

        files = player_files(app)
        assert files.current.name == "Anna"
        [bad_profile] = files.profiles.bad_files
        assert_names_file(bad_profile.error, BAD_PROFILE)
        assert {p.name for p in files.profiles.profiles()} == {"Anna", "Ben"}

        load = app.scenes.push(LoadScene(app))
        app.run_frames(2)
        listed = [entry.path for entry in load.load_buttons.values()]
        assert good.path in listed
        assert bad_save not in listed
        assert bad_save in [path for path, _ in load.delete_buttons.values()]
        shoot(app, "faults-load-de")
        with pytest.raises(SaveError) as refused:
            saves.load(bad_save)
        assert refused.value.key == "saves.error.truncated"
        assert_names_file(refused.value, bad_save.name)
        assert saves.load(good.path).state.session == 1
        app.press_key(pygame.K_ESCAPE)

        app.scenes.push(ProfilesScene(app))
        app.run_frames(2)
        shoot(app, "faults-profiles-de")
        app.set_language("en")
        app.run_frames(2)
        shoot(app, "faults-profiles-en")
    finally:
        app.close()

    after = snapshot_files(root)
    settings_name = str(paths.settings_file.relative_to(root))
    assert after.pop(settings_name + ".bad") == damaged_settings
    assert json.loads(after.pop(settings_name))["language"] == "en"  # a good file again
    before.pop(settings_name)
    changed = {name for name in before if before[name] != after.get(name)}
    assert changed <= {f"data/profiles/{files.current.id}.json"}, changed
    assert after[f"data/profiles/{BAD_PROFILE}"] == before[f"data/profiles/{BAD_PROFILE}"]
    assert after[str(bad_save.relative_to(root))] == before[str(bad_save.relative_to(root))]


@pytest.mark.parametrize(("disk", "reason"), [(read_only, "read_only"), (disk_full, "disk_full")],
                         ids=["read-only-folder", "full-disk"])
def test_a_disk_that_refuses_every_write_keeps_the_game_going_and_loses_nothing(
        tmp_path, monkeypatch, disk, reason):
    root = tmp_path / "user"
    paths, saves, good, (setup, actions, state) = user_files(root)
    before = snapshot_files(root)
    refusing = disk(monkeypatch, root)

    app = App.headless(root, language="en")
    try:
        app.run_frames(2)
        assert isinstance(app.scenes.top, TitleScene)
        app.set_language("de")
        app.set_fullscreen(True)
        app.scenes.push(SettingsScene(app))
        app.run_frames(2)
        app.press_key(pygame.K_ESCAPE)

        files = player_files(app)
        assert files.current.name == "Anna"
        with pytest.raises(ProfileError) as refused:
            files.profiles.create("Cem", "de")
        assert refused.value.key == f"profiles.error.{reason}"
        assert_names_file(refused.value, refused.value.params["file"])
        with pytest.raises(ProfileError):
            files.switch(files.profiles.profiles()[1].id)
        assert files.current.name == "Anna"

        store = files.saves()
        assert store.autosave(setup, actions, state, game_uid=good.meta.game_uid) is None
        assert store.saving_off.key == f"saves.error.{reason}"
        assert_names_file(store.saving_off, store.saving_off.params["file"])
        assert store.load(good.path).state.to_dict() == state.to_dict()

        for scene in (LoadScene(app), ProfilesScene(app)):
            app.scenes.push(scene)
            app.run_frames(2)
            shoot(app, f"faults-{reason}-{type(scene).__name__}")
            app.press_key(pygame.K_ESCAPE)
        assert isinstance(app.scenes.top, TitleScene)
    finally:
        app.close()
    assert refusing.refused, "the simulated disk was never asked to write"
    assert snapshot_files(root) == before


def test_a_first_start_on_a_read_only_folder_opens_the_title_without_a_profile(
        tmp_path, monkeypatch):
    root = tmp_path / "user"
    root.mkdir()
    read_only(monkeypatch, root)
    app = App.headless(root, language="en")
    try:
        app.run_frames(2)
        assert isinstance(app.scenes.top, TitleScene)
        assert player_files(app).saves() is None
        app.scenes.push(LoadScene(app))
        app.run_frames(2)
        app.press_key(pygame.K_ESCAPE)
        assert isinstance(app.scenes.top, TitleScene)
    finally:
        app.close()
    assert list(root.iterdir()) == []


@pytest.mark.parametrize("picture", [b"", b"\x89PNG\r\n\x1a\n" + b"\x00" * 40, b'{"not": "png"}'],
                         ids=["empty", "cut-off-png", "not-png"])
def test_a_damaged_thumbnail_never_hides_its_save(tmp_path, picture):
    root = tmp_path / "user"
    _, saves, good, (_, _, state) = user_files(root)
    good.path.with_suffix(".png").write_bytes(picture)
    app = App.headless(root, language="en")
    try:
        load = app.scenes.push(LoadScene(app))
        app.run_frames(2)
        assert good.path in [entry.path for entry in load.load_buttons.values()]
    finally:
        app.close()
    assert saves.load(good.path).state.to_dict() == state.to_dict()
    assert good.path.with_suffix(".png").read_bytes() == picture
