"""Frame times of the board view in the benchmark's situation: a late game, four planes in the
air. Prints median and p95 of several runs (house rule 6: speed is measured, never asserted),
as wall-clock time and as this thread's CPU time: on a shared, busy machine the wall clock also
counts the time other processes held the CPU.

    SDL_VIDEODRIVER=dummy nice .venv/bin/python -m tests.tycoon_view.measure_frames
"""

from __future__ import annotations

import os
import statistics
import time

import pygame

from game.tycoon.view.board_view import BoardView
from game.tycoon.view.state_adapter import from_state
from tests.tycoon_view.games import late_game
from tests.tycoon_view.render_pngs import SEATS, four_flights

FRAMES = 240
RUNS = 5


def one_run(screen: pygame.Surface, model) -> tuple[list[float], list[float]]:
    view = BoardView("de")
    view.set_decor(hand_seat=model.current, reachable=frozenset({1, 3}))
    view.render(model)  # static layer made before timing, as at scene start
    wall, cpu = [], []
    for _ in range(FRAMES):
        if not view.busy:
            view.animate(four_flights(model), model, model, at_once=True)
        start, start_cpu = time.perf_counter(), time.thread_time()
        view.update(1 / 60)
        view.draw(screen, model)
        wall.append((time.perf_counter() - start) * 1000)
        cpu.append((time.thread_time() - start_cpu) * 1000)
    return wall, cpu


def summary(name: str, runs: list[list[float]]) -> str:
    medians = [statistics.median(r) for r in runs]
    p95s = [sorted(r)[int(len(r) * 0.95)] for r in runs]
    return (f"  {name}: median {statistics.median(medians):.2f} ms, p95 "
            f"{statistics.median(p95s):.2f} ms (per-run p95: "
            f"{', '.join(f'{p:.2f}' for p in p95s)})")


def main() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.display.init()
    screen = pygame.display.set_mode((1280, 800))
    model = from_state(late_game(), SEATS)
    runs = [one_run(screen, model) for _ in range(RUNS)]
    print(f"board view frame, late game, 4 planes flying, {RUNS} runs x {FRAMES} frames:")
    print(summary("wall clock", [wall for wall, _cpu in runs]))
    print(summary("cpu time  ", [cpu for _wall, cpu in runs]))


if __name__ == "__main__":
    main()
