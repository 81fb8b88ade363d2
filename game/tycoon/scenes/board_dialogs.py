"""The board's two small questions, both the shared question dialog: "end your turn?" and the
game menu (Esc)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.scenes.question import QuestionScene

if TYPE_CHECKING:
    from game.app import App

def confirm_end_turn(app: App, on_yes: Callable[[], None]) -> QuestionScene:
    return QuestionScene(
        app, "match.board.confirm_heading", "match.board.confirm_body",
        [("no", "match.board.confirm_no"), ("yes", "match.board.confirm_yes")], "no",
        lambda answer: on_yes() if answer == "yes" else None)


def game_menu(app: App, on_leave: Callable[[], None]) -> QuestionScene:
    def answered(answer: str) -> None:
        if answer == "title":
            on_leave()
        elif answer == "settings":
            from game.scenes.settings_scene import SettingsScene

            app.scenes.push(SettingsScene(app))

    return QuestionScene(
        app, "match.menu.heading", "match.menu.body",
        [("title", "match.menu.to_title"), ("settings", "match.menu.settings"),
         ("resume", "match.menu.resume")], "resume", answered)
