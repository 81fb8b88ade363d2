"""Asks once before something cannot be undone (deleting a profile or a save)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.scenes.scene import Scene
from game.scenes.widgets import dialog_buttons, dialog_panel, dialog_text

if TYPE_CHECKING:
    from game.app import App

CONFIRM_SIZE = (660, 320)


class ConfirmScene(Scene):
    """`on_confirm` runs after the dialog has closed, so it may push a scene of its own.

    Enter does not confirm: a destructive choice needs a deliberate click. Esc keeps.
    """

    overlay = True

    def __init__(
        self,
        app: App,
        heading: str,
        body: str,
        params: dict[str, str],
        confirm_label: str,
        keep_label: str,
        on_confirm: Callable[[], None],
    ) -> None:
        super().__init__(app)
        self.heading = heading
        self.body = body
        self.params = params
        self.confirm_label = confirm_label
        self.keep_label = keep_label
        self.on_confirm = on_confirm

    def enter(self) -> None:
        panel = dialog_panel(self, CONFIRM_SIZE, self.heading)
        dialog_text(self, panel, self.body, self.params)
        self.buttons = dialog_buttons(
            self, panel, [("keep", self.keep_label), ("confirm", self.confirm_label)]
        )

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.buttons["confirm"]:
                self.app.scenes.pop()
                self.on_confirm()
                return True
            if event.ui_element is self.buttons["keep"]:
                self.app.scenes.pop()
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.scenes.pop()
            return True
        return False
