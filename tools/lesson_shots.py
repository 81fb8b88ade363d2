"""The lessons and the book over a game in a real window, for /work/shared/tools/xshot:

    xshot out.png 12 -- .venv/bin/python tools/lesson_shots.py book_over_game tycoon ru
    xshot out.png 12 -- .venv/bin/python tools/lesson_shots.py intro kraken_bay en
    xshot out.png 12 -- .venv/bin/python tools/lesson_shots.py menu_tip menedzher ru
    xshot out.png 12 -- .venv/bin/python tools/lesson_shots.py hint_tip kraken_bay en
    xshot out.png 12 -- .venv/bin/python tools/lesson_shots.py book:5 speedtycoon ru
    xshot out.png 12 -- .venv/bin/python tools/lesson_shots.py watching speedtycoon en
    xshot out.png 14 -- .venv/bin/python tools/lesson_shots.py watched speedtycoon en

`book_over_game`: a game's menu, then its How to play (Back says where it goes); `intro`: the
game's lesson at its first step, opened from the book (the name it calls you); `menu_tip`: the
lesson with the pointer on the board's Menu button (its tip); `hint_tip`: the property
lesson with the pointer on its greyed Hint; `book:N`: the book at page N (its pictures);
`watching` / `watched`: Speedtycoon's lesson at the computer's step, while Red plays and once
it is done. Runs until the window is closed (xshot stops it).
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main(what: str, game: str, lang: str) -> int:
    import pygame

    from game.app import App, Options
    from game.core.setup import GameSetup, Seat
    from game.games import game_entry

    app = App(Options(language=lang, data_dir=Path(tempfile.mkdtemp(prefix="lesson-shot-")),
                      fullscreen=False, decision_seed=0))
    app.run_frames(2)
    entry = game_entry(game)
    if what == "book_over_game":
        app.settings.animation_speed = "instant"
        setup = GameSetup(game, 4, (Seat("human", "Anna", "red"),
                                    Seat("computer", "Robo", "blue", "easy")), {})
        board = app.scenes.push(entry.board()(app, setup, curtain=False))
        until = time.monotonic() + 60
        while not (board.person == 0 and not board.busy) and time.monotonic() < until:
            app.run_frames(1)
        board.open_menu()
        app.run_frames(1)
        app.click(app.scenes.top.buttons["howto"])
        return app.run()
    book = app.scenes.push(entry.howto_class()(app))
    app.run_frames(2)
    if what.startswith("book:"):
        book.show(int(what.split(":")[1]))
        return app.run()
    app.click(book.guided, frames=2)
    lesson = app.scenes.top
    if what == "menu_tip":
        menu = getattr(lesson, "menu", None) or lesson.buttons["menu"]
        pygame.mouse.set_pos(menu.get_abs_rect().center)
    if what == "hint_tip":
        hint = next(b for b in lesson.fixed if "hint" in str(b.object_ids))
        pygame.mouse.set_pos(hint.get_abs_rect().center)
    if what in ("watching", "watched"):
        while lesson.step_name != "computer":
            while not lesson.ready() or lesson.busy:
                app.step(0.05)
            lesson.advance()
            app.run_frames(2)
        if what == "watching":  # hold Red back: the moment the step shows, before its move
            lesson.may_move = lambda: False
    return app.run()


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:4]))
