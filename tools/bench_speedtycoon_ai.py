"""Think time of the Speedtycoon levels, per decision (one plan), at the app's budgets.

    .venv/bin/python tools/bench_speedtycoon_ai.py --runs 3 --every 4 --players 4

Positions come from one seeded Tycoon-type game played by Normal; every `--every`-th plan start
is timed for each level (Hard with its app budget: iteration count and the 2.5 s cap). Prints
the median of the run medians, the p95 and the max over all runs, for all positions and for a
seat's turns only (Hard answers the Lobbyist windows like Normal and searches its turns), in
CPU time of this process (what the decision costs, whatever else runs) and in wall time (what
a player waits on this machine now), with the load average before and after (CPU is shared:
quote several runs).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.speedtycoon.bot import choose_plan, level_budget  # noqa: E402
from game.speedtycoon.rules import new_game  # noqa: E402
from game.speedtycoon.rules.phases import LOBBY  # noqa: E402


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
    turns = [k for k, state in enumerate(spots) if state.phase != LOBBY]
    print(f"{len(spots)} positions ({len(turns)} of them a seat's turn, the rest Lobbyist "
          f"windows), {args.players} players, load {_load()}")
    for level in args.levels.split(","):
        cpu: list[list[float]] = []
        wall: list[list[float]] = []
        for run in range(args.runs):
            cpu.append([])
            wall.append([])
            for k, state in enumerate(spots):
                started, ticked = time.perf_counter(), time.process_time()
                choose_plan(state, state.current_player, level, level_budget(level), seed=k + run)
                cpu[-1].append(time.process_time() - ticked)
                wall[-1].append(time.perf_counter() - started)
        for name, times in (("cpu", cpu), ("wall", wall)):
            _report(f"{level} {name}", times, range(len(spots)))
            _report(f"{level} {name}, turns only", times, turns)
    print(f"load {_load()}")
    return 0


def _report(label: str, runs: list[list[float]], which) -> None:
    """Median of the run medians, p95 and max over all runs, of the positions `which`."""
    picked = [[times[k] for k in which] for times in runs]
    medians = [statistics.median(times) for times in picked if times]
    if not medians:
        return
    every_time = sorted(t for times in picked for t in times)
    p95 = every_time[int(0.95 * len(every_time))]
    runs_text = ", ".join(f"{1000 * m:.1f}" for m in medians)
    print(f"{label}: median {1000 * statistics.median(medians):.1f} ms ({runs_text}), "
          f"p95 {1000 * p95:.1f} ms, max {1000 * every_time[-1]:.1f} ms")


def _load() -> str:
    return " ".join(f"{v:.2f}" for v in os.getloadavg())


if __name__ == "__main__":
    raise SystemExit(main())
