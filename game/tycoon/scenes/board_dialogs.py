"""The board's two small questions: "end your turn?" and the game menu (Esc)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.scenes.scene import Scene
from game.scenes.widgets import dialog_buttons, dialog_panel, dialog_text
from game.tycoon.scenes.focus import FocusRing

if TYPE_CHECKING:
    from game.app import App

DIALOG_SIZE = (620, 270)
MENU_SIZE = (960, 270)
"""Room for the menu's four answers side by side."""


class BoardQuestion(Scene):
    """A modal card with a few answers; each answer closes the card, then runs its callback.

    The last answer has the focus (Enter / Space take it); Esc takes `cancel`, the answer that
    changes nothing, so two quick Esc presses can never end a game.
    """

    overlay = True

    def __init__(self, app: App, heading: str, body: str, answers: list[tuple[str, str]],
                 cancel: str, on_answer: Callable[[str], None],
                 size: tuple[int, int] = DIALOG_SIZE) -> None:
        super().__init__(app)
        self.size = size
        self.cancel = cancel
        self.heading = heading
        self.body = body
        self.answers = answers
        self.on_answer = on_answer
        self.ring = FocusRing(self._press)

    def enter(self) -> None:
        panel = dialog_panel(self, self.size, self.heading)
        dialog_text(self, panel, self.body, {})
        self.buttons = dialog_buttons(self, panel, self.answers)
        self.ring.set_items(list(self.buttons.values()))
        self.ring.focus(self.buttons[self.answers[-1][0]])

    def _press(self, element) -> None:
        for answer, button in self.buttons.items():
            if element is button:
                self.app.scenes.pop()
                self.on_answer(answer)
                return

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._press(event.ui_element)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._press(self.buttons[self.cancel])
            return True
        return self.ring.handle_key(event)


def confirm_end_turn(app: App, on_yes: Callable[[], None]) -> BoardQuestion:
    return BoardQuestion(
        app, "play.board.confirm_heading", "play.board.confirm_body",
        [("no", "play.board.confirm_no"), ("yes", "play.board.confirm_yes")], "no",
        lambda answer: on_yes() if answer == "yes" else None)


def game_menu(app: App, on_leave: Callable[[], None],
              on_save: Callable[[], None]) -> BoardQuestion:
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

    return BoardQuestion(
        app, "play.menu.heading", "play.menu.body",
        [("title", "play.menu.to_title"), ("save", "play.menu.save"),
         ("settings", "play.menu.settings"), ("resume", "play.menu.resume")], "resume", answered,
        size=MENU_SIZE)
