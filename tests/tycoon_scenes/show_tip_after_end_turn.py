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
import tempfile
from pathlib import Path

import pygame

from game.app import App, Options
from game.core.setup import GameSetup, Seat


def main(lang: str, out: Path) -> int:
    from game.tycoon.scenes.board_scene import BoardScene
    from tests.tycoon_scenes.autoplay import play_human_turn, settle, wait_until

    app = App(Options(language=lang, data_dir=Path(tempfile.mkdtemp(prefix="tycoon-tip-")),
                      fullscreen=False, decision_seed=0))
    app.settings.animation_speed = "fast"
    app.settings.confirm_end_turn = False
    app.run_frames(2)
    setup = GameSetup("tycoon", 5, (Seat("human", "Anna", "red"),
                                    Seat("computer", "", "blue", "normal")),
                      {"stops": "exact", "start_player": 0})
    board = app.scenes.push(BoardScene(app, setup, curtain=False))
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
