"""Think time per decision for each level, on positions from seeded four-player games.

Quotes the median and the 95th percentile of single decisions, per run, for several runs (the
machine is shared: compare medians of runs, not single numbers). Hard uses the budget the app
gives it (level_budget), so this is the time a player waits.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.tycoon.bot import choose_plan, level_budget  # noqa: E402
from game.tycoon.rules import new_game  # noqa: E402

LEVELS = ("easy", "normal", "hard")


def positions(seed: int, every: int) -> list:
    state = new_game(4, seed, {})
    found = []
    decisions = 0
    while not state.is_terminal():
        if decisions % every == 0:
            found.append(state.clone())
        for action in choose_plan(state, state.current_player, "normal", seed=decisions).plan:
            state.apply(action)
        decisions += 1
    return found


def time_level(level: str, states: list) -> tuple[list[float], list[float]]:
    """Wall time (what a player waits) and CPU time (what the search costs, whatever else the
    machine is doing) of each decision."""
    wall, cpu = [], []
    for i, state in enumerate(states):
        started, started_cpu = time.perf_counter(), time.process_time()
        choose_plan(state, state.current_player, level, level_budget(level), seed=i)
        wall.append(time.perf_counter() - started)
        cpu.append(time.process_time() - started_cpu)
    return wall, cpu


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=21)
    parser.add_argument("--every", type=int, default=4, help="sample every Nth decision")
    args = parser.parse_args(argv)
    states = positions(args.seed, args.every)
    print(f"{len(states)} positions from a seeded 4-player game, {args.runs} runs")
    for level in LEVELS:
        medians, p95s, cpu_medians, cpu_p95s = [], [], [], []
        for _ in range(args.runs):
            wall, cpu = time_level(level, states)
            medians.append(statistics.median(wall))
            p95s.append(p95(wall))
            cpu_medians.append(statistics.median(cpu))
            cpu_p95s.append(p95(cpu))
        print(f"{level:>6}: median {1000 * statistics.median(medians):7.1f} ms "
              f"(runs {', '.join(f'{1000 * m:.1f}' for m in medians)}), "
              f"p95 {1000 * statistics.median(p95s):7.1f} ms; CPU median "
              f"{1000 * statistics.median(cpu_medians):.1f} ms, p95 "
              f"{1000 * statistics.median(cpu_p95s):.1f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
