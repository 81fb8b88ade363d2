"""The game menu every board opens by its Menu button (and Esc where the board says so): the
shared question dialog with To title, Save game, Settings and Play on. `MatchScene.open_menu`
opens it, so every board leaves and saves the same way."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.scenes.question import QuestionScene

if TYPE_CHECKING:
    from game.app import App

MENU_SIZE = (960, 270)
"""Room for the menu's four answers side by side."""


def game_menu(app: App, on_leave: Callable[[], None],
              on_save: Callable[[], None] | None) -> QuestionScene:
    """To title (the game is saved as it stands, this turn's moves too), a named save (not
    offered with `on_save` None: a lesson is no game to keep), Settings, or play on (what Esc
    does)."""
    def answered(answer: str) -> None:
        if answer == "title":
            on_leave()
        elif answer == "save" and on_save is not None:
            on_save()
        elif answer == "settings":
            from game.scenes.settings_scene import SettingsScene

            app.scenes.push(SettingsScene(app))

    answers = [("title", "match.menu.to_title"), ("save", "match.menu.save"),
               ("settings", "match.menu.settings"), ("resume", "match.menu.resume")]
    if on_save is None:
        answers.remove(("save", "match.menu.save"))
    return QuestionScene(app, "match.menu.heading", "match.menu.body", answers, "resume",
                         answered, size=MENU_SIZE)
