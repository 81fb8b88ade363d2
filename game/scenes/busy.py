"""A card saying the app is working ("Reading your saves…"), for a step that can take longer
than a blink (listing many saves, replaying a long game): the card is drawn first, the work
runs in the next frame, and every click or key made before the work is done is dropped, so a
second click on Load cannot load twice or land on the screen that follows (issue 14.7).

The work runs on the window's thread on purpose: it builds widgets and scenes, which pygame-gui
allows from that thread only; what it must not do is look frozen and take clicks meanwhile.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.scenes.scene import Scene
from game.scenes.widgets import dialog_panel

if TYPE_CHECKING:
    from game.app import App

CARD_SIZE = (560, 110)
#: What a person does while waiting: dropped once the work is done.
INPUT_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.KEYUP,
                pygame.MOUSEWHEEL)


class BusyScene(Scene):
    overlay = True

    def __init__(self, app: App, text_key: str,
                 work: Callable[[], None] | None = None) -> None:
        """`work` runs once the card has been shown; a subclass may define `work` instead."""
        super().__init__(app)
        self.text_key = text_key
        if work is not None:
            self.work = work
        self.shown = False
        self.done = False

    def enter(self) -> None:
        dialog_panel(self, CARD_SIZE, self.text_key)

    def work(self) -> None:
        raise NotImplementedError

    def handle_event(self, event: pygame.event.Event) -> bool:
        return True  # busy: every click and key waits for nothing

    def draw(self, surface: pygame.Surface) -> None:
        self.shown = True

    def update(self, dt: float) -> None:
        if not self.shown or self.done:
            return
        self.done = True
        self.app.scenes.pop()
        try:
            self.work()
        finally:
            pygame.event.clear(INPUT_EVENTS)
