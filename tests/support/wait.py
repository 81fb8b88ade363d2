"""Waiting in a test for what the board does in real time (issue 32's tests/support/)."""

from __future__ import annotations

import time


def until(app, done, seconds: float = 60.0) -> None:
    """Frames until `done()` or `seconds` of wall time: the computers think in their worker
    process in real time, so a count of frames (faster or slower with the machine) is no
    measure."""
    deadline = time.monotonic() + seconds
    while not done() and time.monotonic() < deadline:
        app.run_frames(1)
        time.sleep(0.005)


def save_answered(app, seconds: float = 10.0) -> None:
    """Frames until the named-save dialog on top has its answer: the save is written on the
    board's saver thread (game/core/autosave.py), the dialog waiting meanwhile."""
    until(app, lambda: getattr(app.scenes.top, "waiting", None) is None, seconds)
