"""Asks before the app closes, so a stray Esc never ends a session: the one question dialog
(game/scenes/question.py) with Stay and Quit. Enter quits (Quit has the focus), Esc stays."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.scenes.question import QuestionScene

if TYPE_CHECKING:
    from game.app import App

QUIT_SIZE = (560, 240)


class QuitConfirmScene(QuestionScene):
    def __init__(self, app: App) -> None:
        super().__init__(
            app, "app.quit.heading", "app.quit.question",
            [("stay", "app.quit.stay"), ("quit", "app.quit.confirm")], "stay",
            lambda answer: app.quit() if answer == "quit" else None, size=QUIT_SIZE)
