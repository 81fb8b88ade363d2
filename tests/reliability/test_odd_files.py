"""Odd things where a user file should be: a FIFO, a device, a byte-order mark, a picture that
claims to be huge. The app starts, the file is refused or read, nothing waits forever
(issue 13, defects 5 and 7)."""

from __future__ import annotations

import os
import threading
import zlib
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.core.paths import UserPaths
from game.core.profiles import ProfileStore
from game.core.saves import SaveStore, new_game_uid
from game.core.settings import Settings, load_settings
from game.games import game_entry
from game.scenes.load_scene import THUMB_SIZE, LoadScene, thumbnail
from game.scenes.player_files import player_files
from tests.reliability.test_file_faults import tycoon_game

posix_only = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")


def finishes(work, seconds: float = 20.0):
    """Run `work` in a thread; a read that waits forever fails the test instead of hanging it."""
    result: dict = {}

    def run() -> None:
        try:
            result["value"] = work()
        except BaseException as error:  # handed to the test below
            result["error"] = error

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), "still waiting on the file"
    if "error" in result:
        raise result["error"]
    return result.get("value")


def a_game(root: Path):
    paths = UserPaths.under(root)
    anna = ProfileStore(paths).create("Anna", "en")
    saves = SaveStore(paths, anna.id, games=game_entry)
    setup, actions, state = tycoon_game(moves=12)
    good = saves.save_slot("Good", setup, actions, state, game_uid=new_game_uid())
    return paths, saves, good


@posix_only
def test_fifos_named_like_every_user_file_neither_hang_the_start_nor_hide_the_rest(tmp_path):
    paths, saves, good = a_game(tmp_path / "user")
    paths.config_dir.mkdir(parents=True, exist_ok=True)
    paths.log_dir.mkdir(parents=True, exist_ok=True)
    fifos = [paths.settings_file, paths.log_file, paths.profiles_dir / "0123456789ab.json",
             saves.folder / "slot-0123456789ab.json", good.path.with_suffix(".png")]
    for fifo in fifos:
        os.mkfifo(fifo)
    app = finishes(lambda: App.headless(tmp_path / "user"))
    try:
        app.run_frames(2)
        assert player_files(app).current.name == "Anna"
        assert [bad.path.name for bad in player_files(app).profiles.bad_files] == \
            ["0123456789ab.json"]
        scene = app.scenes.push(LoadScene(app))
        finishes(lambda: app.run_frames(2))
        assert [entry.path for entry in scene.load_buttons.values()] == [good.path]
        assert any(path.name == "slot-0123456789ab.json"
                   for path, _ in scene.delete_buttons.values())
    finally:
        app.close()


@posix_only
def test_a_link_to_an_endless_device_is_refused_unread(tmp_path):
    paths, saves, good = a_game(tmp_path / "user")
    (saves.folder / "slot-0123456789ab.json").symlink_to("/dev/zero")
    paths.config_dir.mkdir(parents=True, exist_ok=True)
    paths.settings_file.symlink_to("/dev/zero")
    listing = finishes(saves.list_saves)
    assert [bad.error.key for bad in listing.bad] == ["saves.error.unreadable"]
    loaded = finishes(lambda: load_settings(paths.settings_file, "de"))
    assert loaded.notice == "app.notice.settings_unreadable"
    assert Path("/dev/zero").exists()


def test_files_written_with_a_byte_order_mark_are_read(tmp_path):
    paths, saves, good = a_game(tmp_path / "user")
    Settings(language="de", music_volume=20, file=paths.settings_file).save()
    profile = next(paths.profiles_dir.glob("*.json"))
    for path in (good.path, profile, paths.settings_file):
        path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert [entry.path for entry in saves.list_saves().entries] == [good.path]
    assert saves.load(good.path).state.to_dict() == tycoon_game(moves=12)[2].to_dict()
    assert [p.name for p in ProfileStore(paths).profiles()] == ["Anna"]
    loaded = load_settings(paths.settings_file, "en")
    assert (loaded.notice, loaded.settings.music_volume) == (None, 20)


def huge_png(side: int) -> bytes:
    """A valid PNG of side x side black pixels, a few hundred kB packed."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return (len(data).to_bytes(4, "big") + kind + data
                + zlib.crc32(kind + data).to_bytes(4, "big"))

    header = side.to_bytes(4, "big") * 2 + bytes([8, 2, 0, 0, 0])
    packer = zlib.compressobj(9)
    row = bytes(1 + side * 3)
    packed = b"".join(packer.compress(row) for _ in range(side)) + packer.flush()
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", packed)
            + chunk(b"IEND", b""))


def test_a_small_thumbnail_claiming_a_huge_picture_is_shown_as_the_plain_card(app, tmp_path):
    path = tmp_path / "auto-0123456789ab-20261201T000000000000.png"
    path.write_bytes(huge_png(4096))
    assert path.stat().st_size < 1024 * 1024
    card = thumbnail(None)
    shown = thumbnail(path)
    assert shown.get_size() == THUMB_SIZE
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(card, "RGB")
