"""Frame times of the board view in the benchmark's situation: a late game, four planes in the
air. Prints median and p95 of several runs (house rule 6: speed is measured, never asserted).

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


def one_run(screen: pygame.Surface, model) -> list[float]:
    view = BoardView("de")
    view.set_decor(hand_seat=model.current, reachable=frozenset({1, 3}))
    view.render(model)  # static layer made before timing, as at scene start
    times = []
    for _ in range(FRAMES):
        if not view.busy:
            view.animate(four_flights(model), model, model, at_once=True)
        start = time.perf_counter()
        view.update(1 / 60)
        view.draw(screen, model)
        times.append((time.perf_counter() - start) * 1000)
    return times


def main() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.display.init()
    screen = pygame.display.set_mode((1280, 800))
    model = from_state(late_game(), SEATS)
    medians, p95s = [], []
    for _ in range(RUNS):
        times = sorted(one_run(screen, model))
        medians.append(statistics.median(times))
        p95s.append(times[int(len(times) * 0.95)])
    print(f"board view frame, late game, 4 planes flying, {RUNS} runs x {FRAMES} frames:")
    print(f"  median {statistics.median(medians):.2f} ms, p95 {statistics.median(p95s):.2f} ms "
          f"(per-run p95: {', '.join(f'{p:.2f}' for p in p95s)})")


if __name__ == "__main__":
    main()
