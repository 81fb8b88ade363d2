"""Frame rate while the computer thinks: the promise that Hard never freezes the window.

A small pygame loop (dummy video driver unless one is set) draws a board-sized scene at a 60 FPS
cap and polls a `ThinkingWorker` each frame, exactly as the board scene does, while Hard
decisions for positions of a seeded game are searched back to back. Only frames during which a
search was running count. Prints FPS, the slowest frame and how many frames took over 50 ms;
run it a few times and quote the median (the machine is shared). `--idle` runs the same loop
with nobody thinking, to tell the worker's cost apart from the rest of the machine's load.
`--game speedtycoon` searches Speedtycoon Hard's turns instead (its Lobbyist windows are
answered like Normal, so only a seat's own turns are queued).
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from game.ai.worker import ThinkingWorker  # noqa: E402
from game.speedtycoon import bot as speedtycoon_bot  # noqa: E402
from game.speedtycoon.rules import new_game as new_speedtycoon  # noqa: E402
from game.speedtycoon.rules.phases import LOBBY  # noqa: E402
from game.tycoon import bot as tycoon_bot  # noqa: E402
from game.tycoon.rules import new_game as new_tycoon  # noqa: E402

FPS_CAP = 60
SLOW_FRAME_MS = 50.0


#: Per game: its bot, a new 4-player game from a seed, and which positions Hard searches.
GAMES = {
    "tycoon": (tycoon_bot, lambda seed: new_tycoon(4, seed, {}), lambda state: True),
    "speedtycoon": (speedtycoon_bot,
                    lambda seed: new_speedtycoon(4, seed, {"game_type": "tycoon"}),
                    lambda state: state.phase != LOBBY),
}


def positions(game: str, seed: int, count: int) -> list:
    """States to think about: a Normal-vs-Normal game, sampled every few decisions (in
    Speedtycoon only a seat's own turns, which Hard searches)."""
    bot, new_game, searched = GAMES[game]
    state = new_game(seed)
    found = []
    decisions = 0
    while not state.is_terminal() and len(found) < count:
        seat = state.current_player
        if decisions % 3 == 0 and searched(state):
            found.append((state.to_dict(), seat))
        for action in bot.choose_plan(state, seat, "normal", seed=decisions).plan:
            state.apply(action)
        decisions += 1
    return found


def draw(screen: pygame.Surface, frame: int) -> None:
    """Roughly what a board frame costs: a background, 9 cities, 72 pieces, a moving plane."""
    screen.fill((22, 60, 92))
    for city in range(9):
        x, y = 160 + (city % 3) * 400, 120 + (city // 3) * 220
        pygame.draw.rect(screen, (235, 225, 200), (x - 120, y - 70, 240, 140), border_radius=12)
        for lot in range(8):
            colour = ((200, 40, 40), (40, 80, 200), (220, 190, 40), (40, 160, 70))[lot % 4]
            pygame.draw.circle(screen, colour, (x - 100 + lot * 28, y + 40), 10)
    t = frame / FPS_CAP
    pygame.draw.polygon(screen, (250, 250, 250), [
        (640 + 300 * math.cos(t), 360), (660 + 300 * math.cos(t), 370),
        (640 + 300 * math.cos(t), 380)])


def measure(game: str, seconds: float, seed: int, thinking: bool) -> dict:
    pygame.init()
    screen = pygame.display.set_mode((1280, 720))
    clock = pygame.time.Clock()
    bot = GAMES[game][0]
    queue = positions(game, seed, 40)
    frame_ms: list[float] = []
    decisions = 0
    with ThinkingWorker({game: bot.DECIDER}) as worker:
        job = None
        frame = 0
        last = time.perf_counter()
        end = last + seconds
        while time.perf_counter() < end:
            pygame.event.pump()
            if thinking and job is None:
                state_dict, seat = queue[decisions % len(queue)]
                job = worker.submit(game, state_dict, seat, "hard", bot.level_budget("hard"),
                                    seed=decisions)
            elif job is not None and job.poll() is not None:
                decisions += 1
                job = None
            draw(screen, frame)
            pygame.display.flip()
            clock.tick(FPS_CAP)
            now = time.perf_counter()
            if job is not None or not thinking:
                frame_ms.append(1000 * (now - last))
            last = now
            frame += 1
    pygame.quit()
    return {
        "frames": len(frame_ms),
        "fps": 1000 * len(frame_ms) / sum(frame_ms),
        "median_ms": statistics.median(frame_ms),
        "worst_ms": max(frame_ms),
        "slow_frames": sum(1 for ms in frame_ms if ms > SLOW_FRAME_MS),
        "decisions": decisions,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--idle", action="store_true", help="measure without any thinking")
    parser.add_argument("--game", default="tycoon", choices=sorted(GAMES))
    args = parser.parse_args(argv)
    r = measure(args.game, args.seconds, args.seed, thinking=not args.idle)
    label = f"{args.game}, " + ("nobody thinking" if args.idle else "while Hard thinks")
    print(f"{label}: {r['frames']} frames, {r['fps']:.1f} FPS, median frame "
          f"{r['median_ms']:.1f} ms, worst {r['worst_ms']:.1f} ms, "
          f"{r['slow_frames']} frames over {SLOW_FRAME_MS:.0f} ms, {r['decisions']} decisions")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
