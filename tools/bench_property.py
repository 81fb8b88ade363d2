"""Speed of the property rules engine (Kraken Bay Tycoon, «Менеджер»), and the fuzz sweep.

Measures medians of several runs of process CPU time (time.process_time: on the shared
machine wall time mostly measures the others' load; the spread of the runs is printed):
  * a 4-player Kraken Bay game by uniformly random legal moves, trades off (bar: <= 20 ms);
  * a 4-player «Менеджер» game with the time limit at 60 minutes of simulated play: every
    turn counts SECONDS_PER_TURN of the clock, `time_up` is applied when an hour has passed
    (bar: <= 30 ms);
  * legal_actions() on a state reached for the first time (bar: <= 50 us);
  * the landing table (Markov chain) per ruleset and jail policy, uncached (bar: <= 0.3 s).
The fuzz mode plays N random games (both rulesets, 2-6 players, auctions on and off, random
trade offers and counters) with every invariant and the event ledger checked at every step.

    nice -n 10 .venv/bin/python tools/bench_property.py            # `make bench`: speed + 10,000
    nice -n 10 .venv/bin/python tools/bench_property.py --fuzz 0   # the speed figures only
    nice -n 10 .venv/bin/python tools/bench_property.py --speed 0 --fuzz 500
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.property.rules import invariants, new_game  # noqa: E402
from game.property.rules.actions import TIME_UP  # noqa: E402
from game.property.rules.events import TurnStarted  # noqa: E402
from game.property.rules.landing import landing_table  # noqa: E402
from game.property.rules.trade import random_trade_actions  # noqa: E402

SECONDS_PER_TURN = 15      # 60 minutes = 240 turns = 60 rounds at four seats
FIRST_FUZZ_SEED = 100_000  # the pytest suite plays seeds below this


def random_game(seed: int, ruleset: str = "kraken_bay", players: int = 4,
                time_limit_min: int = 0) -> int:
    """One game by uniformly random legal moves; returns the number of moves."""
    rng = random.Random(seed)
    s = new_game(players, seed, {"ruleset": ruleset, "time_limit_min": time_limit_min,
                                 "round_cap": 400})
    clock = 0.0
    limit = time_limit_min * 60
    steps = 0
    while not s.is_terminal():
        acts = s.legal_actions()
        events = s.apply(acts[int(rng.random() * len(acts))])
        steps += 1
        if limit:
            for e in events:
                if type(e) is TurnStarted:
                    clock += SECONDS_PER_TURN
            if clock >= limit and not s.time_up:
                s.apply(TIME_UP)
    return steps


def _median_ms(fn, games: int, runs: int) -> tuple[float, list[float]]:
    medians = []
    for run in range(runs):
        times = []
        for g in range(games):
            t = time.process_time()
            fn(run * games + g)
            times.append((time.process_time() - t) * 1000)
        medians.append(statistics.median(times))
    return statistics.median(medians), medians


def bench_legal(samples: int, runs: int) -> tuple[float, list[float]]:
    """legal_actions() timed with the cache cleared, on states from random games."""
    states = []
    rng = random.Random(5)
    for seed in range(20):
        s = new_game(4, seed, {"round_cap": 400})
        while not s.is_terminal() and len(states) < samples * (seed + 1) // 20:
            states.append(s.clone())
            acts = s.legal_actions()
            s.apply(acts[int(rng.random() * len(acts))])
    medians = []
    for _ in range(runs):
        times = []
        for s in states:
            s._legal = None
            t = time.process_time()
            s.legal_actions()
            times.append((time.process_time() - t) * 1e6)
        medians.append(statistics.median(times))
    return statistics.median(medians), medians


def bench_landing(runs: int) -> dict[str, float]:
    out = {}
    for ruleset in ("kraken_bay", "menedzher"):
        for policy in ("short", "long"):
            times = []
            for _ in range(runs):
                landing_table.cache_clear()
                t = time.process_time()
                landing_table(ruleset, policy)
                times.append(time.process_time() - t)
            out[f"{ruleset}/{policy}"] = statistics.median(times)
    return out


def fuzz(games: int, first_seed: int = FIRST_FUZZ_SEED) -> int:
    """N checked random games; returns the number that broke an invariant."""
    broken = 0
    t0 = time.process_time()
    for i in range(games):
        seed = first_seed + i
        ruleset = ("kraken_bay", "menedzher")[i % 2]
        players = 2 + i % 5
        rng = random.Random(seed)
        s = new_game(players, seed, {"ruleset": ruleset, "auctions": i % 3 != 0,
                                     "round_cap": 400})
        try:
            while not s.is_terminal():
                choices = s.legal_actions() + random_trade_actions(s, rng)
                action = rng.choice(choices)
                if not s.is_legal(action):
                    continue
                before = s.clone()
                events = s.apply(action)
                invariants.check(s)
                invariants.check_step(before, s, events)
        except Exception as exc:  # report and go on: the sweep lists every broken seed
            broken += 1
            print(f"  seed {seed} {ruleset} {players}p: {type(exc).__name__}: {exc}")
        if (i + 1) % 500 == 0:
            print(f"  {i + 1} games, {broken} broken, {time.process_time() - t0:.0f} s")
    return broken


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40, help="games per run")
    ap.add_argument("--runs", type=int, default=5, help="runs (the median of medians)")
    ap.add_argument("--fuzz", type=int, default=10_000, help="checked random games to play")
    ap.add_argument("--speed", type=int, default=1, help="0 = skip the speed figures")
    ap.add_argument("--first-seed", type=int, default=FIRST_FUZZ_SEED,
                    help="the fuzz sweep's first seed (to continue a sweep in parts)")
    args = ap.parse_args()
    if args.speed:
        speed(args)
    if args.fuzz:
        broken = fuzz(args.fuzz, args.first_seed)
        print(f"fuzz: {args.fuzz} games, {broken} broken")
        return 1 if broken else 0
    return 0


def speed(args) -> None:
    kb, kb_runs = _median_ms(lambda seed: random_game(seed), args.games, args.runs)
    print(f"Kraken Bay 4-player random game: median {kb:.1f} ms (runs {_fmt(kb_runs)}; "
          f"bar 20 ms)")
    m, m_runs = _median_ms(lambda seed: random_game(seed, "menedzher", 4, 60), args.games,
                           args.runs)
    print(f"Менеджер 4-player game, 60-minute limit: median {m:.1f} ms (runs {_fmt(m_runs)}; "
          f"bar 30 ms)")
    la, la_runs = bench_legal(2000, args.runs)
    print(f"legal_actions(): median {la:.1f} us (runs {_fmt(la_runs)}; bar 50 us)")
    for key, seconds in bench_landing(args.runs).items():
        print(f"landing table {key}: median {seconds * 1000:.0f} ms (bar 300 ms)")


def _fmt(values) -> str:
    return ", ".join(f"{v:.1f}" for v in values)


if __name__ == "__main__":
    sys.exit(main())
