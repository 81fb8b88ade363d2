"""The crash path: when a scene fails, the player sees the error screen instead of a vanished
window, the log holds the traceback, the autosave holds every move made before the crash
(mid-turn too), and the next start offers to continue that game.

tests/scenes/test_stack.py already shows the error screen for a failing `update`; here every
other place a scene runs code fails too, the real main loop is used, and a real board crashes
in the middle of a game.
"""

from __future__ import annotations

import errno
import importlib
import io
import logging

import pygame
import pytest

from game.app import App, Options
from game.core.saves import SaveStore
from game.core.setup import GameSetup, Seat
from game.scenes.error import ErrorScene
from game.scenes.player_files import can_continue, player_files
from game.scenes.scene import Scene
from game.scenes.title import TitleScene
from game.scenes.title_entries import TITLE_ENTRIES
from tests.support.wait import until

MARK = "gremlin in the flight plan"


def crash_app(root) -> App:
    """A headless app that shows the error screen like a player's app (tests' apps raise)."""
    return App(Options(language="en", data_dir=root, fullscreen=False, headless=True),
               raise_errors=False)


class Gremlin(Scene):
    """Fails in one chosen hook, on its first frame."""

    def __init__(self, app, where: str) -> None:
        super().__init__(app)
        self.where = where

    def _maybe_fail(self, where: str) -> None:
        if self.where == where:
            raise RuntimeError(f"{MARK} ({where})")

    def enter(self) -> None:
        self._maybe_fail("enter")

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            self._maybe_fail("handle_event")
        return False

    def update(self, dt: float) -> None:
        self._maybe_fail("update")

    def draw(self, surface) -> None:
        self._maybe_fail("draw")


class Opener(Scene):
    """Opens a failing scene from inside a frame, as a button would."""

    def __init__(self, app, where: str) -> None:
        super().__init__(app)
        self.where = where

    def update(self, dt: float) -> None:
        self.app.scenes.push(Gremlin(self.app, self.where))


@pytest.mark.parametrize("where", ["enter", "handle_event", "update", "draw"])
def test_a_scene_failing_anywhere_shows_the_error_screen_and_logs_the_traceback(tmp_path,
                                                                                where):
    app = crash_app(tmp_path / "user")
    try:
        app.scenes.push(Opener(app, where))
        app.run_frames(2)
        app.press_key(pygame.K_a)
        app.run_frames(1)
        assert isinstance(app.scenes.top, ErrorScene)
        assert len(app.scenes) == 1
        log = app.paths.log_file.read_text(encoding="utf-8")
        assert "Traceback" in log
        assert f"{MARK} ({where})" in log
        assert f"in {where}" in log  # the frame that failed, for the bug report
        app.press_key(pygame.K_RETURN)
        assert isinstance(app.scenes.top, TitleScene)
        app.run_frames(3)
    finally:
        app.close()


def test_the_real_main_loop_survives_a_failing_scene_and_goes_on(tmp_path):
    app = crash_app(tmp_path / "user")
    frames = []

    def stop_later(scene_step=app.step):
        def step(dt=1 / 60):
            scene_step(dt)
            frames.append(type(app.scenes.top).__name__)
            if len(frames) == 5:
                app.quit()
        return step

    try:
        app.scenes.push(Gremlin(app, "update"))
        app.step = stop_later()
        assert app.run() == 0
        assert frames[0] == "ErrorScene"
        assert frames[-1] == "ErrorScene"
    finally:
        app.close()


class FullDiskStream(io.StringIO):
    def write(self, text):
        raise OSError(errno.ENOSPC, "No space left on device")


def test_the_error_screen_shows_even_when_the_log_cannot_be_written(tmp_path, monkeypatch):
    app = crash_app(tmp_path / "user")
    try:
        files = [h for h in logging.getLogger().handlers + app.log.handlers
                 if isinstance(h, logging.FileHandler)]
        assert files, "the app logs to a file"
        for handler in files:
            monkeypatch.setattr(handler, "stream", FullDiskStream())
        app.scenes.push(Gremlin(app, "update"))
        app.run_frames(2)
        assert isinstance(app.scenes.top, ErrorScene)
        app.press_key(pygame.K_ESCAPE)
        assert isinstance(app.scenes.top, TitleScene)
    finally:
        app.close()


# --- a real board crashing mid-game ------------------------------------------------------------

COMPUTERS = GameSetup(
    game="tycoon", seed=11,
    seats=(Seat("computer", "Ada", "red", "easy"), Seat("computer", "Bo", "blue", "easy"),
           Seat("computer", "Cy", "green", "easy")),
    options={"stops": "exact"},
)


def _board_scene_class():
    try:
        return importlib.import_module("game.tycoon.scenes.board_scene").BoardScene
    except ImportError as missing:
        pytest.xfail(f"the board scenes are not built yet ({missing})")


def test_a_crash_mid_turn_keeps_every_move_so_far_and_the_next_start_continues(
        tmp_path, monkeypatch):
    board_class = _board_scene_class()
    root = tmp_path / "user"
    autosaved = []
    real_autosave = SaveStore.autosave

    def recording_autosave(store, setup, actions, state, **kwargs):
        entry = real_autosave(store, setup, actions, state, **kwargs)
        if entry is not None:
            autosaved.append((entry.path, len(list(actions)), state.to_dict()))
        return entry

    monkeypatch.setattr(SaveStore, "autosave", recording_autosave)
    app = crash_app(root)
    try:
        app.settings.animation_speed = "instant"
        board = app.scenes.push(board_class(app, COMPUTERS, curtain=False))
        # until a move is made that is not on disk yet
        until(app, lambda: len(autosaved) >= 2
              and len(board.match.actions) > autosaved[-1][1], frames=20_000)
        assert board.autosaver.flush()
        played = len(board.match.actions)

        def gremlin(dt):
            raise RuntimeError(MARK)

        monkeypatch.setattr(board, "update", gremlin)
        app.run_frames(2)
        assert isinstance(app.scenes.top, ErrorScene)
        assert MARK in app.paths.log_file.read_text(encoding="utf-8")
        path, moves, state = autosaved[-1]
        assert moves == played
        store = player_files(app).saves()
        loaded = store.load(path)
        assert loaded.state.to_dict() == state
        assert store.newest_game().path == path
    finally:
        app.close()

    again = App.headless(root, language="en")
    try:
        again.run_frames(1)
        assert can_continue(again)
        entry = next(e for e in TITLE_ENTRIES if e.id == "continue")
        if entry.scene is None:
            pytest.xfail("the title's Continue entry has no scene yet "
                         "(game/scenes/title_entries.py); can_continue() already says yes")
        button = again.scenes.top.buttons["continue"]
        assert button.is_enabled
        again.click(button, frames=4)
        resumed = again.scenes.top
        assert isinstance(resumed, board_class)
        assert resumed.match.state.to_dict() == state
    finally:
        again.close()
