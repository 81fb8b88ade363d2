"""Speed of the Speedtycoon rules engine, and the random-game invariant sweep (issue 16).

Measures, as medians of several runs (a busy shared machine shows as spread, not as a lie):
  * a 4-player game of type Tycoon (all modules but Blitz) played to the end by uniformly
    random legal moves (bar: <= 25 ms);
  * State.legal_actions() on a state reached for the first time (bar: <= 100 us);
  * State.clone() (bar: <= 30 us).
CPU time is the engine's cost on one core; wall time also counts waiting for the shared cores.

    .venv/bin/python tools/bench_speedtycoon.py                  # speed
    .venv/bin/python tools/bench_speedtycoon.py --games 1000     # + invariants in 1000 games
    .venv/bin/python tools/bench_speedtycoon.py --profile        # where the time goes
    .venv/bin/python tools/bench_speedtycoon.py --opcodes        # load-independent cost
    .venv/bin/python tools/bench_speedtycoon.py --compare ../main  # paired before/after

``--compare TREE`` loads the engine of another checkout (e.g. main) into the same process and
plays each seed with both engines back to back, in alternating order: the machine's load
then hits both alike, so the median of the per-seed time ratios is a fair before/after even
on a busy shared machine, where two separate bench runs can differ by a third.

``--alternate TREE`` runs the bench's game median (five runs of 20 games, CPU) in fresh
processes, alternating between TREE and this checkout, ``--rounds`` times: unlike
``--compare`` each engine has its own heap, so a change in what the garbage collector has to
do shows (in one process both engines' objects are collected together).

``--opcodes`` counts the Python bytecode instructions a game executes (traced, after the
engine's caches are warm): the same on a quiet or a busy machine, so it compares two versions
of the engine where CPU times drown in the noise of a shared machine (work done in C, such as
dict look-ups and sorting, is not counted).
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

from game.speedtycoon.rules import MODULES, new_game  # noqa: E402
from game.speedtycoon.rules.invariants import play_checked  # noqa: E402
from tools import random_games  # noqa: E402
from tools.random_games import play_out  # noqa: E402

TYCOON = {"game_type": "tycoon"}
#: The pytest suite plays seeds below this; the sweep continues after it.
FIRST_SWEEP_SEED = 100_000


def random_game(seed: int, players: int = 4, options: dict | None = None) -> int:
    """One game by uniformly random legal moves; returns the number of moves."""
    return play_out(new_game(players, seed, options or TYCOON), random.Random(seed))


def time_games(games: int, first_seed: int) -> tuple[float, float, float]:
    """(median CPU ms, median wall ms, mean moves) per game."""
    return random_games.time_games(random_game, games, first_seed)


def sample_states(games: int, every: int) -> list:
    return random_games.sample_states(lambda seed: new_game(4, seed, TYCOON), games, every)


def time_legal(states: list) -> float:
    """Median over states of legal_actions() on a state met for the first time (no cached
    list, no cached geometry), in CPU microseconds."""
    per = []
    for s in states:
        copies = []
        for _ in range(20):
            c = s.clone()
            c.forget_caches()
            copies.append(c)
        t0 = time.process_time()
        for c in copies:
            c.legal_actions()
        per.append((time.process_time() - t0) / len(copies) * 1e6)
    return statistics.median(per)


def time_clone(states: list) -> float:
    per = []
    for s in states:
        t0 = time.process_time()
        for _ in range(200):
            s.clone()
        per.append((time.process_time() - t0) / 200 * 1e6)
    return statistics.median(per)


def sweep(games: int) -> int:
    """Invariants at every step for ``games`` games over every game type and each module
    alone, 2-6 players; returns the number of failures (each printed)."""
    configs = [{"game_type": t} for t in ("classic", "modern", "tycoon")]
    configs += [{"modules": m} for m in MODULES]
    failures = 0
    for i in range(games):
        seed = FIRST_SWEEP_SEED + i
        options = configs[i % len(configs)]
        players = 2 + (i // len(configs)) % 5
        try:
            play_checked(seed, players, options)
        except AssertionError as exc:
            failures += 1
            print(f"FAILED seed={seed} players={players} options={options}: {exc}")
    return failures


def opcodes_per_game(games: int = 6) -> float:
    """Bytecode instructions per 4-player Tycoon-type random game (seeds after the warm-up)."""
    for seed in range(1000, 1040):
        random_game(seed)
    count = 0

    def trace(frame, event, _arg):
        nonlocal count
        if event == "call":
            frame.f_trace_opcodes = True
        elif event == "opcode":
            count += 1
        return trace

    sys.settrace(trace)
    try:
        for seed in range(1040, 1040 + games):
            random_game(seed)
    finally:
        sys.settrace(None)
    return count / games


def _engine_of(tree: str):
    """``new_game`` of the Speedtycoon engine in another checkout, imported beside this one
    (its modules keep their own globals once loaded; this checkout's modules are restored)."""
    import importlib

    ours = {m: sys.modules.pop(m) for m in list(sys.modules)
            if m == "game" or m.startswith("game.")}
    sys.path.insert(0, str(Path(tree).resolve()))
    try:
        return importlib.import_module("game.speedtycoon.rules").new_game
    finally:
        sys.path.pop(0)
        for m in [m for m in sys.modules if m == "game" or m.startswith("game.")]:
            del sys.modules[m]
        sys.modules.update(ours)


def compare(tree: str, games: int) -> tuple[float, float, float]:
    """(median ms of the other engine, median ms of this one, median per-seed ratio this /
    other), CPU time, each seed played by both engines back to back in alternating order."""
    engines = {"other": _engine_of(tree), "this": new_game}
    times: dict[str, list[float]] = {"other": [], "this": []}
    for seed in range(1000, 1000 + games):
        order = ("other", "this") if seed % 2 else ("this", "other")
        for name in order:
            make = engines[name]
            c0 = time.process_time()
            play_out(make(4, seed, TYCOON), random.Random(seed))
            times[name].append((time.process_time() - c0) * 1000)
    ratio = statistics.median(b / a for a, b in zip(times["other"], times["this"], strict=True))
    return statistics.median(times["other"]), statistics.median(times["this"]), ratio


#: One game median of a checkout's engine, as ``main`` measures it (run in a fresh process).
_GAME_MEDIAN = """
import statistics, sys
sys.path.insert(0, sys.argv[1])
from tools.bench_speedtycoon import time_games
runs = [time_games(20, 1000 + r * 20) for r in range(5)]
print(statistics.median(r[0] for r in runs))
"""


def alternate(tree: str, rounds: int) -> list[tuple[float, float]]:
    """(other ms, this ms) per round: the game median of TREE's engine and of this one, each
    in a fresh process, one after the other."""
    import subprocess

    def median_of(checkout: Path) -> float:
        out = subprocess.run([sys.executable, "-c", _GAME_MEDIAN, str(checkout)], check=True,
                             capture_output=True, text=True).stdout
        return float(out)

    here = Path(__file__).resolve().parent.parent
    return [(median_of(Path(tree).resolve()), median_of(here)) for _ in range(rounds)]


def reference_loop_ms() -> float:
    """CPU ms of a plain 2,000,000-step Python loop: a yardstick for this machine's speed
    (about 60-80 ms on a quiet desktop with CPython 3.11), so figures from a busy shared
    machine can be compared."""
    t0 = time.process_time()
    x = 0
    for i in range(2_000_000):
        x += i
    return (time.process_time() - t0) * 1000


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="timing runs (median of these)")
    parser.add_argument("--games-per-run", type=int, default=20)
    parser.add_argument("--games", type=int, default=0,
                        help="also run the invariants through this many random games")
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--alternate", metavar="TREE",
                        help="game medians of another checkout and this one, fresh processes")
    parser.add_argument("--rounds", type=int, default=3, help="rounds of --alternate")
    parser.add_argument("--opcodes", action="store_true",
                        help="count bytecode instructions per game instead of timing")
    parser.add_argument("--compare", metavar="TREE",
                        help="paired timing against the engine of another checkout")
    args = parser.parse_args(argv)
    if hasattr(os, "nice"):
        os.nice(10)
    if args.profile:
        import cProfile
        import pstats

        cProfile.run("for seed in range(20): random_game(seed)", "/tmp/speedtycoon.prof")
        pstats.Stats("/tmp/speedtycoon.prof").sort_stats("tottime").print_stats(25)
        return 0
    if args.compare:
        other, this, ratio = compare(args.compare, 150)
        print(f"4-player Tycoon-type random game, 150 seeds played by both engines: "
              f"{args.compare} {other:.1f} ms, this checkout {this:.1f} ms CPU (medians); "
              f"per-seed ratio this / other {ratio:.3f} (median)")
        return 0
    if args.alternate:
        pairs = alternate(args.alternate, args.rounds)
        for other, this in pairs:
            print(f"{args.alternate} {other:.1f} ms, this checkout {this:.1f} ms CPU: "
                  f"ratio {this / other:.3f}")
        ratio = statistics.median(this / other for other, this in pairs)
        print(f"median ratio this / other over {len(pairs)} rounds: {ratio:.3f}")
        return 0
    if args.opcodes:
        print(f"4-player Tycoon-type random game: {opcodes_per_game() / 1000:.0f}k bytecode "
              "instructions (mean of 6 games after 40 warm-up games)")
        return 0
    runs = [time_games(args.games_per_run, 1000 + r * args.games_per_run)
            for r in range(args.runs)]
    cpu = statistics.median(r[0] for r in runs)
    wall = statistics.median(r[1] for r in runs)
    moves = statistics.mean(r[2] for r in runs)
    states = sample_states(6, 7)
    legal = statistics.median(time_legal(states) for _ in range(args.runs))
    clone = statistics.median(time_clone(states) for _ in range(args.runs))
    print(f"4-player Tycoon-type random game: {cpu:.1f} ms CPU, {wall:.1f} ms wall "
          f"(median of {args.runs} runs of {args.games_per_run}; {moves:.0f} moves) "
          f"bar 25 ms")
    print(f"legal_actions() first call: {legal:.1f} us CPU (median) bar 100 us")
    print(f"clone(): {clone:.1f} us CPU (median) bar 30 us")
    ref = statistics.median(reference_loop_ms() for _ in range(3))
    print(f"reference loop (2M additions): {ref:.0f} ms CPU (median of 3)")
    if args.games:
        t0 = time.perf_counter()
        failures = sweep(args.games)
        print(f"invariants: {args.games} games, {failures} failures, "
              f"{time.perf_counter() - t0:.0f} s")
        return 1 if failures else 0
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
