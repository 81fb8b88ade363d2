"""The one question dialog: a modal card with a few answers ("end your turn?", the game menu,
"delete this profile?").

Each answer closes the card, then runs the callback, so an answer may push a scene of its own;
an answer in `stays_open` leaves the card up under the scene it opens, so closing that scene
comes back to the question (the game menu's Settings: Done must not land on the board).
Esc takes `cancel`, the answer that changes nothing, so two quick Esc presses can never end a
game or delete a file. With `focus_default` the last answer has the focus (Enter / Space take
it); without it Enter does nothing, for a question whose yes cannot be undone (it needs a
deliberate click, or Tab to the button first).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.scenes.scene import Scene
from game.scenes.widgets import DIALOG_BUTTON_SIZE, dialog_buttons, dialog_panel, dialog_text
from game.ui.focus import FocusRing

if TYPE_CHECKING:
    from game.app import App

DIALOG_SIZE = (620, 270)


class QuestionScene(Scene):
    overlay = True

    def __init__(self, app: App, heading: str, body: str, answers: list[tuple[str, str]],
                 cancel: str, on_answer: Callable[[str], None], *,
                 params: dict[str, str] | None = None, size: tuple[int, int] = DIALOG_SIZE,
                 focus_default: bool = True, button_width: int | None = None,
                 stays_open: frozenset[str] = frozenset()) -> None:
        """`answers`: (answer id, button text key), left to right; the last is the default.
        `button_width`: each answer's width (None: the house's dialog button). `stays_open`:
        the answers that keep the card up (never `cancel`: Esc must close it)."""
        super().__init__(app)
        self.cancel = cancel
        self.heading = heading
        self.body = body
        self.params = params or {}
        self.answers = answers
        self.on_answer = on_answer
        self.size = size
        self.focus_default = focus_default
        self.button_width = button_width or DIALOG_BUTTON_SIZE[0]
        self.stays_open = stays_open
        self.ring = FocusRing(self._press)

    def animating(self) -> bool:
        """Changes only in answer to events: idle frames are not drawn."""
        return False

    def enter(self) -> None:
        panel = dialog_panel(self, self.size, self.heading)
        dialog_text(self, panel, self.body, self.params)
        self.buttons = dialog_buttons(self, panel, self.answers, self.button_width)
        self.ring.set_items(list(self.buttons.values()))
        if self.focus_default:
            self.ring.focus(self.buttons[self.answers[-1][0]])

    def _press(self, element) -> None:
        for answer, button in self.buttons.items():
            if element is button:
                if answer not in self.stays_open:
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
