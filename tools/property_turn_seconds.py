"""Seconds a computer's turn takes on the property board (issue 28.9), normal against "fast
computers": the real board on the dummy video driver, paced in wall time at 60 frames a second
(the computers think in their worker in real time), four Normal computers, the Settings'
animation speed at normal. Prints per mode the median seconds per turn over `--turns` turns
(after the first two) for each seed, and the median over all.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python tools/property_turn_seconds.py
        [--seeds 1 2] [--turns 12] [--game kraken_bay|menedzher]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.app import App  # noqa: E402
from game.core.setup import GameSetup, Seat  # noqa: E402
from game.property.scenes.board_scene import BoardScene  # noqa: E402

SEATS = tuple(Seat("computer", name, colour, "normal") for name, colour in
              (("Red", "red"), ("Blue", "blue"), ("Green", "green"), ("Yellow", "yellow")))
FRAME = 1 / 60


def turn_seconds(app: App, game: str, seed: int, turns: int, fast: bool) -> list[float]:
    board = app.scenes.push(BoardScene(app, GameSetup(game, seed, SEATS, {}), curtain=False))
    board.fast_computers = fast
    out: list[float] = []
    turn, started = board.match.state.turn, None
    while len(out) < turns + 2 and not board.match.state.is_terminal():
        tick = time.monotonic()
        app.step(FRAME)
        if board.match.state.turn != turn:
            now = time.monotonic()
            if started is not None:
                out.append(now - started)
            turn, started = board.match.state.turn, now
        time.sleep(max(0.0, FRAME - (time.monotonic() - tick)))
    app.scenes.pop()
    return out[2:]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--turns", type=int, default=12)
    parser.add_argument("--game", default="kraken_bay")
    args = parser.parse_args()
    app = App.headless(Path(tempfile.mkdtemp(prefix="turn-seconds-")), "en")
    app.settings.animation_speed = "normal"
    try:
        for fast in (False, True):
            every = []
            for seed in args.seeds:
                seconds = turn_seconds(app, args.game, seed, args.turns, fast)
                every += seconds
                print(f"{'fast' if fast else 'normal'} seed {seed}: median "
                      f"{statistics.median(seconds):.2f} s per computer turn "
                      f"({len(seconds)} turns)")
            print(f"{'fast' if fast else 'normal'}: median {statistics.median(every):.2f} s per "
                  f"computer turn over {len(every)} turns", flush=True)
    finally:
        app.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
