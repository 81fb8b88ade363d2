"""One line of news over the bottom of the board: why a click was refused, what the computer
did and why, whose turn it is. It fades after a few seconds; a newer message replaces it."""

from __future__ import annotations

import pygame

from game.tycoon.view import layout
from game.tycoon.view.sprites import PLAYER_RGB
from game.ui import fonts

SHOW_SECONDS = 4.5
FADE_SECONDS = 0.6
TEXT = (240, 242, 248)
BACK = (14, 20, 32, 224)
EDGE = (255, 213, 74)
MAX_WIDTH = layout.BOARD.width - 40
BOTTOM = layout.BOARD.bottom - 10
MIN_STRIP = 380  # narrower free hand strip: the line goes over the board's bottom instead


class Toast:
    def __init__(self) -> None:
        self.text: str | None = None
        self.colour: str | None = None
        self.age = 0.0
        self._surface: pygame.Surface | None = None
        self._surface_width = 0

    def show(self, text: str, colour: str | None = None) -> None:
        """`text` is already in the player's language (the scenes format it)."""
        self.text = text
        self.colour = colour
        self.age = 0.0
        self._surface = None

    def clear(self) -> None:
        self.text = None
        self._surface = None

    def update(self, dt: float) -> None:
        if self.text is not None:
            self.age += dt
            if self.age > SHOW_SECONDS + FADE_SECONDS:
                self.clear()

    def draw(self, surface: pygame.Surface, hand_cards: int) -> None:
        """In the hand strip right of the cards when there is room, else over the board."""
        if self.text is None:
            return
        strip = layout.HAND.copy()
        strip.x = layout.hand_card_rect(hand_cards).x + 6 if hand_cards else strip.x + 8
        strip.width = layout.HAND.right - strip.x - 4
        in_strip = strip.width >= MIN_STRIP and hand_cards <= layout.HAND_SLOTS
        width = strip.width - 8 if in_strip else MAX_WIDTH
        if self._surface is None or self._surface_width != width:
            self._surface = self._paint(width)
            self._surface_width = width
        fade = max(0.0, self.age - SHOW_SECONDS) / FADE_SECONDS
        self._surface.set_alpha(int(255 * (1 - min(1.0, fade))))
        if in_strip:
            rect = self._surface.get_rect(center=strip.center)
        else:
            rect = self._surface.get_rect(midbottom=(layout.BOARD.centerx, BOTTOM))
        surface.blit(self._surface, rect)

    def _paint(self, width: int) -> pygame.Surface:
        label = fonts.fit(self.text or "", 18, TEXT, width - 40)
        w, h = label.get_width() + 40, label.get_height() + 14
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        edge = PLAYER_RGB.get(self.colour, EDGE) if self.colour else EDGE
        pygame.draw.rect(s, BACK, s.get_rect(), border_radius=h // 2)
        pygame.draw.rect(s, edge, s.get_rect(), 2, border_radius=h // 2)
        s.blit(label, label.get_rect(center=(w // 2, h // 2)))
        return s
