"""Open a game's board in a window with the game menu up (Esc's pause menu), for screenshots
(/work/shared/tools/xshot):

    python tests/scenes/show_game_menu.py GAME [--lang de|en|ru]

GAME is an entry id (tycoon, speedtycoon, kraken_bay, menedzher). The table is a person
against an Easy computer; user files go to a fresh temporary folder."""

from __future__ import annotations

import argparse
import sys
import tempfile
import warnings
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.core.setup import GameSetup, Seat  # noqa: E402
from game.games import game_entry  # noqa: E402


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--lang", default="en")
    args = parser.parse_args(argv)
    app = App(["--windowed", "--lang", args.lang, "--data-dir", tempfile.mkdtemp()])
    app.canvas.resize_window(app.canvas_size)
    with warnings.catch_warnings():  # the display module's window, as game/ui/canvas.py
        warnings.simplefilter("ignore", DeprecationWarning)
        pygame.Window.from_display_module().position = (0, 0)
    entry = game_entry(args.game)
    setup = GameSetup(entry.id, 4, (Seat("human", "Anna", "red"),
                                    Seat("computer", "Robo", "blue", "easy")), {})
    board = app.scenes.push(entry.board()(app, setup, curtain=False))
    app.run_frames(10)
    board.open_menu()
    return app.run()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
