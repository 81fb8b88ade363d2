"""Render the game picker's pictures into assets/picker/: each game's own board, drawn by the
game's own board scene in a late position a computer played, scaled down to a thumbnail.

The positions are the frame benchmark's (tools/bench_fps.py), so the pictures show a board
in full swing: Tycoon's cities with hotels, a late Speedtycoon empire, a Kraken Bay and a
Menedzher board with houses up. Same seeds, same pictures. A board whose title changes with the
language («Менеджер») gets one picture per such language (OWN_PICTURE_LANGUAGES).
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
        scene = app.scenes.push(board(app, setup, state, actions))
        # the "since your last turn" card would cover the board's title in a thumbnail
        log = getattr(scene, "game_log", None)
        if log is not None:
            log.since_seat, log.since, log._card, log._title = None, [], None, None
        app.run_frames(SETTLE_FRAMES)
        return pygame.transform.smoothscale(app.screen, PICTURE_SIZE)
    finally:
        app.close()


#: Boards that read differently in a language get a picture of their own there,
#: `<id>.<language>.png` (game_picker.picture_of); `<id>.png` is the English board.
OWN_PICTURE_LANGUAGES = {"menedzher": ("ru",)}


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for game in BOARDS:
        for language in ("en", *OWN_PICTURE_LANGUAGES.get(game, ())):
            picture = render(game, language)
            pygame.init()
            name = f"{game}.png" if language == "en" else f"{game}.{language}.png"
            pygame.image.save(picture, OUT / name)
            print(OUT / name)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
