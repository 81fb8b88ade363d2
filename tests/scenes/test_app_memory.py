"""A closed App is gone: nothing keeps its window, fonts, scenes and user files alive.

Each App holds tens of MB (a UIManager with its font and theme caches, drawn surfaces, scenes);
one kept alive per test made the suite peak near 10 GB.
"""

from __future__ import annotations

import gc
import io
import logging
import weakref

import pygame
import pygame_gui
from pygame_gui.core.utility import get_default_manager

from game.app import App
from game.core.memory import return_freed_memory
from game.core.paths import UserPaths
from game.core.profiles import ProfileStore
from game.core.saves import new_game_uid
from game.scenes.load_scene import LoadScene
from game.scenes.player_files import player_files
from game.scenes.profiles_scene import ProfilesScene
from tests.reliability.faults import read_only
from tests.reliability.test_file_faults import tycoon_game
from tests.scenes.test_load_memory import resident_mb


def play_and_close(root, refuse_writes: bool, monkeypatch) -> tuple[weakref.ref, weakref.ref]:
    """One app's life in its own frame, as in a test: scenes, files, then close(). With
    `refuse_writes` its autosave fails, and the error it keeps holds a traceback whose frames
    lead back to this frame, where the app still is."""
    ProfileStore(UserPaths.under(root)).create("Anna", "en")
    if refuse_writes:
        read_only(monkeypatch, root)
    app = App.headless(root, language="en")
    app.run_frames(1)
    store = player_files(app).saves()
    setup, actions, state = tycoon_game(moves=3)
    store.autosave(setup, actions, state, game_uid=new_game_uid())
    assert (store.saving_off is not None) == refuse_writes
    for scene in (LoadScene, ProfilesScene):
        app.scenes.push(scene(app))
        app.run_frames(1)
    manager = weakref.ref(app.manager)
    app.close()
    monkeypatch.undo()
    return weakref.ref(app), manager


def test_ten_closed_apps_are_freed(tmp_path, monkeypatch, caplog):
    lives = [play_and_close(tmp_path / f"user{number}", number % 2 == 1, monkeypatch)
             for number in range(10)]
    # pytest's capturing handlers keep this test's log records until it ends, and the record of
    # a refused write holds the error (its traceback, its frames, so the app); a player's log
    # handler writes a record and lets it go.
    for handler in logging.getLogger().handlers:
        if isinstance(handler, type(caplog.handler)):
            handler.records.clear()
    gc.collect()
    assert [app for app, _ in lives if app() is not None] == [], "closed apps are still alive"
    assert [ui for _, ui in lives if ui() is not None] == [], "their UI managers too"
    assert get_default_manager() is None


def font_files_in_memory() -> int:
    """pygame-gui reads each font file into a BytesIO that its pygame font reads from; one
    that outlives its font's close stays for good."""
    gc.collect()
    return sum(isinstance(thing, io.BytesIO) for thing in gc.get_objects())


def click_and_close(root) -> None:
    """An app closed the moment a click is answered: the button's events are still queued."""
    app = App.headless(root, language="en")
    app.run_frames(1)
    app.click(next(iter(app.scenes.top.buttons.values())), frames=1)  # and holds no widget
    assert pygame.event.peek(pygame_gui.UI_BUTTON_PRESSED)
    app.close()


def test_closed_apps_give_their_fonts_and_queued_events_back(tmp_path):
    """A font freed after pygame.quit() is never closed, and an event still queued then is
    never freed: each kept a closed app's UI (fonts, ~8 MB) in memory, over a test run GBs."""
    click_and_close(tmp_path / "warm-up")
    files, before = font_files_in_memory(), resident_mb()
    for number in range(10):
        click_and_close(tmp_path / f"user{number}")
    assert font_files_in_memory() == files
    return_freed_memory()
    assert resident_mb() - before < 30  # the ten apps' fonts alone were ~80 MB
