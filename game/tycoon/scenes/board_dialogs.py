"""The board's small questions, all the shared question dialog: "end your turn?", "take this
loan?" and the game menu (Esc)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.scenes.question import QuestionScene

if TYPE_CHECKING:
    from game.app import App

MENU_SIZE = (960, 270)
"""Room for the menu's four answers side by side."""


def confirm_end_turn(app: App, on_yes: Callable[[], None]) -> QuestionScene:
    return QuestionScene(
        app, "match.board.confirm_heading", "match.board.confirm_body",
        [("no", "match.board.confirm_no"), ("yes", "match.board.confirm_yes")], "no",
        lambda answer: on_yes() if answer == "yes" else None)


def confirm_loan(app: App, body: str, on_yes: Callable[[], None]) -> QuestionScene:
    """Borrowing ends the turn like End turn does, so it asks as End turn asks; `body` is the
    key naming the card, what it brings and what it costs to repay."""
    return QuestionScene(
        app, "tycoon_play.loan.heading", body,
        [("no", "match.board.confirm_no"), ("yes", "tycoon_play.loan.yes")], "no",
        lambda answer: on_yes() if answer == "yes" else None)


def game_menu(app: App, on_leave: Callable[[], None],
              on_save: Callable[[], None]) -> QuestionScene:
    """To title (the game is saved as it stands, this turn's moves too), a named save,
    Settings, or play on (what Esc does)."""
    def answered(answer: str) -> None:
        if answer == "title":
            on_leave()
        elif answer == "save":
            on_save()
        elif answer == "settings":
            from game.scenes.settings_scene import SettingsScene

            app.scenes.push(SettingsScene(app))

    return QuestionScene(
        app, "match.menu.heading", "match.menu.body",
        [("title", "match.menu.to_title"), ("save", "match.menu.save"),
         ("settings", "match.menu.settings"), ("resume", "match.menu.resume")], "resume",
        answered, size=MENU_SIZE)
