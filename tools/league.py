"""The league: every computer level of a game against three copies of each plain strategy bot.

    make league GAME=tycoon                         # 200 games a pair, seeds 1001-1200
    nice -n 10 .venv/bin/python tools/league.py --game kraken_bay --levels hard \
        --against set_trader,builder --games 50 --seed 1 --out /tmp/kb.jsonl
    .venv/bin/python tools/league.py --game tycoon --summary build/league/tycoon.jsonl

Why a league: a level tuned against bots we wrote to lose proves nothing (Tycoon Normal won 53 %
against our own greedy bot and 4 % against an outside one that simply borrows first). A game's
league is a module `tools/league/<name>.py` of short, plain strategy bots written from the rules,
each playing one idea hard; it is frozen (never tuned to lose, members only added). A level is
judged by its **minimum over the league**, not its average.

What a league module holds (this runner knows no game):
- `GAMES`: the entry ids it serves (the property module serves both rulesets);
- `MEMBERS`: name -> policy `(state, seat, rng) -> action`, one action at a time, from the
  rules contract only (`legal_actions`, `is_legal`, `apply` on a clone; public fields);
- optionally `OPTIONS` (id -> new_game options, e.g. a round cap), `MAX_DECISIONS`, and
  `record(state, seat) -> dict` of numbers about the level's seat at the end (the runner prints
  their means per pair: e.g. how often the level went bankrupt first).

The levels are played as the app plays them: through the entry's decider (the worker's entry
point, snapshot in, action text out), with the entry's iteration budget and no time cap, so a
busy machine cannot change a result. An opponent is a league member or a level name (`random`,
`easy`, `normal`, `hard`: "Hard vs 3 Normal" is a line like any other).

Game g of a pair is seeded `seed + g` and puts the level on seat g % players; the decisions are
seeded from the game's seed, so the same command gives the same games on any machine. Each
finished game is appended to the JSON-lines file at once, and a run skips the games the file
already holds (resumable; lines of other commits are not mixed in silently: the summary names
every commit it read). Win share counts a shared win as a fraction; intervals are 95 % Wilson.
Think time is the CPU time of the level's decisions inside its pool process.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import importlib.util
import json
import math
import multiprocessing
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path
from random import Random
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.ai.budget import Budget, never_cancelled  # noqa: E402
from game.ai.reply import Reply  # noqa: E402
from game.core.named import resolve  # noqa: E402
from game.games import GAMES, game_entry  # noqa: E402

LEAGUE_DIR = ROOT / "tools" / "league"
NICENESS = 10
DEFAULT_MAX_DECISIONS = 20_000
LEVEL_OPPONENTS = ("random", "easy", "normal", "hard")


@functools.cache
def league_modules(folder: Path = LEAGUE_DIR) -> tuple[ModuleType, ...]:
    """Every league module in `folder` (tools/league/*.py; loaded by path, since
    `tools/league.py` itself takes the import name `tools.league`)."""
    modules = []
    for path in sorted(folder.glob("*.py")):
        spec = importlib.util.spec_from_file_location(f"league_{path.stem}", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        modules.append(module)
    return tuple(modules)


def league_module(game_id: str, folder: Path = LEAGUE_DIR) -> ModuleType:
    """The league module whose `GAMES` names `game_id`."""
    for module in league_modules(folder):
        if game_id in getattr(module, "GAMES", ()):
            return module
    raise LookupError(f"no league for {game_id!r} in {folder}")


@dataclass(frozen=True)
class Pairing:
    """One line of the matrix: `level` on one seat, `players - 1` copies of `opponent`."""

    game: str
    level: str
    opponent: str
    players: int = 4
    folder: Path = LEAGUE_DIR

    def key(self, seed: int) -> tuple[str, str, str, int, int]:
        return (self.game, self.level, self.opponent, self.players, seed)


def level_player(game_id: str, level: str) -> Callable[[Any, int, int], Any]:
    """A level as the app plays it: the entry's decider on the state's snapshot, with the
    level's iteration budget and no time limit."""
    entry = game_entry(game_id)
    decide = resolve(entry.decider)
    parse = entry.rules().parse_action
    iterations = entry.budget(level).iterations if level in entry.levels else 1
    budget = Budget(iterations=iterations or 1).to_dict()

    def play(state: Any, seat: int, seed: int) -> Any:
        reply = Reply.from_wire(decide(state.to_dict(), seat, level, budget, seed,
                                       never_cancelled))
        return parse(reply.action)

    return play


def play_game(pairing: Pairing, seed: int,
              watch: Callable[[Any, int, Any, list], None] | None = None) -> dict:
    """One whole game of `pairing` with game seed `seed`; what the table needs, nothing more.
    `watch(state, seat, action, events)`, if given, sees every step after it is applied (a
    trace of one game, e.g. tools/property_trace.py); it must not change the state."""
    league = league_module(pairing.game, pairing.folder)
    entry = game_entry(pairing.game)
    options = dict(getattr(league, "OPTIONS", {}).get(pairing.game, {}))
    limit = getattr(league, "MAX_DECISIONS", DEFAULT_MAX_DECISIONS)
    hero = seed % pairing.players
    level = level_player(pairing.game, pairing.level)
    if pairing.opponent in league.MEMBERS:
        member = league.MEMBERS[pairing.opponent]
        rngs = {seat: Random(seed * 1_000_003 + seat) for seat in range(pairing.players)}

        def opponent(state: Any, seat: int, _decision_seed: int) -> Any:
            return member(state, seat, rngs[seat])
    else:
        opponent = level_player(pairing.game, pairing.opponent)
    state = entry.new_game(pairing.players, seed, options)
    think: list[float] = []
    started = time.process_time()
    decisions = 0
    while not state.is_terminal() and decisions < limit:
        seat = state.current_player
        decision_seed = seed * 7919 + decisions
        if seat == hero:
            tick = time.process_time()
            action = level(state, seat, decision_seed)
            think.append(time.process_time() - tick)
        else:
            action = opponent(state, seat, decision_seed)
        events = state.apply(action)  # an illegal choice raises: members play by the rules
        if watch is not None:
            watch(state, seat, action, events)
        decisions += 1
    finished = state.is_terminal()
    returns = [float(r) for r in state.returns()] if finished else [0.0] * pairing.players
    record = getattr(league, "record", None)
    return {
        "game": pairing.game, "level": pairing.level, "opponent": pairing.opponent,
        "players": pairing.players, "seed": seed, "seat": hero, "finished": finished,
        "share": returns[hero], "returns": returns, "decisions": decisions,
        "cpu_s": round(time.process_time() - started, 3),
        "think_ms": [round(1000 * t, 2) for t in think],
        "extra": record(state, hero) if record and finished else {},
    }


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval of a rate (shared wins count as fractions)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def read_lines(path: Path) -> list[dict]:
    if not path.exists():
        return []
    games = []
    for line in path.read_text(encoding="utf-8").splitlines():
        with contextlib.suppress(json.JSONDecodeError):  # a line cut by a kill is skipped
            games.append(json.loads(line))
    return games


def _commit() -> str:
    with contextlib.suppress(OSError, subprocess.SubprocessError):
        out = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"],
                             capture_output=True, text=True, timeout=10)
        dirty = subprocess.run(["git", "-C", str(ROOT), "status", "--porcelain", "game"],
                               capture_output=True, text=True, timeout=10).stdout.strip()
        return out.stdout.strip() + ("+dirty" if dirty else "")
    return "unknown"


def _lower_priority() -> None:
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(NICENESS)


def run(pairings: list[Pairing], seeds: Iterable[int], jobs: int, out: Path) -> None:
    """Play every (pairing, seed) the file does not hold yet, appending each game at once.

    Seed by seed across the pairings, so a run stopped early leaves every pair with about the
    same number of games rather than some pairs whole and others empty."""
    done = {(g["game"], g["level"], g["opponent"], g["players"], g["seed"])
            for g in read_lines(out)}
    todo = [(p, s) for s in seeds for p in pairings if p.key(s) not in done]
    if not todo:
        return
    out.parent.mkdir(parents=True, exist_ok=True)
    if out.exists() and not out.read_bytes().endswith(b"\n") and out.stat().st_size:
        with out.open("a", encoding="utf-8") as file:  # a line cut by a kill stays alone
            file.write("\n")
    commit = _commit()
    started = time.perf_counter()
    step = max(1, len(todo) // 20)
    for count, game in enumerate(_played(todo, jobs), start=1):
        game["commit"] = commit
        with out.open("a", encoding="utf-8") as file:
            file.write(json.dumps(game) + "\n")
        if count % step == 0 or count == len(todo):
            print(f"  {count}/{len(todo)} games, {time.perf_counter() - started:.0f} s",
                  file=sys.stderr, flush=True)


def _played(todo: list[tuple[Pairing, int]], jobs: int) -> Iterable[dict]:
    """The games as they finish: in this process with one job (no start-up cost; run the
    command under `nice`), else in a pool of niced processes."""
    if jobs == 1:
        yield from (play_game(p, s) for p, s in todo)
        return
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(jobs, mp_context=context, initializer=_lower_priority) as pool:
        futures = [pool.submit(play_game, p, s) for p, s in todo]
        yield from (future.result() for future in as_completed(futures))


@dataclass
class Cell:
    games: int
    share: float
    low: float
    high: float
    unfinished: int
    extra: dict[str, float]


def cell(games: list[dict]) -> Cell:
    wins = sum(g["share"] for g in games)
    low, high = wilson(wins, len(games))
    keys = sorted({k for g in games for k, v in g["extra"].items() if isinstance(v, int | float)})
    extra = {k: statistics.fmean(float(g["extra"].get(k, 0)) for g in games) for k in keys}
    return Cell(len(games), wins / len(games), low, high,
                sum(1 for g in games if not g["finished"]), extra)


def matrix(games: list[dict], pairings: list[Pairing], seeds: set[int],
           members: tuple[str, ...]) -> str:
    """The matrix as Markdown: level x opponent -> win share [95 % interval] (games), each
    level's minimum over the league members, its think times, and the records' means."""
    chosen = {p.key(s) for p in pairings for s in seeds}
    picked = [g for g in games
              if (g["game"], g["level"], g["opponent"], g["players"], g["seed"]) in chosen]
    levels = list(dict.fromkeys(p.level for p in pairings))
    opponents = list(dict.fromkeys(p.opponent for p in pairings))
    by_pair: dict[tuple[str, str], list[dict]] = {}
    for g in picked:
        by_pair.setdefault((g["level"], g["opponent"]), []).append(g)
    commits = sorted({g.get("commit", "?") for g in picked})
    seats = pairings[0].players if pairings else 0
    lines = [f"{pairings[0].game if pairings else '?'}: {len(picked)} games, {seats} seats, "
             f"seeds {min(seeds)}-{max(seeds)}, commits {', '.join(commits) or '-'}", "",
             "| level | " + " | ".join(opponents) + " | min over league | think median / p95 |",
             "|---|" + "---|" * (len(opponents) + 2)]
    extras: list[str] = []
    for level in levels:
        row, league_cells, think = [], [], []
        for opponent in opponents:
            games_here = by_pair.get((level, opponent), [])
            if not games_here:
                row.append("–")
                continue
            c = cell(games_here)
            think.extend(t for g in games_here for t in g["think_ms"])
            mark = f", {c.unfinished} unfinished" if c.unfinished else ""
            row.append(f"{100 * c.share:.1f} % [{100 * c.low:.0f}–{100 * c.high:.0f}] "
                       f"({c.games}{mark})")
            if opponent in members:
                league_cells.append((c.share, opponent, c))
            if c.extra:
                extras.append(f"- {level} vs 3 {opponent}: " + ", ".join(
                    f"{k} {v:.3g}" for k, v in c.extra.items()))
        if league_cells:
            share, who, c = min(league_cells, key=lambda item: item[0])
            low_text = f"**{100 * share:.1f} %** ({who}, [{100 * c.low:.0f}–{100 * c.high:.0f}])"
        else:
            low_text = "–"
        times = (f"{statistics.median(think):.1f} / {percentile(think, 0.95):.1f} ms"
                 if think else "–")
        lines.append(f"| {level} | " + " | ".join(row) + f" | {low_text} | {times} |")
    if extras:
        lines += ["", "Means of the league's records for the level's seat:", *extras]
    return "\n".join(lines)


def _names(text: str | None, default: Iterable[str]) -> list[str]:
    return [n.strip() for n in text.split(",") if n.strip()] if text else list(default)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", required=True, help=f"one of {', '.join(GAMES)}")
    parser.add_argument("--levels", help="comma-separated levels (default: the entry's)")
    parser.add_argument("--against", help="comma-separated league members and/or levels "
                                          "(default: every member)")
    parser.add_argument("--games", type=int, default=200, help="games a pair")
    parser.add_argument("--seed", type=int, default=1001, help="seed of a pair's first game")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--out", type=Path, help="JSON lines (default build/league/GAME.jsonl)")
    parser.add_argument("--summary", type=Path, help="only print the matrix of this file")
    args = parser.parse_args(argv)
    try:
        entry = game_entry(args.game)
        league = league_module(args.game)
    except (KeyError, LookupError) as error:
        parser.error(str(error))
    members = tuple(league.MEMBERS)
    levels = _names(args.levels, entry.levels)
    against = _names(args.against, members)
    unknown = [n for n in against if n not in members and n not in LEVEL_OPPONENTS]
    unknown += [n for n in levels if n not in LEVEL_OPPONENTS]
    if unknown:
        parser.error(f"unknown: {', '.join(unknown)}; members: {', '.join(members)}")
    if args.games < 1 or args.jobs < 1:
        parser.error("--games and --jobs must be at least 1")
    if not entry.min_players <= args.players <= entry.max_players:
        parser.error(f"{args.game} takes {entry.min_players}-{entry.max_players} players")
    pairings = [Pairing(args.game, level, opponent, args.players)
                for level in levels for opponent in against]
    seeds = range(args.seed, args.seed + args.games)
    out = args.summary or args.out or ROOT / "build" / "league" / f"{args.game}.jsonl"
    if not args.summary:
        run(pairings, seeds, args.jobs, out)
    print(matrix(read_lines(out), pairings, set(seeds), members))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
