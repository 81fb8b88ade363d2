"""Arena: seeded Tycoon games between computer levels, to measure how strong each level is.

    .venv/bin/python tools/arena.py --lineup easy,random,random,random --games 200

Seats rotate from game to game (game g puts lineup[(s + g) % n] on seat s), every game and every
decision is seeded and the levels get their iteration budgets without the app's time cap, so the
same command prints the same table on any machine except for the think times and the wall time.
Games run in a process pool (both cores by default) at a lower priority so the machine stays
usable.

Win rate counts a shared win as a fraction (two winners: half a win each). The interval is the
95 % Wilson score interval. Think time is measured per decision (one plan: buy, fly, build), on
this machine, inside one pool process.
"""

from __future__ import annotations

import argparse
import contextlib
import math
import multiprocessing
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.budget import Budget  # noqa: E402
from game.tycoon.bot import LEVELS, choose_plan, level_budget  # noqa: E402
from game.tycoon.rules import new_game  # noqa: E402

POOL_NICENESS = 10
MAX_DECISIONS = 5000
#: The app's iteration counts without its time cap, so a busy machine cannot change a result.
ARENA_BUDGETS = {level: Budget(iterations=level_budget(level).iterations) for level in LEVELS}


def play_game(game_index: int, lineup: tuple[str, ...], base_seed: int) -> dict:
    """One whole game; returns what the table needs, nothing else (cheap to send back)."""
    players = len(lineup)
    levels = [lineup[(seat + game_index) % players] for seat in range(players)]
    seed = base_seed * 100_003 + game_index
    state = new_game(players, seed, {})
    think: dict[str, list[float]] = {level: [] for level in levels}
    decisions = 0
    while not state.is_terminal():
        if decisions >= MAX_DECISIONS:
            raise RuntimeError(f"game {game_index} did not end after {MAX_DECISIONS} decisions")
        seat = state.current_player
        started = time.perf_counter()
        decision = choose_plan(state, seat, levels[seat], ARENA_BUDGETS[levels[seat]],
                               seed=seed * 7919 + decisions)
        think[levels[seat]].append(time.perf_counter() - started)
        for action in decision.plan:
            state.apply(action)
        decisions += 1
    return {
        "levels": levels,
        "money": list(state.final_money()),
        "winners": list(state.winners()),
        "decisions": decisions,
        "think": think,
    }


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def summarize(games: list[dict], lineup: tuple[str, ...]) -> list[dict]:
    rows = []
    for level in dict.fromkeys(lineup):
        wins = 0.0
        money: list[int] = []
        think: list[float] = []
        for game in games:
            seats = [s for s, lvl in enumerate(game["levels"]) if lvl == level]
            wins += sum(1 for s in seats if s in game["winners"]) / len(game["winners"])
            money.extend(game["money"][s] for s in seats)
            think.extend(game["think"][level])
        low, high = wilson(wins, len(games))
        rows.append({
            "level": level, "seats": lineup.count(level), "games": len(games), "wins": wins,
            "rate": wins / len(games), "low": low, "high": high,
            "money": statistics.fmean(money),
            "think_median_ms": 1000 * statistics.median(think) if think else 0.0,
            "think_p95_ms": 1000 * percentile(think, 0.95) if think else 0.0,
        })
    return rows


def _lower_priority() -> None:
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(POOL_NICENESS)


def run(lineup: tuple[str, ...], games: int, seed: int, jobs: int) -> tuple[list[dict], float]:
    started = time.perf_counter()
    context = multiprocessing.get_context("spawn")
    results = []
    with ProcessPoolExecutor(jobs, mp_context=context, initializer=_lower_priority) as pool:
        for done, result in enumerate(
            pool.map(play_game, range(games), [lineup] * games, [seed] * games), start=1
        ):
            results.append(result)
            if done % max(1, games // 10) == 0:
                print(f"  {done}/{games} games, {time.perf_counter() - started:.0f} s",
                      file=sys.stderr, flush=True)
    return results, time.perf_counter() - started


def print_table(lineup: tuple[str, ...], games: list[dict], wall: float) -> None:
    length = statistics.fmean(g["decisions"] for g in games)
    print(f"lineup {','.join(lineup)}: {len(games)} games, mean length {length:.1f} decisions, "
          f"wall time {wall:.0f} s")
    print("| level | seats | games | win rate | 95 % interval | mean final money | "
          "think median | think p95 |")
    print("|---|---|---|---|---|---|---|---|")
    for row in summarize(games, lineup):
        print(f"| {row['level']} | {row['seats']} | {row['games']} | {100 * row['rate']:.1f} % "
              f"| {100 * row['low']:.1f}–{100 * row['high']:.1f} % | {row['money']:.1f} "
              f"| {row['think_median_ms']:.1f} ms | {row['think_p95_ms']:.1f} ms |")


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:2] == ["--game", "speedtycoon"]:  # Speedtycoon's lines: tools/arena_speedtycoon.py
        from tools.arena_speedtycoon import main as speedtycoon_main
        return speedtycoon_main(argv)
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lineup", default="easy,random,random,random",
                        help=f"comma-separated levels, one per seat: {', '.join(LEVELS)}")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    args = parser.parse_args(argv)
    lineup = tuple(level.strip() for level in args.lineup.split(","))
    unknown = [level for level in lineup if level not in LEVELS]
    if unknown or not 2 <= len(lineup) <= 4:
        parser.error(f"lineup needs 2-4 seats from {', '.join(LEVELS)}; got {args.lineup!r}")
    if args.games < 1 or args.jobs < 1:
        parser.error("--games and --jobs must be at least 1")
    games, wall = run(lineup, args.games, args.seed, args.jobs)
    print_table(lineup, games, wall)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
