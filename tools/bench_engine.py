"""Speed of the Tycoon rules engine, and the long random-game invariant sweep.

Measures (medians of several runs, so a busy shared machine shows as spread, not as a lie):
  * a 4-player game played to the end by uniformly random legal moves (bar: <= 10 ms);
  * State.clone() (bar: <= 20 us);
  * State.legal_actions() on a state reached for the first time (bar: <= 30 us).
Then plays --check-games more seeded games (2/3/4 players, both stops options; seeds after
the ones the pytest suite plays) with every invariant checked at every step.

    .venv/bin/python tools/bench_engine.py            # speed + 1000 checked games
    .venv/bin/python tools/bench_engine.py --check-games 0 --profile
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.tycoon.rules import new_game  # noqa: E402
from game.tycoon.rules.invariants import play_random_game  # noqa: E402
from tools import random_games  # noqa: E402
from tools.random_games import play_out  # noqa: E402

#: The pytest suite plays seeds below this; the sweep here continues after it.
FIRST_SWEEP_SEED = 10_000


def random_game(seed: int, players: int = 4) -> int:
    """Play one game by uniformly random legal moves; returns the number of moves."""
    return play_out(new_game(players, seed), random.Random(seed))


def time_games(games: int, first_seed: int) -> tuple[float, float, float]:
    """(median CPU ms per game, median wall ms per game, mean moves per game)."""
    return random_games.time_games(random_game, games, first_seed)


def sample_states(games: int, every: int) -> list:
    """States met in random 4-player games, every ``every``-th move."""
    return random_games.sample_states(lambda seed: new_game(4, seed), games, every)


def time_per_state(states: list, fn, reps: int = 200) -> float:
    """Median over states of the mean time of ``fn(state)`` in microseconds."""
    per_state = []
    for s in states:
        t0 = time.perf_counter()
        for _ in range(reps):
            fn(s)
        per_state.append((time.perf_counter() - t0) / reps * 1e6)
    return statistics.median(per_state)


def fresh_legal(s) -> None:
    s._legal = None  # measure generation, not the per-state cache
    s.legal_actions()


def check_sweep(games: int) -> None:
    t0 = time.perf_counter()
    combos = [(p, stops) for p in (2, 3, 4) for stops in ("exact", "up_to")]
    for i in range(games):
        players, stops = combos[i % len(combos)]
        play_random_game(players, FIRST_SWEEP_SEED + i, stops)
        if (i + 1) % 100 == 0:
            print(f"   {i + 1} games checked ({time.perf_counter() - t0:.0f} s)", flush=True)
    print(f"invariant sweep: {games} games, every invariant at every step: clean "
          f"({time.perf_counter() - t0:.0f} s)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5, help="repetitions of each measurement")
    ap.add_argument("--games", type=int, default=100, help="random games per run")
    ap.add_argument("--check-games", type=int, default=1000, help="games in the sweep")
    ap.add_argument("--profile", action="store_true", help="profile 50 random games")
    args = ap.parse_args()
    if hasattr(os, "nice"):
        os.nice(10)

    cpu_medians, wall_medians, moves = [], [], 0.0
    for run in range(args.runs):
        cpu, wall, moves = time_games(args.games, run * args.games)
        cpu_medians.append(cpu)
        wall_medians.append(wall)
    states = sample_states(20, 7)
    clone_medians = [time_per_state(states, lambda s: s.clone()) for _ in range(args.runs)]
    legal_medians = [time_per_state(states, fresh_legal) for _ in range(args.runs)]

    def show(name: str, values: list[float], unit: str, bar: float) -> None:
        med = statistics.median(values)
        runs = ", ".join(f"{v:.1f}" for v in values)
        verdict = "ok" if med <= bar else "OVER THE BAR"
        print(f"{name:<34} median {med:7.1f} {unit} (bar {bar:g}; runs: {runs}) {verdict}")

    print(f"Tycoon engine, {args.runs} runs; {args.games} random 4-player games per run, "
          f"~{moves:.0f} moves each; {len(states)} sampled states")
    show("random 4-player game (CPU time)", cpu_medians, "ms", 10)
    show("random 4-player game (wall time)", wall_medians, "ms", 10)
    show("clone()", clone_medians, "us", 20)
    show("legal_actions() (uncached)", legal_medians, "us", 30)

    if args.profile:
        import cProfile
        import pstats

        cProfile.run("for seed in range(50): random_game(seed)", "/tmp/bench_engine.prof")
        pstats.Stats("/tmp/bench_engine.prof").sort_stats("tottime").print_stats(15)
    if args.check_games:
        check_sweep(args.check_games)


if __name__ == "__main__":
    main()
