"""The smaller file promises of issue 13 (defect 7), one test each."""

from __future__ import annotations

import errno
import json
import logging
import os
import time

import pytest

from game.app import App, Options, parse_args
from game.core import saves as saves_module
from game.core.logs import setup_logging
from game.core.paths import UserPaths
from game.core.profiles import ProfileStore
from game.core.saves import SaveStore, new_game_uid
from game.games import game_entry
from game.scenes.confirm_dialog import ConfirmScene
from game.scenes.player_files import player_files
from game.scenes.profiles_scene import ProfilesScene
from tests.reliability.test_file_faults import tycoon_game

SETUP_MOVES = 12
OLD_PNG, NEW_PNG = b"\x89PNG\r\n\x1a\nold", b"\x89PNG\r\n\x1a\nnew"


def a_save(root, name="Good", png=None):
    paths = UserPaths.under(root)
    profiles = ProfileStore(paths)
    anna = profiles.profiles()[0] if profiles.profiles() else profiles.create("Anna", "en")
    store = SaveStore(paths, anna.id, games=game_entry)
    setup, actions, state = tycoon_game(moves=SETUP_MOVES)
    entry = store.save_slot(name, setup, actions, state, game_uid=new_game_uid(),
                            thumbnail_png=png)
    return paths, store, entry


def test_a_profile_with_an_absurd_score_is_refused_and_profiles_opens(app):
    files = player_files(app)
    anna = files.profiles.create("Anna", "en")
    files.profiles.record_result(anna.id, "tycoon", game_uid="3f2a9c1b07de", won=True,
                                 score=90, opponent_levels=["easy"])
    ben = files.profiles.create("Ben", "en")
    path = files.profiles.folder / f"{anna.id}.json"
    data = json.loads(path.read_text("utf-8"))
    data["stats"]["tycoon"]["total_score"] = 10**400
    path.write_text(json.dumps(data), "utf-8")
    files.profiles.reload()
    [bad] = files.profiles.bad_files
    assert (bad.error.key, bad.error.params["field"]) == \
        ("profiles.error.bad_field", "stats/tycoon/total_score")
    app.scenes.push(ProfilesScene(app))
    app.run_frames(2)
    assert [p.id for p in files.profiles.profiles()] == [ben.id]


def test_a_profiles_or_saves_folder_that_cannot_be_read_is_explained_not_empty(tmp_path):
    paths, store, _ = a_save(tmp_path)
    for folder in (paths.profiles_dir, store.folder):
        for child in folder.iterdir():
            child.unlink()
        folder.rmdir()
        folder.write_text("not a folder", "utf-8")  # as unreadable as a folder can be for root
    [bad_profiles] = ProfileStore(paths).bad_files
    assert bad_profiles.error.key == "profiles.error.folder_unreadable"
    [bad_saves] = SaveStore(paths, store.profile_id, games=game_entry).list_saves().bad
    assert bad_saves.error.key == "saves.error.folder_unreadable"


def test_crash_litter_is_swept_at_start_and_a_write_in_progress_is_not(tmp_path):
    paths, store, entry = a_save(tmp_path / "user", png=OLD_PNG)
    old = time.time() - 3600
    litter = [store.folder / ".slot-0123456789ab.json.k2j3h4.tmp",
              store.folder / "auto-0123456789ab-20261201T000000000000.png",
              paths.profiles_dir / f".{store.profile_id}.json.a1b2c3.tmp"]
    for path in litter:
        path.write_bytes(b"left by a crash")
        os.utime(path, (old, old))
    fresh = store.folder / ".slot-0123456789ab.json.zz9y8x.tmp"
    fresh.write_bytes(b"being written by another copy of the app")
    app = App.headless(tmp_path / "user")
    try:
        app.run_frames(2)
    finally:
        app.close()
    assert not any(path.exists() for path in litter)
    assert fresh.exists()
    assert entry.path.exists() and entry.path.with_suffix(".png").read_bytes() == OLD_PNG


def test_a_failed_overwrite_keeps_the_old_save_with_its_own_picture(tmp_path, monkeypatch):
    _, store, entry = a_save(tmp_path, png=OLD_PNG)
    before = entry.path.read_bytes()

    def disk_full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(saves_module, "write_json_atomic", disk_full)
    setup, actions, state = tycoon_game(moves=SETUP_MOVES + 4)
    with pytest.raises(saves_module.SaveError) as caught:
        store.save_slot("Good", setup, actions, state, game_uid=entry.meta.game_uid,
                        slot_id=entry.id.removeprefix("slot-"), thumbnail_png=NEW_PNG)
    assert caught.value.key == "saves.error.disk_full"
    assert entry.path.read_bytes() == before
    assert entry.path.with_suffix(".png").read_bytes() == OLD_PNG
    assert sorted(p.name for p in store.folder.iterdir()) == \
        sorted([entry.path.name, entry.path.with_suffix(".png").name])


def test_a_log_file_on_a_full_disk_says_so_once_without_tracebacks(tmp_path, capfd):
    setup_logging(tmp_path / "logs" / "tycoon.log", echo=False)
    handler = next(h for h in logging.getLogger().handlers
                   if getattr(h, "baseFilename", "").endswith("tycoon.log"))

    class FullDisk:
        def write(self, text):
            raise OSError(errno.ENOSPC, "No space left on device")

        def flush(self):
            pass

    handler.stream = FullDisk()
    log = logging.getLogger("game.test")
    for number in range(5):
        log.info("record %d", number)
    err = capfd.readouterr().err
    assert "Traceback" not in err
    assert err.count("cannot be written") == 1
    setup_logging(tmp_path / "logs2" / "tycoon.log", echo=False)


def test_the_smoke_test_passes_with_an_unfinished_game_in_the_data_folder(tmp_path):
    a_save(tmp_path / "user")
    app = App(Options(data_dir=tmp_path / "user", smoke_test=True, headless=True),
              raise_errors=True)
    try:
        opened = app.smoke_test()
    finally:
        app.close()
    assert "ContinueScene" in opened and "LoadScene" in opened


@pytest.mark.parametrize("kind", ["empty", "link loop"])
def test_a_data_folder_that_is_empty_or_a_link_loop_is_refused_with_a_reason(
        tmp_path, capsys, kind):
    if kind == "empty":
        where = ""
    else:
        (tmp_path / "a").symlink_to(tmp_path / "b")
        (tmp_path / "b").symlink_to(tmp_path / "a")
        where = str(tmp_path / "a" / "data")
    with pytest.raises(SystemExit) as stopped:
        parse_args(["--data-dir", where])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert "--data-dir" in err and "Traceback" not in err


def test_an_autosave_dropped_by_another_copy_while_listing_is_not_called_unreadable(
        tmp_path, monkeypatch):
    paths, store, entry = a_save(tmp_path)
    setup, actions, state = tycoon_game(moves=SETUP_MOVES)
    uid = new_game_uid()
    rotated = store.autosave(setup, actions, state, game_uid=uid)
    reading = saves_module.read_document

    def read_while_the_other_copy_rotates(path):
        if path == rotated.path:
            path.unlink()  # the other instance's rotation, at this very moment
        return reading(path)

    monkeypatch.setattr(saves_module, "read_document", read_while_the_other_copy_rotates)
    listing = store.list_saves()
    assert listing.bad == []
    assert [e.path for e in listing.entries] == [entry.path]


def test_deleting_a_profile_counts_every_save_file_it_deletes(app):
    files = player_files(app)
    files.profiles.create("Anna", "en")
    saves = files.saves()
    setup, actions, state = tycoon_game(moves=SETUP_MOVES)
    saves.save_slot("Good", setup, actions, state, game_uid=new_game_uid(), thumbnail_png=OLD_PNG)
    (saves.folder / "slot-0123456789ab.json").write_text("{damaged", "utf-8")
    scene = app.scenes.push(ProfilesScene(app))
    app.run_frames(2)
    app.click(scene.delete_button)
    question = app.scenes.top
    assert isinstance(question, ConfirmScene)
    assert question.params["count"] == "2"
