"""The payday's loan choice in a real Tycoon window (Xvfb, xdotool presses):

    Xvfb :62 -screen 0 1280x800x24 -noreset &
    for l in de en ru; do DISPLAY=:62 .venv/bin/python \\
        -m tests.tycoon_scenes.show_payday_hint_and_float $l /tmp/pay; done

`hint_<lang>.png`: Anna has 10 M and a 10 M card due with 12 M; H says Extend is the way and
why in the player's own sums ("you cannot repay it now: it needs 12 M, you have 10 M"), the
card named by its amounts (`test_payday_hint.py`). `float_<lang>.png`: Anna has the cash and
the real pointer presses Repay; a moment later the "−12 M" over her home bank stands whole
across the card's right edge (`test_payday_floats.py`)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame

from tests.tycoon_scenes.window import board_against, window_app


def _to_loans(lang: str, cash: int):
    from tests.tycoon_scenes.autoplay import play_to_loans

    app = window_app(lang, speed="instant", confirm_end_turn=False)
    board = board_against(app, 5, ("", "blue", "easy"))
    app.run_frames(2)
    state = board.match.state
    state.last_round = True
    state.loan_owner[0] = 0
    state.money[0] = cash
    return app, board, play_to_loans(app, board)


def _press(app, rect: pygame.Rect, frames: int) -> None:
    subprocess.run(["xdotool", "mousemove", str(rect.centerx), str(rect.centery)], check=True)
    app.run_frames(10)
    subprocess.run(["xdotool", "click", "1"], check=True)
    app.run_frames(frames)


def main(lang: str, out: Path) -> int:
    from tests.support.wait import until

    out.mkdir(parents=True, exist_ok=True)
    app, board, _overlay = _to_loans(lang, 0)
    subprocess.run(["xdotool", "key", "h"], check=True)
    until(app, lambda: board.info.hint_plan is not None, frames=3000)
    app.run_frames(10)
    pygame.image.save(app.screen, str(out / f"hint_{lang}.png"))
    app.close()

    app, board, overlay = _to_loans(lang, 40)
    app.settings.animation_speed = "normal"
    repay = next(button for button, action in overlay.loan_buttons.items()
                 if type(action).__name__ == "Repay" and button.is_enabled)
    _press(app, repay.get_abs_rect(), 8)
    pygame.image.save(app.screen, str(out / f"float_{lang}.png"))
    app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], Path(sys.argv[2])))
