"""Write the screenshots of docs/screenshots/ (house rule 8: look at what you built).

    SDL_VIDEODRIVER=dummy .venv/bin/python -m tests.tycoon_scenes.render_pngs docs/screenshots

A real headless app plays a four-seat game (two people through the real widgets, two
computers in the worker process) and saves the new-game screen, the curtain before the first
person's turn, the board at the start with a chosen ticket, mid-game with closed hotels, a
person's loan decision, a payday's standings and the final result, in every language Tycoon speaks.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

NAMES = {"en": ("Blue (normal)", "Green (hard)"), "de": ("Blau (mittel)", "Grün (schwer)"),
         "ru": ("Синий (средний)", "Зелёный (сильный)")}


def shoot(lang: str, out: Path) -> list[str]:
    import pygame

    from game.app import App
    from game.core.setup import GameSetup, Seat
    from game.tycoon.scenes.board_scene import BoardScene
    from game.tycoon.scenes.new_game_scene import NewGameScene
    from tests.tycoon_scenes.autoplay import play_human_turn, play_payday, settle

    saved = []

    def save(name: str) -> None:
        app.run_frames(2)
        pygame.image.save(app.screen, str(out / f"{name}_{lang}.png"))
        saved.append(f"{name}_{lang}.png")

    app = App.headless(Path(tempfile.mkdtemp(prefix="tycoon-shots-")), lang)
    try:
        app.settings.confirm_end_turn = False
        new_game = app.scenes.push(NewGameScene(app))
        app.run_frames(2)
        app.click(new_game.add_seat)
        app.click(new_game.rows[2].kinds.buttons["human"])
        app.press_key(pygame.K_TAB)
        save("new_game")
        app.scenes.pop()

        computer_a, computer_b = NAMES[lang]
        setup = GameSetup("tycoon", 11, (
            Seat("human", "Anna", "red"), Seat("computer", computer_a, "blue", "normal"),
            Seat("human", "Ben", "yellow"), Seat("computer", computer_b, "green", "hard")),
            {"stops": "exact", "start_player": 0})
        app.scenes.push(BoardScene(app, setup, curtain=True))
        app.run_frames(3)
        save("curtain")
        app.scenes.pop()
        board = app.scenes.push(BoardScene(app, setup, curtain=False))
        app.run_frames(3)
        app.settings.animation_speed = "instant"
        app.click(board.panel.market[0])
        settle(app, board)
        app.press_key(pygame.K_1)
        save("board_start")
        app.press_key(pygame.K_ESCAPE)
        while app.scenes.top is board:
            settle(app, board)
            if app.scenes.top is not board:
                break
            overlay = board.payday
            if overlay is not None:
                if overlay.loan_buttons and f"payday_loans_{lang}.png" not in saved:
                    save("payday_loans")
                if overlay.stage == "standings" and f"payday_{lang}.png" not in saved:
                    save("payday")
                play_payday(app, board)
                continue
            closed = sum(len(city.evicted) for city in board.model.cities)
            if closed >= 2 and board.model.session >= 2 and \
                    f"board_midgame_{lang}.png" not in saved:
                if board.turn.hand():
                    app.press_key(pygame.K_1)
                save("board_midgame")
                board.turn.cancel()
            play_human_turn(app, board)
        save("result")
    finally:
        app.close()
    return saved


def main(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    from tests.languages import TYCOON_LANGUAGES

    for lang in TYCOON_LANGUAGES:
        print(lang, ", ".join(shoot(lang, folder)))


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots"))
