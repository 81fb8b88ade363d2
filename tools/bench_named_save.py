"""Benchmark: what the frame of a named save's OK costs deep into a long game (savethread).

A «Менеджер» game (tools/bench_long_autosave.py `long_game`) at 1,000 and 10,000 moves, in a
saves folder that already holds `--slots` named saves of the long game. Printed, as the median
of `--runs` saves in thread CPU time (`time.thread_time`, the honest measure on a shared
machine), with the load average:

- before: what the dialog did in that frame until the named save went to the saver's thread:
  `list(match.actions)` and `dict(match.reasons)`, the look for a save of the same name (every
  save read) and `SaveStore.save_slot` (the whole game as JSON, atomic write, fsync);
- the copy alone (`list` + `dict`): what the brief suspected;
- after: `Autosaver.save_slot` on the window's thread (the copies since the board's last
  autosave request, a move played between); the look-up and the write run on the saver's
  thread, the dialog waiting.

Run: `nice -n 10 .venv/bin/python tools/bench_named_save.py [--runs N] [--slots N]`.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_long_autosave import PROFILE, THUMBNAIL, lasting_seed, long_game, play  # noqa: E402

from game.core.autosave import Autosaver  # noqa: E402
from game.core.match import Match  # noqa: E402
from game.core.paths import UserPaths  # noqa: E402
from game.core.saves import SaveStore  # noqa: E402
from game.games import game_entry  # noqa: E402

FRAME_MS = 1000 / 60


def measure(length: int, runs: int, slots: int) -> dict[str, list[float]]:
    seed = lasting_seed(length + runs + 1)
    setup, log, state, rng, reasons = long_game(length, seed)
    match = Match(setup, state, log, reasons=reasons)
    figures: dict[str, list[float]] = {"before": [], "copy": [], "after": []}
    with tempfile.TemporaryDirectory() as root:
        store = SaveStore(UserPaths.under(Path(root)), PROFILE, games=game_entry)
        for number in range(slots):
            store.save_slot(f"Earlier {number}", setup, log, state, game_uid=match.game_uid,
                            thumbnail_png=THUMBNAIL, reasons=reasons)
        saver = Autosaver(store)
        try:
            for run in range(runs):
                started = time.thread_time()
                actions, kept = list(match.actions), dict(match.reasons)
                figures["copy"].append((time.thread_time() - started) * 1000)
                store.slot_named(f"Run {run}")
                store.save_slot(f"Run {run}", setup, actions, state, game_uid=match.game_uid,
                                thumbnail_png=THUMBNAIL, reasons=kept)
                figures["before"].append((time.thread_time() - started) * 1000)
                saver.request(match, None)  # the board's autosave of the last move
                play(state, rng, log, reasons)
                saver.request(match, None)
                started = time.thread_time()
                job = saver.save_slot(match, f"After {run}", None)
                figures["after"].append((time.thread_time() - started) * 1000)
                job.done.wait(60)
                assert job.error is None, job.error
        finally:
            saver.close()
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--slots", type=int, default=3)
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f} at the start; {args.slots} named saves of "
          f"the game already in the folder")
    for length in (1_000, 10_000):
        figures = measure(length, args.runs, args.slots)
        print(f"{length:6d} moves, the frame of OK (thread CPU, median of {args.runs}): "
              f"before {statistics.median(figures['before']):6.1f} ms (of it the copy "
              f"{statistics.median(figures['copy']):.2f} ms), after "
              f"{statistics.median(figures['after']):.2f} ms; a frame is {FRAME_MS:.1f} ms")
    print(f"load average {os.getloadavg()[0]:.1f} at the end")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
