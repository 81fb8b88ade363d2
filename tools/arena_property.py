"""Arena for the property games: seeded 4-seat games between computer levels.

    nice -n 10 .venv/bin/python tools/arena_property.py --ruleset kraken_bay \
        --hero easy --field random --games 200 --jobs 2 --out /tmp/easy.jsonl

One hero against three of the field level; the hero's seat rotates (game g puts it on seat
g % 4). Every game and decision is seeded and levels get iteration budgets (no time cap), so
the same command prints the same win rate on any machine; only think times vary. Think time
is the process's CPU time per decision, so a busy shared machine does not inflate it. Games stop at
the harness round cap (D56, default 40 rounds): the richest seat wins (D57), a shared win
counts as a fraction. The interval is the 95 % Wilson score interval (tools/arena.py).

``--jobs N`` plays games in N niced processes. ``--out`` appends one JSON line per finished
game as it comes, so a line cut at a deadline is an honest sample of the games it holds;
``--summary FILE`` prints the figures of such a file without playing; ``--resume`` skips the
games whose seed the ``--out`` file already holds (a cut run goes on where it stopped).
``--style level:k=v`` changes a knob of a level's `Style` for a probe (e.g.
``hard:partner=strict``).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import fields, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.budget import Budget  # noqa: E402
from game.property.bot import levels as bot_levels  # noqa: E402
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
        started = time.process_time()
        reply = choose(s, seat, levels[seat], budget, seed * 100003 + k)
        a, iterations = reply.action, reply.iterations
        elapsed = time.process_time() - started
        think[levels[seat]].append(elapsed)
        if iterations:                  # Hard's close calls, where the rollouts run
            think.setdefault(levels[seat] + " (rollouts)", []).append(elapsed)
        s.apply(a)
        k += 1
    return (s.returns() if s.is_terminal() else [0.0] * len(levels)), think, s.round


def _parse_styles(specs: list[str]) -> dict[str, dict]:
    """``level:knob=value`` → {level: {knob: value}}, values read as JSON (True → true)."""
    out: dict[str, dict] = {}
    for spec in specs:
        level, _, pair = spec.partition(":")
        knob, _, raw = pair.partition("=")
        names = {f.name: f.type for f in fields(bot_levels.STYLES[level])}
        if knob not in names:
            raise SystemExit(f"no knob {knob!r} in Style; knobs: {', '.join(names)}")
        text = {"True": "true", "False": "false"}.get(raw, raw)
        try:
            out.setdefault(level, {})[knob] = json.loads(text)
        except json.JSONDecodeError:
            out.setdefault(level, {})[knob] = raw
    return out


def _setup(styles: dict[str, dict]) -> None:
    """A worker's start: lower priority, the probe's style knobs."""
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(NICENESS)
    for level, knobs in styles.items():
        bot_levels.STYLES[level] = replace(bot_levels.STYLES[level], **knobs)


def _game(ruleset: str, hero_level: str, field: str, g: int, seed: int, rounds: int,
          hard_iterations: int) -> dict:
    levels = [field] * 4
    hero = g % 4
    levels[hero] = hero_level
    started = time.process_time()
    result, times, last = play(ruleset, levels, seed, rounds, hard_iterations)
    return {"game": g, "seed": seed, "hero_seat": hero, "win": result[hero],
            "returns": result, "rounds": last, "cpu_s": round(time.process_time() - started, 3),
            "think_ms": {lv: [round(1000 * t, 3) for t in ts] for lv, ts in times.items()}}


def summary(title: str, games: list[dict]) -> None:
    n = len(games)
    wins = sum(g["win"] for g in games)
    low, high = wilson(wins, n)
    print(f"{title}, {n} games (median game {statistics.median(g['rounds'] for g in games):.0f}"
          f" rounds, {statistics.median(g['cpu_s'] for g in games):.2f} s CPU)")
    print(f"  win rate {wins / n:.1%}  95 % interval {low:.1%}..{high:.1%}")
    think: dict[str, list[float]] = {}
    for g in games:
        for lv, ts in g["think_ms"].items():
            think.setdefault(lv, []).extend(ts)
    for lv, ts in think.items():
        if ts:
            print(f"  think {lv}: median {statistics.median(ts):.2f} ms, "
                  f"p95 {percentile(ts, 0.95):.2f} ms, max {max(ts):.1f} ms "
                  f"({len(ts)} decisions)")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ruleset", choices=("kraken_bay", "menedzher"), default="kraken_bay")
    ap.add_argument("--hero", choices=LEVELS, default="easy")
    ap.add_argument("--field", choices=LEVELS, default="random")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--rounds", type=int, default=40)
    ap.add_argument("--hard-iterations", type=int, default=24)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--out", type=Path, help="append one JSON line per finished game")
    ap.add_argument("--style", action="append", default=[], metavar="LEVEL:KNOB=VALUE")
    ap.add_argument("--summary", type=Path, help="print the figures of an --out file")
    ap.add_argument("--resume", action="store_true", help="skip the seeds --out holds")
    args = ap.parse_args(argv)
    if args.summary:
        games = [json.loads(line) for line in args.summary.read_text().splitlines() if line]
        summary(str(args.summary), games)
        return 0
    styles = _parse_styles(args.style)
    title = (f"{args.ruleset}: {args.hero} vs 3 {args.field}, seeds {args.seed}.."
             f"{args.seed + args.games - 1}, cap {args.rounds} rounds"
             + (f", style {' '.join(args.style)}" if args.style else ""))
    started = time.perf_counter()
    games: list[dict] = []
    if args.resume and args.out and args.out.exists():
        games = [json.loads(line) for line in args.out.read_text().splitlines() if line]
    done = {g["seed"] for g in games}
    out = args.out.open("a") if args.out else None
    with ProcessPoolExecutor(max(1, args.jobs), initializer=_setup, initargs=(styles,)) as pool:
        jobs = [pool.submit(_game, args.ruleset, args.hero, args.field, g, args.seed + g,
                            args.rounds, args.hard_iterations) for g in range(args.games)
                if args.seed + g not in done]
        for job in as_completed(jobs):
            game = job.result()
            games.append(game)
            if out:
                out.write(json.dumps(game) + "\n")
                out.flush()
    if out:
        out.close()
    summary(title, sorted(games, key=lambda g: g["game"]))
    print(f"  wall {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
