"""Render the game picker's pictures into assets/picker/: each game's own board, drawn by the
game's own board scene in a late position a computer played, scaled down to a thumbnail.

The positions are the frame benchmark's (tools/bench_fps.py), so the pictures show a board
in full swing: Tycoon's cities with hotels, a late Speedtycoon empire, a Kraken Bay and a
Menedzher board with houses up. Same seeds, same pictures.
Run: `.venv/bin/python tools/make_picker_art.py` (headless is fine).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tools")]

import bench_fps  # noqa: E402
import pygame  # noqa: E402

from game.scenes.game_picker import PICTURE_SIZE  # noqa: E402

OUT = ROOT / "assets" / "picker"
SETTLE_FRAMES = 90
#: Each game: its late position and the scene that draws its board.
BOARDS = {
    "tycoon": (bench_fps.late_game, bench_fps.tycoon_board),
    "speedtycoon": (bench_fps.speedtycoon_late_game, bench_fps.speedtycoon_board),
    "kraken_bay": (bench_fps.property_late_game, bench_fps.property_board),
    "menedzher": (bench_fps.MAKERS["menedzher"], bench_fps.property_board),
}


def render(game: str, language: str = "en") -> pygame.Surface:
    from game.app import App

    position, board = BOARDS[game]
    setup, state, actions, *_ = position()
    app = App.headless(Path(tempfile.mkdtemp(prefix="picker-art-")), language)
    try:
        app.settings.animation_speed = "instant"
        app.scenes.push(board(app, setup, state, actions))
        app.run_frames(SETTLE_FRAMES)
        return pygame.transform.smoothscale(app.screen, PICTURE_SIZE)
    finally:
        app.close()


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for game in BOARDS:
        picture = render(game)
        pygame.init()
        pygame.image.save(picture, OUT / f"{game}.png")
        print(f"{OUT / game}.png")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
