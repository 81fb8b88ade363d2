"""Arena: seeded Tycoon games between computer levels, to measure how strong each level is.

    .venv/bin/python tools/arena.py --lineup easy,random,random,random --games 200
    .venv/bin/python tools/arena.py --lineup hard,greedy,greedy,greedy --games 200 --out g.jsonl

`greedy` is the arena's own baseline (`greedy_plan`), not a level of the game. Every decision
is also checked for the wasted loans of issue 15 (`silly_moves`); the table counts them.

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
import json
import math
import multiprocessing
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.budget import Budget  # noqa: E402
from game.tycoon.bot import LEVELS, choose_plan, level_budget  # noqa: E402
from game.tycoon.bot.evaluator import incomes, loan_balances  # noqa: E402
from game.tycoon.bot.heuristic import BUILD_PLANS, try_plan  # noqa: E402
from game.tycoon.bot.plans import EXTEND_PLAN, LOAN_PLAN, TurnPlan, turn_plans  # noqa: E402
from game.tycoon.rules import new_game  # noqa: E402
from game.tycoon.rules.board import LOAN_DUE, SESSIONS  # noqa: E402

POOL_NICENESS = 10
MAX_DECISIONS = 5000
#: The app's iteration counts without its time cap, so a busy machine cannot change a result.
ARENA_BUDGETS = {level: Budget(iterations=level_budget(level).iterations) for level in LEVELS}
#: Seats the arena plays itself, as a yardstick the levels never saw (see `greedy_plan`).
BASELINES = ("greedy",)
PLAYERS = LEVELS + BASELINES
#: "In hand" thresholds of the silly moves (issue 15).
RICH_CASH = 30
KEEP_AFTER_REPAY = 10


def one_payday_value(state, seat, plan) -> float | None:
    """Cash − debt + the income of this payday after `plan` (None if a rule refuses it): what
    a plan is worth when nothing after the next payday counts."""
    tried = try_plan(state, plan)
    if tried is None:
        return None
    after = tried[0]
    if after.is_terminal():
        return after.final_money()[seat]
    return after.money[seat] - loan_balances(after)[seat] + incomes(after)[seat]


def greedy_plan(state, seat):
    """The plain one-turn greedy baseline: of every plan reachable in at most two flights (the
    same plan list the levels start from), the one with the best `one_payday_value`. No later
    paydays, no value for cash, no search, no rivals."""
    best, best_value = None, None
    for plan in turn_plans(state):
        value = one_payday_value(state, seat, plan)
        if value is not None and (best_value is None or value > best_value):
            best, best_value = plan, value
    return best


def silly_moves(state, seat, plan) -> list[str]:
    """The wasted loans of issue 15 that `plan` would make from `state` (before it). A loan is
    only counted when a build is open that is worth at least as much by `one_payday_value`
    (so the loan is not the cheapest way to end the turn):
    - final_loan: in the last session, where a loan can only cost interest;
    - rich_loan: with RICH_CASH or more in hand;
    - stacked_loan: a third card or more with KEEP_AFTER_REPAY or more in hand;
    and needless_extend: extending a card it could repay and still keep KEEP_AFTER_REPAY."""
    if plan.kind == EXTEND_PLAN:
        due = LOAN_DUE[plan.amount][state.loan_ext[plan.amount]]
        return ["needless_extend"] if state.money[seat] >= due + KEEP_AFTER_REPAY else []
    if plan.kind != LOAN_PLAN:
        return []
    loan_value = one_payday_value(state, seat, plan)
    builds = (one_payday_value(state, seat, p) for p in turn_plans(state)
              if p.kind in BUILD_PLANS)
    if not any(value is not None and value >= loan_value for value in builds):
        return []
    found = []
    if state.session == SESSIONS:
        found.append("final_loan")
    if state.money[seat] >= RICH_CASH:
        found.append("rich_loan")
    cards = sum(1 for owner in state.loan_owner if owner == seat)
    if cards >= 2 and state.money[seat] >= KEEP_AFTER_REPAY:
        found.append("stacked_loan")
    return found


def play_game(game_index: int, lineup: tuple[str, ...], base_seed: int,
              budgets: dict[str, Budget] | None = None) -> dict:
    """One whole game; returns what the table needs, nothing else (cheap to send back).
    `budgets` replaces ARENA_BUDGETS (tests use small ones)."""
    budgets = budgets or ARENA_BUDGETS
    players = len(lineup)
    levels = [lineup[(seat + game_index) % players] for seat in range(players)]
    seed = base_seed * 100_003 + game_index
    state = new_game(players, seed, {})
    think: dict[str, list[float]] = {level: [] for level in levels}
    silly: dict[str, dict[str, int]] = {level: {} for level in levels}
    decisions = 0
    while not state.is_terminal():
        if decisions >= MAX_DECISIONS:
            raise RuntimeError(f"game {game_index} did not end after {MAX_DECISIONS} decisions")
        seat = state.current_player
        level = levels[seat]
        started = time.perf_counter()
        if level == "greedy":
            plan = greedy_plan(state, seat)
        else:
            decision = choose_plan(state, seat, level, budgets[level],
                                   seed=seed * 7919 + decisions)
            plan = next((p for p in turn_plans(state) if p.actions == decision.plan),
                        TurnPlan(decision.plan, "other"))
        think[level].append(time.perf_counter() - started)
        for kind in silly_moves(state, seat, plan):
            silly[level][kind] = silly[level].get(kind, 0) + 1
        for action in plan.actions:
            state.apply(action)
        decisions += 1
    return {
        "index": game_index,
        "levels": levels,
        "money": list(state.final_money()),
        "winners": list(state.winners()),
        "decisions": decisions,
        "think": think,
        "silly": silly,
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
        silly: dict[str, int] = {}
        for game in games:
            for kind, count in game.get("silly", {}).get(level, {}).items():
                silly[kind] = silly.get(kind, 0) + count
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
            "silly": silly,
        })
    return rows


def _lower_priority() -> None:
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(POOL_NICENESS)


def run(lineup: tuple[str, ...], games: int, seed: int, jobs: int,
        out: Path | None = None, first: int = 0) -> tuple[list[dict], float]:
    """Play games first .. first + games - 1; with `out`, every finished game is appended to it
    as one JSON line at once, so a run cut short still leaves an honest (smaller) sample, and
    runs of consecutive game ranges add up to one sample."""
    started = time.perf_counter()
    context = multiprocessing.get_context("spawn")
    results = []
    with ProcessPoolExecutor(jobs, mp_context=context, initializer=_lower_priority) as pool:
        futures = [pool.submit(play_game, g, lineup, seed) for g in range(first, first + games)]
        for done, future in enumerate(as_completed(futures), start=1):
            result = future.result()
            results.append(result)
            if out is not None:
                with out.open("a", encoding="utf-8") as file:
                    file.write(json.dumps(result) + "\n")
            if done % max(1, games // 10) == 0:
                print(f"  {done}/{games} games, {time.perf_counter() - started:.0f} s",
                      file=sys.stderr, flush=True)
    results.sort(key=lambda game: game["index"])
    return results, time.perf_counter() - started


def consecutive(games) -> list[dict]:
    """Games 0, 1, 2, ... up to the first one missing: a run cut short leaves the games that
    were still being played out, and the long ones finish last, so only an unbroken prefix is
    a fair sample."""
    by_index = {game["index"]: game for game in games}
    out = []
    while len(out) in by_index:
        out.append(by_index[len(out)])
    return out


def print_table(lineup: tuple[str, ...], games: list[dict], wall: float) -> None:
    length = statistics.fmean(g["decisions"] for g in games)
    print(f"lineup {','.join(lineup)}: {len(games)} games, mean length {length:.1f} decisions, "
          f"wall time {wall:.0f} s")
    print("| level | seats | games | win rate | 95 % interval | mean final money | "
          "think median | think p95 | silly moves |")
    print("|---|---|---|---|---|---|---|---|---|")
    for row in summarize(games, lineup):
        silly = ", ".join(f"{k} {v}" for k, v in sorted(row["silly"].items())) or "none"
        print(f"| {row['level']} | {row['seats']} | {row['games']} | {100 * row['rate']:.1f} % "
              f"| {100 * row['low']:.1f}–{100 * row['high']:.1f} % | {row['money']:.1f} "
              f"| {row['think_median_ms']:.1f} ms | {row['think_p95_ms']:.1f} ms | {silly} |")


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
    parser.add_argument("--first", type=int, default=0, help="index of the first game")
    parser.add_argument("--out", type=Path, help="append each finished game to this JSONL file")
    parser.add_argument("--summarize", type=Path,
                        help="only print the table of the games in this JSONL file")
    args = parser.parse_args(argv)
    lineup = tuple(level.strip() for level in args.lineup.split(","))
    unknown = [level for level in lineup if level not in PLAYERS]
    if unknown or not 2 <= len(lineup) <= 4:
        parser.error(f"lineup needs 2-4 seats from {', '.join(PLAYERS)}; got {args.lineup!r}")
    if args.games < 1 or args.jobs < 1:
        parser.error("--games and --jobs must be at least 1")
    if args.summarize:
        lines = args.summarize.read_text(encoding="utf-8").splitlines()
        print_table(lineup, consecutive(json.loads(line) for line in lines), 0.0)
        return 0
    games, wall = run(lineup, args.games, args.seed, args.jobs, args.out, args.first)
    print_table(lineup, games, wall)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
