"""Stepping a headless board until something happens, for the synthetic players' tests.

A computer's move is thought out in the worker process, on the wall clock, while the test
steps frames as fast as the machine draws them: on an idle machine a headless frame takes
about 0.3 ms, so 4,000 frames are over in about a second, sooner than one Tycoon decision may
take, and the test failed for no fault of the board (seen at low load, not at high load).
So the wait gives up only when both its frames are spent and `WALL_SECONDS` have passed: a
board that really stalls still fails, and a slow worker does not."""

from __future__ import annotations

import time

WALL_SECONDS = 60.0


def wait_until(app, condition, frames: int, wall_seconds: float = WALL_SECONDS) -> None:
    """Step `app` by 1/60 s until `condition()` holds; AssertionError once `frames` frames
    and `wall_seconds` of wall-clock time have both passed without it."""
    start = time.monotonic()
    stepped = 0
    while not condition():
        if stepped >= frames and time.monotonic() - start > wall_seconds:
            raise AssertionError("the board never reached the expected moment")
        app.step(1 / 60)
        stepped += 1


def act_until(app, condition, act, frames: int, dt: float = 1 / 60,
               wall_seconds: float = WALL_SECONDS) -> None:
    """Like `wait_until`, but `act()` runs before every frame: the test's persons move while the
    computers think in the worker. The same floor of frames and wall clock applies."""
    start = time.monotonic()
    stepped = 0
    while not condition():
        if stepped >= frames and time.monotonic() - start > wall_seconds:
            raise AssertionError("the board never reached the expected moment")
        act()
        app.step(dt)
        stepped += 1
