"""Uniformly random games, timed: the measuring both engine benches share
(tools/bench_engine.py for Tycoon, tools/bench_speedtycoon.py for Speedtycoon). A game's
engine comes in as a function, so the same loop and the same clocks time every engine.
Not named bench_*: `make bench` runs each of those as a benchmark.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from typing import Any


def play_out(s: Any, rng: random.Random) -> int:
    """Play ``s`` to its end by uniformly random legal moves; returns the number of moves."""
    steps = 0
    while not s.is_terminal():
        acts = s.legal_actions()
        s.apply(acts[int(rng.random() * len(acts))])
        steps += 1
    return steps


def time_games(play: Callable[[int], int], games: int,
               first_seed: int) -> tuple[float, float, float]:
    """(median CPU ms per game, median wall ms per game, mean moves per game) of
    ``play(seed)`` over ``games`` seeds. CPU time is the engine's cost on one core; wall time
    also counts waiting for the shared cores."""
    cpu, wall = [], []
    moves = 0
    for seed in range(first_seed, first_seed + games):
        c0, w0 = time.process_time(), time.perf_counter()
        moves += play(seed)
        cpu.append((time.process_time() - c0) * 1000)
        wall.append((time.perf_counter() - w0) * 1000)
    return statistics.median(cpu), statistics.median(wall), moves / games


def sample_states(start: Callable[[int], Any], games: int, every: int) -> list:
    """Copies of the states met every ``every``-th move in random games from ``start(seed)``
    (seeds 0 to games - 1, each game's moves drawn with ``Random(seed)``)."""
    states = []
    for seed in range(games):
        rng = random.Random(seed)
        s = start(seed)
        step = 0
        while not s.is_terminal():
            if step % every == 0:
                states.append(s.clone())
            acts = s.legal_actions()
            s.apply(acts[int(rng.random() * len(acts))])
            step += 1
    return states
