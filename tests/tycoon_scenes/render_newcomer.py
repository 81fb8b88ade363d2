"""Write issue 14's screenshots to docs/screenshots/ (house rule 8: look at what you built).

    SDL_VIDEODRIVER=dummy .venv/bin/python -m tests.tycoon_scenes.render_newcomer docs/screenshots

A real headless app at four seats (the narrowest payday columns): the payday's loan step with
eleven loan cards for the person deciding and other seats waiting, the last-round banner and
the "since your last turn" note,
in English and German.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

NAMES = {"en": ("Blue (normal)", "Green (hard)", "Yellow (easy)"),
         "de": ("Blau (mittel)", "Grün (schwer)", "Gelb (leicht)")}
#: Seat 0 holds eleven cards (seven of 10 M, four of 16 M); two computers hold a few each.
HELD = {0: (*range(0, 7), *range(14, 18)), 2: (7, 8, 18), 3: (9,)}


def shoot(lang: str, out: Path, start: int) -> list[str]:
    """`start` 0: Anna decides her loans first, the others wait; `start` 1: Anna plays last
    in a round, so a computer's last hotel brings a last round she sees the banner in."""
    import pygame

    from game.app import App
    from game.core.setup import GameSetup, Seat
    from game.tycoon.scenes.board_scene import BoardScene
    from tests.tycoon_scenes.autoplay import play_human_turn, settle

    saved: list[str] = []

    def save(name: str) -> None:
        app.run_frames(3)
        pygame.image.save(app.screen, str(out / f"{name}_{lang}.png"))
        saved.append(f"{name}_{lang}.png")

    app = App.headless(Path(tempfile.mkdtemp(prefix="tycoon-shots-")), lang)
    try:
        app.settings.confirm_end_turn = False
        app.settings.animation_speed = "instant"
        a, b, c = NAMES[lang]
        setup = GameSetup("tycoon", 11, (
            Seat("human", "Anna", "red"), Seat("computer", a, "blue", "normal"),
            Seat("computer", b, "green", "hard"), Seat("computer", c, "yellow", "easy")),
            {"stops": "exact", "start_player": start})
        board = app.scenes.push(BoardScene(app, setup, curtain=False))
        app.run_frames(3)
        for seat, cards in HELD.items():
            for k in cards:
                board.match.state.loan_owner[k] = seat
        banner = False
        while board.payday is None:
            for _frame in range(4000):  # frame by frame: the banner may come in any turn
                if board.model.last_round and not banner:
                    save("last_round")
                    banner = True
                if board.payday is not None or (not board.view.busy and board.human_turn()):
                    break
                app.step(1 / 60)
            if board.payday is not None:
                break
            if board.since.lines and f"since_last_turn_{lang}.png" not in saved:
                save("since_last_turn")
            play_human_turn(app, board)
            settle(app, board)
        if start:
            return saved
        overlay = board.payday
        while overlay.stage == "income" or overlay.counting:
            app.click(overlay.next_button)
        extend = next(button for button, action in overlay.loan_buttons.items()
                      if str(action).startswith("extend"))
        app.click(extend)  # one card settled: its line shows under the rows
        save("payday_many_loans")
    finally:
        app.close()
    return saved


def main(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for lang in ("en", "de"):
        print(lang, ", ".join(shoot(lang, folder, 0) + shoot(lang, folder, 1)))


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots"))
