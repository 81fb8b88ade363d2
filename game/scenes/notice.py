"""A modal message with one OK button: for things the player should know once."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.scenes.scene import Scene
from game.scenes.widgets import dialog_buttons, dialog_panel, dialog_text

if TYPE_CHECKING:
    from game.app import App

NOTICE_SIZE = (660, 330)


class NoticeScene(Scene):
    overlay = True

    def __init__(self, app: App, heading: str, body: str,
                 params: dict[str, str] | None = None) -> None:
        super().__init__(app)
        self.heading = heading
        self.body = body
        self.params = dict(params or {})

    def animating(self) -> bool:
        """Changes only in answer to events: idle frames are not drawn."""
        return False

    def enter(self) -> None:
        panel = dialog_panel(self, NOTICE_SIZE, self.heading)
        self.text = dialog_text(self, panel, self.body, self.params)
        self.ok = dialog_buttons(self, panel, [("ok", "app.common.ok")])["ok"]

    def handle_event(self, event: pygame.event.Event) -> bool:
        pressed = event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.ok
        keyed = event.type == pygame.KEYDOWN and event.key in (
            pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER)
        if pressed or keyed:
            self.app.scenes.pop()
            return True
        return False
