"""Asks before the app closes, so a stray Esc never ends a session."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UILabel

from game.scenes.scene import Scene
from game.scenes.widgets import DIALOG_PAD, dialog_buttons, dialog_panel

QUIT_SIZE = (560, 240)


class QuitConfirmScene(Scene):
    overlay = True

    def enter(self) -> None:
        panel = dialog_panel(self, QUIT_SIZE, "app.quit.heading")
        UILabel(
            pygame.Rect(DIALOG_PAD, 74, QUIT_SIZE[0] - 2 * DIALOG_PAD, 36),
            "app.quit.question",
            manager=self.app.manager,
            container=panel,
            object_id=ObjectID("#quit_question", "@body_label"),
        )
        self.buttons = dialog_buttons(
            self, panel, [("stay", "app.quit.stay"), ("quit", "app.quit.confirm")])

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.buttons["quit"]:
                self.app.quit()
                return True
            if event.ui_element is self.buttons["stay"]:
                self.app.scenes.pop()
                return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.app.quit()
                return True
            if event.key == pygame.K_ESCAPE:
                self.app.scenes.pop()
                return True
        return False
