"""The shared kit's own cost in every frame of a board: the click guard's look at the shown
buttons (`UIManager.pass_time`) and the tooltips kept clear (`MatchScene.keep_tips_clear`, with
no tip open, then with one open), each timed alone over many calls on the four boards in their
late position (the one `bench_fps.py` measures), nothing changing between the calls: what a
frame pays while the player reads.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python tools/bench_kit_frame.py
        [--runs 5] [--calls 300]

CPU time of this process (time.process_time), microseconds a call; each line gives the median
of the runs and the board's buttons and sprites.
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
sys.path.insert(0, str(Path(__file__).resolve().parent))

GAMES = ("tycoon", "speedtycoon", "kraken_bay", "menedzher")


def per_call_us(run, calls: int) -> float:
    start = time.process_time()
    for _ in range(calls):
        run()
    return (time.process_time() - start) / calls * 1e6


def main() -> int:
    from window_shots import late_board

    from game.app import App

    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--calls", type=int, default=300)
    args = parser.parse_args()
    for game in GAMES:
        app = App.headless(Path(tempfile.mkdtemp(prefix="tycoon-bench-")), language="en")
        try:
            board = late_board(app, game)
            app.run_frames(30)
            manager = app.manager

            def guard(manager=manager) -> None:
                manager.pass_time(1 / 60)

            def tips(board=board) -> None:
                board.keep_tips_clear()

            def timed(run) -> float:
                return statistics.median(per_call_us(run, args.calls) for _ in range(args.runs))

            idle = timed(guard), timed(tips)
            canvas = app.screen.get_rect()  # the title's buttons wait off it, under the board
            manager.open_tip(next(button for button in manager.buttons()
                                  if button.visible and button.tool_tip_text
                                  and canvas.contains(button.get_abs_rect())))
            opened = timed(tips)
            print(f"{game:12} guard {idle[0]:7.1f} us  tips {idle[1]:7.1f} us  "
                  f"tip open {opened:7.1f} us  "
                  f"buttons {len(manager.buttons()):3}  "
                  f"sprites {len(manager.get_sprite_group().sprites()):4}", flush=True)
        finally:
            app.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
