"""Stage the curtain's guard in a real window (Xvfb + xdotool, docs/shared-pieces.md):

    .venv/bin/python -m tests.scenes.stage_curtain_guard speedtycoon ru MARKER

Anna and Ben at one screen; Anna sees her board. Three seconds in, Ben's curtain falls (as a
Lobbyist window timing out would bring it) and MARKER is written, so a script can click at
once; every press and the curtain's state after it are printed with the time since the fall.
Ben is asked out of Anna's turn (`cover_person(1)`), so once lifted the board is still Anna's
turn. Seen on Xvfb :67, ru 1280x800: `xdotool click` on Menu 0.021 s after the fall left the
curtain down and opened nothing; a click 1.46 s after lifted it and opened no menu either.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

import pygame

from game.app import FPS, App, Options
from tests.support.boards import two_people_board


def main(argv: list[str]) -> None:
    game, lang, marker = argv
    app = App(Options(language=lang, data_dir=Path(tempfile.mkdtemp(prefix="guard-stage-")),
                      fullscreen=False, decision_seed=0))
    app.settings.animation_speed = "instant"
    board = two_people_board(app, game)
    app.run_frames(2)
    board.shown_human, board.curtain = 0, None  # Anna has lifted her curtain
    board.sync()
    start, fell = time.monotonic(), None
    watch_presses(app, board, lambda: fell)
    app.running = True
    while app.running:
        now = time.monotonic()
        if fell is None and now - start > 3:
            board.cover_person(1)
            fell = now
            Path(marker).write_text("fell")
        app.step(app.clock.tick(FPS) / 1000)


def watch_presses(app: App, board, fell_at) -> None:
    """Print every press with the seconds since the fall and the curtain after it."""
    dispatch = app._dispatch

    def logged(event: pygame.event.Event) -> None:
        dispatch(event)
        if event.type == pygame.MOUSEBUTTONDOWN and fell_at() is not None:
            print(f"press {time.monotonic() - fell_at():.3f} s after the fall: curtain "
                  f"{'down' if board.curtain else 'lifted'}", flush=True)

    app._dispatch = logged


if __name__ == "__main__":
    main(sys.argv[1:])
