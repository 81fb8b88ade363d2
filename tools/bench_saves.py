"""Benchmark: autosave and load of a finished Tycoon game, against the budgets of issue 6.

Autosave of a finished game's log must take <= 30 ms, and loading it (read, check, replay every
action, compare the snapshot) <= 300 ms; medians of several runs. Exits 1 when a median is over
its budget. Run: `.venv/bin/python tools/bench_saves.py [--runs N]`.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core.paths import UserPaths  # noqa: E402
from game.core.saves import SaveStore, new_game_uid  # noqa: E402
from game.core.setup import GameSetup, Seat  # noqa: E402
from game.games import game_entry  # noqa: E402
from game.tycoon.rules import new_game  # noqa: E402

AUTOSAVE_BUDGET_MS = 30.0
LOAD_BUDGET_MS = 300.0
PROFILE = "0123456789ab"


def finished_game(players: int, seed: int):
    """The longest of a few seeded random games: a long log is the hard case for both budgets."""
    best = None
    for offset in range(5):
        rng = random.Random(seed + offset)
        state = new_game(players, seed + offset, {})
        log = []
        while not state.is_terminal():
            action = rng.choice(state.legal_actions())
            state.apply(action)
            log.append(action)
        if best is None or len(log) > len(best[1]):
            setup = GameSetup(
                game="tycoon",
                seed=seed + offset,
                seats=tuple(
                    Seat("computer", f"Computer {i + 1}", colour, "hard")
                    for i, colour in enumerate(("red", "blue", "yellow", "green")[:players])
                ),
                options={},
            )
            best = (setup, log, state)
    return best


def time_ms(action) -> float:
    start = time.perf_counter()
    action()
    return (time.perf_counter() - start) * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=25)
    args = parser.parse_args()

    setup, log, state = finished_game(players=4, seed=1)
    with tempfile.TemporaryDirectory() as root:
        store = SaveStore(UserPaths.under(Path(root)), PROFILE, games=game_entry)
        uid = new_game_uid()
        thumbnail = bytes(12_000)

        def autosave() -> None:
            store.autosave(setup, log, state, game_uid=uid, thumbnail_png=thumbnail)

        saves = [time_ms(autosave) for _ in range(args.runs)]
        if store.saving_off is not None:
            print(f"saving failed: {store.saving_off.key}")
            return 1
        path = store.list_saves().entries[0].path
        size = path.stat().st_size
        loads = [time_ms(lambda: store.load(path)) for _ in range(args.runs)]

    autosave_ms = statistics.median(saves)
    load_ms = statistics.median(loads)
    print(f"finished 4-player game: {len(log)} actions, save file {size / 1024:.1f} KiB")
    print(
        f"autosave (write, fsync, keep 3): median {autosave_ms:6.1f} ms  "
        f"(min {min(saves):.1f}, max {max(saves):.1f}; budget {AUTOSAVE_BUDGET_MS:.0f} ms)"
    )
    print(
        f"load with full replay:           median {load_ms:6.1f} ms  "
        f"(min {min(loads):.1f}, max {max(loads):.1f}; budget {LOAD_BUDGET_MS:.0f} ms)"
    )
    over = autosave_ms > AUTOSAVE_BUDGET_MS or load_ms > LOAD_BUDGET_MS
    print("OVER BUDGET" if over else "within budget")
    return 1 if over else 0


if __name__ == "__main__":
    raise SystemExit(main())
