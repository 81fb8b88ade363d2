"""Arena for Speedtycoon: seeded games between computer levels (tools/arena.py --game speedtycoon).

    .venv/bin/python tools/arena.py --game speedtycoon --lineup hard,normal --games 200

Seats rotate from game to game (game g puts lineup[(s + g) % n] on seat s); every game and every
decision is seeded and the levels get their iteration budgets without the app's time cap, so the
same command prints the same table on any machine except for the think times (CPU time of the
pool process: the load of the machine does not inflate them) and the wall time. `--type` picks
the game type (default tycoon: every module but Blitz). The table adds the win share by seat
(seat 0 is not always the start player: the rules draw the start player). `--first` and `--out`
split a long line over several runs; `--summarize` prints the table of their files.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from game.ai.budget import Budget
from game.speedtycoon.bot import LEVELS, choose_plan, level_budget
from game.speedtycoon.rules import new_game
from game.speedtycoon.rules.phases import LOBBY
from tools.arena import _lower_priority, percentile, summarize, wilson

MAX_PLANS = 20_000
ARENA_BUDGETS = {level: Budget(iterations=level_budget(level).iterations) for level in LEVELS}


def play_game(game_index: int, lineup: tuple[str, ...], base_seed: int, game_type: str) -> dict:
    players = len(lineup)
    levels = [lineup[(seat + game_index) % players] for seat in range(players)]
    seed = base_seed * 100_003 + game_index
    state = new_game(players, seed, {"game_type": game_type})
    start = state.start
    think: dict[str, list[float]] = {level: [] for level in levels}
    turns: dict[str, list[float]] = {level: [] for level in levels}
    plans = 0
    while not state.is_terminal():
        if plans >= MAX_PLANS:
            raise RuntimeError(f"game {game_index} did not end after {MAX_PLANS} plans")
        seat = state.current_player
        own_turn = state.phase != LOBBY
        started = time.process_time()
        decision = choose_plan(state, seat, levels[seat], ARENA_BUDGETS[levels[seat]],
                               seed=seed * 7919 + plans)
        took = time.process_time() - started
        think[levels[seat]].append(took)
        if own_turn:
            turns[levels[seat]].append(took)
        for action in decision.plan:
            state.apply(action)
        plans += 1
    return {"game": game_index, "levels": levels, "money": list(state.scores()),
            "winners": list(state.winners()),
            "decisions": plans, "think": think, "think_turns": turns, "start": start,
            "turns": state.turn_no}


def run(lineup: tuple[str, ...], games: int, seed: int, jobs: int,
        game_type: str, out: Path | None = None, first: int = 0) -> tuple[list[dict], float]:
    """Play games first .. first + games - 1; with `out`, append each game to that JSONL file
    as it ends (a run cut short keeps the games it reached, and a later run can go on from
    there with `first`)."""
    started = time.perf_counter()
    context = multiprocessing.get_context("spawn")
    results = []
    sink = out.open("a", encoding="utf-8") if out else None
    with ProcessPoolExecutor(jobs, mp_context=context, initializer=_lower_priority) as pool:
        for done, result in enumerate(
            pool.map(play_game, range(first, first + games), [lineup] * games, [seed] * games,
                     [game_type] * games), start=1
        ):
            results.append(result)
            if sink:
                sink.write(json.dumps(result) + "\n")
                sink.flush()
            if done % max(1, games // 10) == 0:
                print(f"  {done}/{games} games, {time.perf_counter() - started:.0f} s",
                      file=sys.stderr, flush=True)
    if sink:
        sink.close()
    return results, time.perf_counter() - started


def seat_shares(games: list[dict]) -> tuple[list[float], float]:
    """Win share by seat, and the start player's win share (balance, design §8)."""
    n = len(games[0]["levels"])
    by_seat = [0.0] * n
    start = 0.0
    for g in games:
        for w in g["winners"]:
            by_seat[w] += 1 / len(g["winners"])
            if w == g["start"]:
                start += 1 / len(g["winners"])
    return [v / len(games) for v in by_seat], start / len(games)


def print_table(lineup: tuple[str, ...], games: list[dict], wall: float, game_type: str) -> None:
    length = statistics.fmean(g["turns"] for g in games)
    print(f"speedtycoon {game_type}, lineup {','.join(lineup)}: {len(games)} games, "
          f"mean length {length:.1f} turns, wall time {wall:.0f} s")
    print("| level | seats | games | win rate | 95 % interval | mean points | "
          "think median | think p95 |")
    print("|---|---|---|---|---|---|---|---|")
    for row in summarize(games, lineup):
        print(f"| {row['level']} | {row['seats']} | {row['games']} | {100 * row['rate']:.1f} % "
              f"| {100 * row['low']:.1f}–{100 * row['high']:.1f} % | {row['money']:.1f} "
              f"| {row['think_median_ms']:.1f} ms | {row['think_p95_ms']:.1f} ms |")
    for level in dict.fromkeys(lineup):
        own = [t for g in games for t in g.get("think_turns", {}).get(level, [])]
        if own:
            print(f"{level}, own turns only (no Lobbyist windows): think median "
                  f"{1000 * statistics.median(own):.1f} ms, p95 "
                  f"{1000 * percentile(own, 0.95):.1f} ms, max {1000 * max(own):.1f} ms "
                  f"({len(own)} decisions)")
    shares, start = seat_shares(games)
    low, high = wilson(start * len(games), len(games))
    print("win share by seat: " + ", ".join(f"{100 * v:.1f} %" for v in shares)
          + f"; start player {100 * start:.1f} % ({100 * low:.1f}–{100 * high:.1f} %, "
          f"fair {100 / len(lineup):.1f} %)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="speedtycoon")
    parser.add_argument("--lineup", default="easy,random,random,random",
                        help=f"comma-separated levels, one per seat: {', '.join(LEVELS)}")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--type", default="tycoon", choices=("classic", "modern", "tycoon"))
    parser.add_argument("--first", type=int, default=0, help="index of the first game")
    parser.add_argument("--out", type=Path, help="append every game to this JSONL file")
    parser.add_argument("--summarize", type=Path, nargs="+",
                        help="print the table of games in these JSONL files and play none")
    args = parser.parse_args(argv)
    lineup = tuple(level.strip() for level in args.lineup.split(","))
    unknown = [level for level in lineup if level not in LEVELS]
    if unknown or not 2 <= len(lineup) <= 6:
        parser.error(f"lineup needs 2-6 seats from {', '.join(LEVELS)}; got {args.lineup!r}")
    if args.summarize:
        games = [json.loads(line) for path in args.summarize
                 for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        print_table(lineup, games, 0.0, args.type)
        return 0
    if args.games < 1 or args.jobs < 1 or args.first < 0:
        parser.error("--games and --jobs must be at least 1, --first at least 0")
    games, wall = run(lineup, args.games, args.seed, args.jobs, args.type, args.out, args.first)
    print_table(lineup, games, wall, args.type)
    return 0

