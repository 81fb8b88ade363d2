"""The last round's payday in a real Tycoon window (Xvfb, xdotool clicks):

    Xvfb :63 -screen 0 1280x800x24 &
    for l in de en ru; do DISPLAY=:63 .venv/bin/python \\
        -m tests.tycoon_scenes.show_greyed_repay $l /tmp/repay; done

Anna holds eleven loan cards at the last round's payday with too little cash for a 10 M
card's Repay (`test_payday_decision._hand_out`); the real pointer clicks the greyed Repay and
`<lang>.png` shows the news line saying why (it said nothing: test_press_routes.py)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame

from tests.tycoon_scenes.window import board_against, window_app


def main(lang: str, out: Path) -> int:
    from tests.tycoon_scenes.autoplay import play_to_loans
    from tests.tycoon_scenes.test_payday_decision import ANNAS, _hand_out

    app = window_app(lang, speed="instant", confirm_end_turn=False)
    board = board_against(app, 5, ("", "blue", "easy"))
    app.run_frames(2)
    _hand_out(board, ANNAS)
    overlay = play_to_loans(app, board)
    repay = next(button for button, action in overlay.loan_buttons.items()
                 if type(action).__name__ == "Repay" and not button.is_enabled)
    place = repay.get_abs_rect()
    subprocess.run(["xdotool", "mousemove", str(place.centerx), str(place.centery)], check=True)
    app.run_frames(30)
    subprocess.run(["xdotool", "click", "1"], check=True)
    app.run_frames(30)
    out.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(out / f"{lang}.png"))
    print(lang, board.toast.text)
    app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], Path(sys.argv[2])))
