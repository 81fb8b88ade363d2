"""Process start to first frame from the source tree (`python -m game`), the developer's start.

Starts the app RUNS times with a fresh --data-dir and stops each run when its log says
"first frame after ... ms" (logged right after the first display.flip()). Two figures per run:
the wall clock from launching the process to that line appearing (polled every 2 ms), and the
app's own figure (from the import of game.app). Prints both medians. Under Xvfb or a desktop it
opens a real window; with SDL_VIDEODRIVER=dummy (as `make bench` runs it) it draws into memory.

Run: .venv/bin/python tools/bench_startup.py
"""

from __future__ import annotations

import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RUNS = 5
TIMEOUT_S = 30.0
FIRST_FRAME = re.compile(r"first frame after (\d+) ms")


def one_start() -> tuple[float, float]:
    with tempfile.TemporaryDirectory(prefix="tycoon-bench-") as data:
        log_file = Path(data) / "logs" / "tycoon.log"
        started = time.perf_counter()
        process = subprocess.Popen(
            [sys.executable, "-m", "game", "--windowed", "--data-dir", data], cwd=ROOT,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            while time.perf_counter() - started < TIMEOUT_S:
                text = log_file.read_text("utf-8", "replace") if log_file.exists() else ""
                found = FIRST_FRAME.search(text)
                if found:
                    return time.perf_counter() - started, int(found.group(1)) / 1000
                if process.poll() is not None:
                    raise RuntimeError(f"the app exited with {process.returncode} before a frame")
                time.sleep(0.002)
            raise RuntimeError("no first frame within the time limit")
        finally:
            process.terminate()
            process.wait(timeout=10)


def main() -> None:
    one_start()  # warm-up: disk cache and bytecode, as on any second start
    walls, in_app = zip(*(one_start() for _ in range(RUNS)), strict=True)
    print(f"start to first frame, {RUNS} runs: "
          f"median {statistics.median(walls) * 1000:.0f} ms wall clock "
          f"(runs: {', '.join(f'{w * 1000:.0f}' for w in walls)}), "
          f"median {statistics.median(in_app) * 1000:.0f} ms after importing game.app")


if __name__ == "__main__":
    main()
