"""Open the game review screen of a save in a window, as "Review" on the Load list does: for
screenshots (/work/shared/tools/xshot) and for trying the screen on any save.

    python tools/show_review.py SAVE [--lang de|en|ru] [--seat N] [--data-dir DIR]
                                [--play MOVE [--hold SECONDS]]

`--play MOVE` steps forward from the turn holding MOVE, as → does: the board plays that turn's
motion; `--hold SECONDS` stops the motion that far into it (a screenshot mid-motion).

The window is the canvas's own 1280 x 800 (on xshot's screen: pixel for pixel, where the app
would leave room for a desktop's panels and scale the canvas down).

The save is only read; its review is kept beside it (`<save>.review`) as the screen keeps it.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.app import App  # noqa: E402
from game.reviews import open_save  # noqa: E402
from game.scenes.review_open import open_review, show_review  # noqa: E402
from tools.canvas_window import canvas_window  # noqa: E402


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("save", type=Path)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--seat", type=int, default=None)
    parser.add_argument("--data-dir", default=None)
    parser.add_argument("--play", type=int, default=None)
    parser.add_argument("--hold", type=float, default=None)
    args = parser.parse_args(argv)
    app = canvas_window(args.lang, args.data_dir)
    if args.seat is None:
        open_review(app, args.save)
    else:
        show_review(app, open_save(args.save), args.seat)
    if args.play is not None:
        play(app, args.play, args.hold)
    return app.run()


def play(app: App, move: int, hold: float | None) -> None:
    """Wait for the review (kept beside the save, or made), then step forward from the turn
    holding `move`; the board's clock stops `hold` seconds into the motion."""
    from game.scenes.review_scene import ReviewScene

    scene = app.scenes.top
    while not isinstance(scene, ReviewScene) or scene.review is None:
        app.run_frames(1)
        scene = app.scenes.top
    scene.go(max((t for t in scene.replay.turns if t <= move), default=0))
    scene.step(1)
    if hold is None:
        return
    update = scene.board.update
    played = [0.0]

    def held(dt: float) -> None:
        dt = min(dt, hold - played[0])
        if dt > 0:
            played[0] += dt
            update(dt)

    scene.board.update = held


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
