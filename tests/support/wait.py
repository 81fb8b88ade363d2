"""Waiting in a test for what the board does in real time: the suite's one waiting helper
(issue 32's tests/support/; tests/waiting.py and the Speedtycoon clock tests' copy are folded
in here).

A computer's move is thought out in the worker process and a named save is written on the
board's saver thread, both on the wall clock, while the test steps frames as fast as the
machine draws them: an idle headless frame takes about 0.3 ms, so 4,000 frames are over in
about a second, sooner than one Tycoon decision may take, and tests failed for no fault of the
board (seen at low load, not at high load). A count of frames alone is no measure, and neither
is the wall clock alone (motion and the test's own persons need their frames however slow the
machine). So a wait gives up only when both its `frames` are stepped and `seconds` of wall time
have passed: a board that really stalls still fails, a slow worker does not. Past its frames a
wait is for the wall clock, and a short nap after each frame leaves the core to the worker and
the saver (CI has two cores) instead of drawing thousands of frames nobody needs.
"""

from __future__ import annotations

import inspect
import time
from collections.abc import Callable

WALL_SECONDS = 60.0
#: Seconds slept after each frame once the wait's frames are spent (see above).
NAP_SECONDS = 0.005


def until(app, done: Callable[[], object], seconds: float = WALL_SECONDS, *, frames: int = 0,
          dt: float = 1 / 60, act: Callable[[], object] | None = None) -> None:
    """Step `app` by `dt` until `done()` holds; `act()` (the test's persons moving) runs before
    every frame. AssertionError, naming the caller's line, once `frames` frames and `seconds`
    of wall time have both passed without it."""
    start = time.monotonic()
    stepped = 0
    while not done():
        spent = stepped >= frames
        if spent and time.monotonic() - start > seconds:
            raise AssertionError(
                f"the board never reached the expected moment ({_test_line()}): "
                f"{stepped} frames in {time.monotonic() - start:.1f} s")
        if act is not None:
            act()
        app.step(dt)
        stepped += 1
        if spent:
            time.sleep(NAP_SECONDS)


def _test_line() -> str:
    """file:line of the test that waited (past the helpers such as autoplay's `settle`)."""
    frames = inspect.stack(context=0)[2:]
    for frame in frames:
        if frame.filename.rsplit("/", 1)[-1].startswith("test_"):
            return f"{frame.filename}:{frame.lineno}"
    return f"{frames[0].filename}:{frames[0].lineno}" if frames else "?"


def save_answered(app, seconds: float = 10.0) -> None:
    """Frames until the named-save dialog on top has its answer: the save is written on the
    board's saver thread (game/core/autosave.py), the dialog waiting meanwhile."""
    until(app, lambda: getattr(app.scenes.top, "waiting", None) is None, seconds)
