"""What a second copy of the app on the same data folder says at start (game/core/data_lock.py):
another copy is using these files; open them read-only (look, load, play without saving) or
quit. Esc opens read-only, the answer that changes nothing."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from game.scenes.question import QuestionScene

if TYPE_CHECKING:
    from game.app import App

QUESTION_SIZE = (680, 340)


def other_copy_question(app: App) -> QuestionScene:
    def answered(answer: str) -> None:
        if answer == "quit":
            app.quit()

    return QuestionScene(
        app, "app.other_copy.heading", "app.other_copy.body",
        [("quit", "app.other_copy.quit"), ("read_only", "app.other_copy.read_only")],
        "read_only", answered, params={"folder": html.escape(str(app.paths.data_dir))},
        size=QUESTION_SIZE)
