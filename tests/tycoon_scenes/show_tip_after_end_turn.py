"""The play-test's resting pointer in a real Tycoon window (Xvfb, xdotool moves the pointer):

    Xvfb :62 -screen 0 1280x800x24 &
    for l in en ru; do DISPLAY=:62 .venv/bin/python \\
        -m tests.tycoon_scenes.show_tip_after_end_turn $l /tmp/tip; done

Anna plays her turn (`autoplay.play_human_turn`) with the real pointer resting on "End turn";
the computer plays; at her next turn she opens the hint and the pointer rests 3 s
(`<lang>_rest.png`: no tooltip over the hint), then moves 3 px over the button
(`<lang>_moved.png`: its tooltip opens). The window must be 1280x800 (canvas = window).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame

from tests.tycoon_scenes.window import board_against, window_app


def main(lang: str, out: Path) -> int:
    from tests.tycoon_scenes.autoplay import play_human_turn, settle, wait_until

    app = window_app(lang, speed="fast", confirm_end_turn=False)
    board = board_against(app, 5, ("", "blue", "normal"))
    settle(app, board)
    end = board.panel.buttons["end"].get_abs_rect()
    subprocess.run(["xdotool", "mousemove", str(end.centerx), str(end.centery)], check=True)
    app.run_frames(30)
    play_human_turn(app, board)
    wait_until(app, lambda: board.match.state.current_player != 0)
    settle(app, board)
    app.press_key(pygame.K_h, frames=2)
    wait_until(app, lambda: board.info.hint.answer is not None)
    app.run_frames(180)  # 3 s resting
    out.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(out / f"{lang}_rest.png"))
    subprocess.run(["xdotool", "mousemove", str(end.centerx + 3), str(end.centery)], check=True)
    app.run_frames(120)
    pygame.image.save(app.screen, str(out / f"{lang}_moved.png"))
    app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], Path(sys.argv[2])))
