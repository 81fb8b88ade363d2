"""Benchmark: what one autosave costs deep into a long game (issue 33, point 5).

A «Менеджер» game (4 seats, no round cap) is played by seeded random legal moves to 10,000
actions, every computer move with a reason as a real game keeps one (a locale key and its
placeholders, ~80 bytes in the file); then it goes on move by move and every move is
autosaved, as the board does (the store's own work: document, pages, reasons, atomic writes,
fsync, keeping 3). Printed: the median and
the 90th percentile of those autosaves in CPU time (`time.process_time`, the honest measure
on a shared machine) and in wall time, the bytes written per autosave, and the same at 1,000
actions for comparison: an autosave should cost the same at both lengths (goal <= 20 ms per
autosave at 10,000 actions on a quiet machine), with the load average, as the median of
`--runs` runs (each its own game and folder). Then the save is loaded back (full replay), with
its reasons checked. Then what the board's thread pays to hand each autosave to the saver's
thread (`Autosaver.request`: copies of the log, the state and the reasons), median thread CPU
of 200 requests at each length. Run:
`nice -n 10 .venv/bin/python tools/bench_long_autosave.py [--actions N] [--saves N] [--runs N]`.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core.autosave import Autosaver  # noqa: E402
from game.core.match import Match  # noqa: E402
from game.core.paths import UserPaths  # noqa: E402
from game.core.saves import SaveStore, new_game_uid  # noqa: E402
from game.core.setup import GameSetup, Seat  # noqa: E402
from game.games import game_entry  # noqa: E402

GOAL_MS = 20.0
PROFILE = "0123456789ab"
THUMBNAIL = bytes(35_000)  # a board's thumbnail is ~35 kB of PNG


def long_game(actions: int, seed: int = 5):
    entry = game_entry("menedzher")
    colours = entry.colours() or ("red", "blue", "green", "yellow")
    setup = GameSetup("menedzher", seed, tuple(
        Seat("human" if i == 0 else "computer", f"P{i + 1}", colours[i],
             None if i == 0 else "normal") for i in range(4)),
        {**entry.options(), "round_cap": 0})
    state = entry.start(setup)
    rng = random.Random(seed)
    log: list = []
    reasons: dict[int, tuple[str, dict]] = {}
    while len(log) < actions and not state.is_terminal():
        play(state, rng, log, reasons)
    return setup, log, state, rng, reasons


def play(state, rng: random.Random, log: list, reasons: dict[int, tuple[str, dict]]) -> None:
    """One move; a computer's (every seat but the first) with its reason, as the board keeps
    it (`Match.reasons`): the shape of the property bot's buy reason."""
    seat = state.current_player
    action = lasting_move(state, rng, len(log))
    state.apply(action)
    log.append(action)
    if seat not in (None, 0):
        reasons[len(log) - 1] = ("property_bot.reason.buy",
                                 {"space": rng.randrange(40), "place": "coral_steps",
                                  "price": rng.randrange(60, 400)})


def lasting_move(state, rng: random.Random, played: int):
    """A random legal move of a game that goes on: places are bought and bid for in the first
    300 moves only, and nobody goes bankrupt while anything else is allowed (random play
    otherwise ends a property game within ~4,000 moves)."""
    legal = state.legal_actions()
    avoid = ("bankrupt",) if played < 300 else ("bankrupt", "buy", "bid")
    calm = [action for action in legal if not str(action).startswith(avoid)]
    return rng.choice(calm or legal)


def folder_bytes(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file())


def measure(length: int, saves: int, seed: int = 5) -> dict | None:
    """One game's autosaves; None when random play ended the game before it had `length`
    actions and `saves` autosaves after them (the seed is then passed over)."""
    setup, log, state, rng, reasons = long_game(length, seed)
    if len(log) < length:
        return None
    with tempfile.TemporaryDirectory() as root:
        store = SaveStore(UserPaths.under(Path(root)), PROFILE, games=game_entry)
        uid = new_game_uid()
        store.autosave(setup, log, state, game_uid=uid, thumbnail_png=THUMBNAIL,
                       reasons=reasons)  # the first: whole
        cpu, wall, written = [], [], []
        for _ in range(saves):
            if state.is_terminal():
                return None
            play(state, rng, log, reasons)
            before = _written_bytes()
            started_cpu, started = time.process_time(), time.perf_counter()
            entry = store.autosave(setup, log, state, game_uid=uid, thumbnail_png=THUMBNAIL,
                                   reasons=reasons)
            cpu.append((time.process_time() - started_cpu) * 1000)
            wall.append((time.perf_counter() - started) * 1000)
            written.append(_written_bytes() - before)
        if entry is None:
            raise SystemExit(f"saving failed: {store.saving_off.key}")
        size = entry.path.stat().st_size
        started = time.process_time()
        loaded = store.load(entry.path)
        load_cpu = (time.process_time() - started) * 1000
        assert len(loaded.actions) == len(log)
        assert loaded.reasons == reasons, "the reasons did not come back whole"
        return {"actions": len(log), "cpu": cpu, "wall": wall, "written": written,
                "file": size, "folder": folder_bytes(store.folder), "load_cpu": load_cpu}


def lasting_seed(actions: int, seed: int = 5) -> int:
    """The first seed from `seed` on whose game lasts `actions` moves."""
    while len(long_game(actions, seed)[1]) < actions:
        seed += 1
    return seed


class _NoStore:
    """A store that writes nothing: the request's cost alone is measured."""

    def autosave(self, *_args, **_kwargs) -> object:
        return object()


def request_cost(length: int, seed: int, requests: int = 200) -> tuple[int, float]:
    """Reasons in the game and the median thread CPU (µs) of `Autosaver.request` at
    `length` moves, a move played between requests (as the board asks after each)."""
    setup, log, state, rng, reasons = long_game(length, seed)
    match = Match(setup, state, log, reasons=reasons)
    saver = Autosaver(_NoStore())
    costs = []
    for _ in range(requests):
        started = time.thread_time()
        saver.request(match, None)
        costs.append((time.thread_time() - started) * 1e6)
        play(state, rng, log, reasons)
    saver.close()
    return len(reasons), statistics.median(costs)


def print_request_costs(actions: int, seeds: list[int], runs: int) -> None:
    for length, seed in zip((1_000, actions), seeds[::runs], strict=True):
        counts, costs = zip(*(request_cost(length, seed) for _ in range(runs)), strict=True)
        print(f"{length:6d} actions ({counts[0]} reasons, seed {seed}): the board's request "
              f"{statistics.median(costs):4.0f} µs thread CPU (median of {runs} runs' "
              f"medians: {', '.join(f'{cost:.0f}' for cost in costs)})")


def _written_bytes() -> int:
    """Bytes this process has written (Linux /proc; 0 elsewhere)."""
    try:
        for line in Path(f"/proc/{os.getpid()}/io").read_text().splitlines():
            if line.startswith("wchar:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def merged(runs: list[dict]) -> dict:
    """Several runs as one: every autosave's figures, the medians of the rest."""
    return {"actions": runs[0]["actions"],
            **{key: [value for run in runs for value in run[key]]
               for key in ("cpu", "wall", "written")},
            **{key: statistics.median(run[key] for run in runs)
               for key in ("file", "folder", "load_cpu")}}


def p90(values: list[float]) -> float:
    return sorted(values)[int(0.9 * (len(values) - 1))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=10_000)
    parser.add_argument("--saves", type=int, default=40)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--request-only", action="store_true",
                        help="measure only the board's request (the first seeds from 5 that last)")
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f} at the start")
    if args.request_only:
        seeds = [lasting_seed(length + 200) for length in (1_000, args.actions)]
        print_request_costs(args.actions, [seed for seed in seeds for _ in range(args.runs)],
                            args.runs)
        print(f"load average {os.getloadavg()[0]:.1f} at the end")
        return 0
    results, seeds = [], []
    for length in (1_000, args.actions):
        runs, seed = [], 4
        while len(runs) < args.runs:
            seed += 1
            result = measure(length, args.saves, seed)
            if result is not None:
                runs.append(result)
                seeds.append(seed)
        results.append(merged(runs))
    print(f"load average {os.getloadavg()[0]:.1f} at the end; {args.runs} runs of "
          f"{args.saves} autosaves each (seeds {seeds}: the others' games ended early)")
    for result in results:
        print(f"{result['actions']:6d} actions: autosave CPU median "
              f"{statistics.median(result['cpu']):5.1f} ms (p90 {p90(result['cpu']):5.1f}), "
              f"wall median {statistics.median(result['wall']):5.1f} ms "
              f"(p90 {p90(result['wall']):5.1f}); written per autosave median "
              f"{statistics.median(result['written']) / 1024:.0f} kB (with the 34 kB picture); "
              f"save file {result['file'] / 1024:.0f} kB, saves folder "
              f"{result['folder'] / 1024:.0f} kB; load (replay) {result['load_cpu']:.0f} ms CPU")
    print_request_costs(args.actions, seeds, args.runs)
    deep = statistics.median(results[1]["cpu"])
    print(f"goal: <= {GOAL_MS:.0f} ms per autosave at {args.actions} actions: "
          + ("met" if deep <= GOAL_MS else "MISSED") + " (CPU median)")
    return 0 if deep <= GOAL_MS else 1


if __name__ == "__main__":
    raise SystemExit(main())
