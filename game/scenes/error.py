"""What the player sees instead of a vanished window when a scene fails."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.scenes.backdrop import paint_backdrop
from game.scenes.scene import Scene
from game.scenes.widgets import dialog_buttons, dialog_panel, dialog_text

if TYPE_CHECKING:
    from game.app import App

ERROR_SIZE = (760, 420)


class ErrorScene(Scene):
    def __init__(self, app: App, error: BaseException) -> None:
        super().__init__(app)
        self.error = error
        self.backdrop: pygame.Surface | None = None

    def enter(self) -> None:
        self.backdrop = paint_backdrop(self.app.canvas_size, seed=3)
        panel = dialog_panel(self, ERROR_SIZE, "app.error.heading")
        # The message is program text, not HTML: escaped so "<lambda>" shows as written.
        dialog_text(self, panel, "app.error.body", {
            "error": html.escape(f"{type(self.error).__name__}: {self.error}"),
            "log": html.escape(str(self.app.paths.log_file)),
        })
        self.back = dialog_buttons(self, panel, [("back", "app.error.back")])["back"]

    def handle_event(self, event: pygame.event.Event) -> bool:
        pressed = event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back
        keyed = event.type == pygame.KEYDOWN and event.key in (
            pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER)
        if pressed or keyed:
            self.app.back_to_title()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self.backdrop is not None:
            surface.blit(self.backdrop, (0, 0))
