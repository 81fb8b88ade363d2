"""The game menu every board opens by its Menu button (and Esc where the board says so): the
shared question dialog with To title, Save game, How to play, Game log, Settings and Play on.
`MatchScene.open_menu` opens it, so every board leaves, saves and explains itself the same way."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.scenes.question import QuestionScene

if TYPE_CHECKING:
    from game.app import App
    from game.scenes.scene import Scene

MENU_SIZE = (1240, 290)
"""Room for the menu's six answers side by side (the canvas is 1280 wide)."""
MENU_BUTTON_WIDTH = 180


def game_menu(app: App, on_leave: Callable[[], None],
              on_save: Callable[[], None] | None,
              howto: Callable[[], Scene] | None = None,
              on_log: Callable[[], None] | None = None) -> QuestionScene:
    """To title (the game is saved as it stands, this turn's moves too), a named save (not
    offered with `on_save` None: a lesson is no game to keep), the game's own book (`howto`
    makes it; None: the game has none), the game log over the board (`on_log`), Settings, or
    play on (what Esc does). Settings and the book open over the menu, and closing them comes
    back to it: a player who had paused clicks on where Play on was, and must not hit the board
    (polish13); the menu under them also keeps the clocks stopped."""
    def answered(answer: str) -> None:
        if answer == "title":
            on_leave()
        elif answer == "save" and on_save is not None:
            on_save()
        elif answer == "howto" and howto is not None:
            app.scenes.push(howto())
        elif answer == "log" and on_log is not None:
            on_log()
        elif answer == "settings":
            from game.scenes.settings_scene import SettingsScene

            app.scenes.push(SettingsScene(app, over_game=True))

    answers = [("title", "match.menu.to_title")]
    if on_save is not None:
        answers.append(("save", "match.menu.save"))
    if howto is not None:
        answers.append(("howto", "match.menu.howto"))
    if on_log is not None:
        answers.append(("log", "match.menu.log"))
    answers += [("settings", "match.menu.settings"), ("resume", "match.menu.resume")]
    return QuestionScene(app, "match.menu.heading", "match.menu.body", answers, "resume",
                         answered, size=MENU_SIZE, button_width=MENU_BUTTON_WIDTH,
                         stays_open=frozenset({"settings", "howto"}))


def leave_unsaved(app: App, on_leave: Callable[[], None]) -> QuestionScene:
    """Asked before To title when the game's last moves are in no save (the save folder
    could not be written): leaving would lose them, so Stay is the default and what Esc does."""
    from game.scenes.confirm_dialog import ConfirmScene

    return ConfirmScene(app, "match.menu.unsaved_heading", "match.menu.unsaved_body", {},
                        "match.menu.unsaved_leave", "match.menu.unsaved_stay", on_leave)
