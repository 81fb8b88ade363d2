"""A review's process and the thinking process end soon after the app that started them is
killed (SIGKILL here; a task manager's end is the same): before, the review went on at full
tilt with nobody to read its answer (start22)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BEAT_S = 0.02
QUIET_S = 1.0
"""A child whose heartbeat file has not changed for this long is taken as gone."""
GONE_WITHIN_S = 6.0
STAND_INS = {
    "review": "from game.ai.review_job import ReviewJob\n"
              "job = ReviewJob('tests.review.test_orphaned_child:beat', sys.argv[1])\n",
    "thinker": "from game.ai.budget import Budget\n"
               "from game.ai.worker import ThinkingWorker\n"
               "worker = ThinkingWorker({'beat': 'tests.review.test_orphaned_child:beat_move'})\n"
               "job = worker.submit('beat', {'file': sys.argv[1]}, 0, 'hard',\n"
               "                    Budget(iterations=1))\n",
}


def beat(file: str, *, progress, cancelled) -> dict:
    """A review that never looks at `cancelled`, the worst case: stuck in a long search."""
    count = 0
    while True:
        count += 1
        Path(file).write_text(f"{os.getpid()} {count}", "utf-8")
        time.sleep(BEAT_S)


def beat_move(state: dict, seat, level, budget, seed, cancelled) -> dict:
    return beat(state["file"], progress=None, cancelled=cancelled)


def _stays_quiet(file: Path, deadline: float) -> bool:
    """Whether the heartbeat stops changing (for QUIET_S) before `deadline`."""
    last, since = file.read_bytes(), time.monotonic()
    while time.monotonic() < deadline:
        time.sleep(0.05)
        now = file.read_bytes()
        if now != last:
            last, since = now, time.monotonic()
        elif time.monotonic() - since >= QUIET_S:
            return True
    return False


@pytest.mark.parametrize("child", sorted(STAND_INS))
def test_the_child_ends_when_the_app_is_killed(tmp_path, child):
    heart = tmp_path / "beat.txt"
    script = "import sys, time\n" + STAND_INS[child] + "while True:\n    time.sleep(1)\n"
    app = subprocess.Popen([sys.executable, "-c", script, str(heart)], cwd=ROOT)
    try:
        deadline = time.monotonic() + 60
        while not heart.exists() and time.monotonic() < deadline:
            assert app.poll() is None, "the stand-in app ended by itself"
            time.sleep(0.05)
        assert heart.exists(), "the child never started"
    finally:
        app.kill()  # SIGKILL: no Python shutdown, no close(), no daemon clean-up
        app.wait()
    gone = _stays_quiet(heart, time.monotonic() + GONE_WITHIN_S)
    if not gone:  # leave no orphan behind a failed test
        os.kill(int(heart.read_text("utf-8").split()[0]), signal.SIGTERM)
    assert gone, f"the {child} process still runs {GONE_WITHIN_S:.0f} s after its app was killed"
