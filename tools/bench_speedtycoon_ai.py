"""Think time of the Speedtycoon levels, per decision (one plan), at the app's budgets.

    .venv/bin/python tools/bench_speedtycoon_ai.py --runs 3 --every 4 --players 4

Positions come from one seeded Tycoon-type game played by Normal; every `--every`-th plan start
is timed for each level (Hard with its app budget: iteration count and the 2.5 s cap). Prints
the median of the run medians and the p95 over all runs (CPU is shared: quote several runs).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.speedtycoon.bot import choose_plan, level_budget  # noqa: E402
from game.speedtycoon.rules import new_game  # noqa: E402


def positions(players: int, seed: int, every: int) -> list:
    state = new_game(players, seed, {"game_type": "tycoon"})
    out = []
    k = 0
    while not state.is_terminal():
        if k % every == 0:
            out.append(state.clone())
        for action in choose_plan(state, state.current_player, "normal", seed=k).plan:
            state.apply(action)
        k += 1
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--every", type=int, default=4)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--levels", default="easy,normal,hard")
    args = parser.parse_args(argv)
    spots = positions(args.players, 7, args.every)
    print(f"{len(spots)} positions, {args.players} players")
    for level in args.levels.split(","):
        medians, every_time = [], []
        for run in range(args.runs):
            times = []
            for k, state in enumerate(spots):
                started = time.perf_counter()
                choose_plan(state, state.current_player, level, level_budget(level), seed=k + run)
                times.append(time.perf_counter() - started)
            medians.append(statistics.median(times))
            every_time.extend(times)
        p95 = sorted(every_time)[int(0.95 * len(every_time))]
        runs = ", ".join(f"{1000 * m:.1f}" for m in medians)
        print(f"{level}: median {1000 * statistics.median(medians):.1f} ms ({runs}), "
              f"p95 {1000 * p95:.1f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
