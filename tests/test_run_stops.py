"""A test run stops when it is told to: `kill` (SIGTERM) or Ctrl-C (SIGINT) ends a run whose test
has started SDL. SDL took SIGTERM (Python leaves it at the default) and turned it into a QUIT
event nobody reads: the run went on until SIGKILL. Python's own Ctrl-C handler already kept
SIGINT from SDL; its case guards that. tests/conftest.py sets the hint; see docs/testing.md."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
READY_WITHIN_S = 60.0
"""How long the child may take to start pytest, load the conftest and open SDL (a loaded box)."""
ENDS_WITHIN_S = 10.0
"""How soon after the signal the run must be over; its test would sleep for a minute."""

TINY_TEST = """
import os, time
from pathlib import Path

import pygame


def test_waits_with_sdl_open():
    pygame.init()
    pygame.display.set_mode((8, 8))
    Path(os.environ["READY_FILE"]).write_text("ready")
    time.sleep(60)
"""


def _as_at_a_terminal() -> None:
    """The child starts with Ctrl-C's default, as a run started at a terminal does: one
    started in the background by a script (a CI runner's `cmd &`) inherits SIGINT ignored, and
    Python then leaves it ignored, so the Ctrl-C case failed there for a reason not SDL's."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="POSIX signals (SDL's handlers too)")
@pytest.mark.parametrize("stop", [signal.SIGINT, signal.SIGTERM], ids=["ctrl-c", "kill"])
def test_a_run_with_sdl_open_stops_on_a_signal(tmp_path, stop):
    tiny = tmp_path / "test_tiny.py"
    tiny.write_text(TINY_TEST, "utf-8")
    ready = tmp_path / "ready"
    env = {key: value for key, value in os.environ.items() if key != "SDL_NO_SIGNAL_HANDLERS"}
    env.update(READY_FILE=str(ready), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    plugins = ["-p", "no:cacheprovider", "-p", "tests.conftest"]
    run = subprocess.Popen(
        [sys.executable, "-m", "pytest", "-q", *plugins, str(tiny)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        preexec_fn=_as_at_a_terminal,
    )
    try:
        deadline = time.monotonic() + READY_WITHIN_S
        while not ready.exists() and time.monotonic() < deadline:
            assert run.poll() is None, "the tiny run ended before its test started"
            time.sleep(0.05)
        assert ready.exists(), "the tiny test never opened SDL"
        run.send_signal(stop)
        try:
            run.wait(timeout=ENDS_WITHIN_S)
        except subprocess.TimeoutExpired:
            pytest.fail(f"the run still went {ENDS_WITHIN_S:.0f} s after {stop.name}")
    finally:
        if run.poll() is None:
            run.kill()
            run.wait()
