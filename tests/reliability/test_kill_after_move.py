"""A kill right after a move keeps the move (issue 33, point 7): every applied action reaches
the autosave within a second, in all four games.

The real app runs in a child process (tests/reliability/kill_after_move.py), makes a
purchase, placement or build in the middle of a turn, and is killed with SIGKILL one second
later. Continue in a fresh app then opens the board with that move as its last.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.app import App
from game.scenes.load_scene import ContinueScene
from game.scenes.match_loop import MatchScene

ROOT = Path(__file__).resolve().parents[2]
WITHIN_S = 1.0
START_TIMEOUT_S = 120


def run_and_kill(game: str, data_dir: Path) -> tuple[int, str]:
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.reliability.kill_after_move", game, str(data_dir)],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"})
    try:
        deadline = time.monotonic() + START_TIMEOUT_S
        line = ""
        while not line.startswith("applied") and time.monotonic() < deadline:
            line = child.stdout.readline()
            if not line and child.poll() is not None:
                pytest.fail(f"the app ended: {child.stderr.read()[-2000:]}")
        assert line.startswith("applied"), "no move made in time"
        time.sleep(WITHIN_S)
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
    _, count, action = line.rstrip("\n").split(" ", 2)
    return int(count), action


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs kill -9")
@pytest.mark.parametrize("game", ["tycoon", "speedtycoon", "kraken_bay", "menedzher"])
def test_continue_after_a_kill_shows_the_move_made_a_second_before(game, tmp_path):
    count, action = run_and_kill(game, tmp_path)
    app = App.headless(tmp_path, language="en")
    try:
        app.run_frames(1)
        app.scenes.push(ContinueScene(app))
        app.run_frames(3)
        board = app.scenes.top
        assert isinstance(board, MatchScene), (type(board).__name__,
                                               getattr(board, "body", None),
                                               getattr(board, "params", None))
        assert board.match.setup.game == game
        assert len(board.match.actions) == count
        assert str(board.match.actions[-1]) == action
    finally:
        app.close()
