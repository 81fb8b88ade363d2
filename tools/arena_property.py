"""Arena for the property games: seeded 4-seat games between computer levels.

    nice -n 10 .venv/bin/python tools/arena_property.py --ruleset kraken_bay \
        --hero easy --field random --games 200

One hero against three of the field level; the hero's seat rotates (game g puts it on seat
g % 4). Every game and decision is seeded and levels get iteration budgets (no time cap), so
the same command prints the same win rate on any machine; only think times vary. Games stop at
the harness round cap (D56, default 40 rounds): the richest seat wins (D57), a shared win
counts as a fraction. The interval is the 95 % Wilson score interval (tools/arena.py).
Runs in this one process at a lower priority: the machine is shared.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.budget import Budget  # noqa: E402
from game.property.bot.levels import LEVELS, choose  # noqa: E402
from game.property.rules import new_game  # noqa: E402
from tools.arena import percentile, wilson  # noqa: E402

NICENESS = 10
MAX_DECISIONS = 20000


def play(ruleset: str, levels: list[str], seed: int, rounds: int, hard_iterations: int):
    s = new_game(len(levels), seed, {"ruleset": ruleset, "round_cap": rounds})
    think: dict[str, list[float]] = {lv: [] for lv in levels}
    budget = Budget(iterations=hard_iterations)
    k = 0
    while not s.is_terminal() and k < MAX_DECISIONS:
        seat = s.current_player
        started = time.perf_counter()
        a, _, iterations = choose(s, seat, levels[seat], budget, seed * 100003 + k)
        elapsed = time.perf_counter() - started
        think[levels[seat]].append(elapsed)
        if iterations:                  # Hard's close calls, where the rollouts run
            think.setdefault(levels[seat] + " (rollouts)", []).append(elapsed)
        s.apply(a)
        k += 1
    return (s.returns() if s.is_terminal() else [0.0] * len(levels)), think, s.round


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ruleset", choices=("kraken_bay", "menedzher"), default="kraken_bay")
    ap.add_argument("--hero", choices=LEVELS, default="easy")
    ap.add_argument("--field", choices=LEVELS, default="random")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--rounds", type=int, default=40)
    ap.add_argument("--hard-iterations", type=int, default=24)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(NICENESS)
    wins = 0.0
    think: dict[str, list[float]] = {}
    rounds = []
    started = time.perf_counter()
    for g in range(args.games):
        levels = [args.field] * 4
        hero = g % 4
        levels[hero] = args.hero
        result, times, last = play(args.ruleset, levels, args.seed + g, args.rounds,
                                   args.hard_iterations)
        wins += result[hero]
        rounds.append(last)
        for lv, ts in times.items():
            think.setdefault(lv, []).extend(ts)
    low, high = wilson(wins, args.games)
    print(f"{args.ruleset}: {args.hero} vs 3 {args.field}, {args.games} games, "
          f"cap {args.rounds} rounds (median game {statistics.median(rounds):.0f} rounds)")
    print(f"  win rate {wins / args.games:.1%}  95 % interval {low:.1%}..{high:.1%}")
    for lv, ts in think.items():
        if ts:
            print(f"  think {lv}: median {1000 * statistics.median(ts):.2f} ms, "
                  f"p95 {1000 * percentile(ts, 0.95):.2f} ms, max {1000 * max(ts):.1f} ms "
                  f"({len(ts)} decisions)")
    print(f"  wall {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
