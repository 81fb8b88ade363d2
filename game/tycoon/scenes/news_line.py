"""Where the news line (the shared toast) goes on the Tycoon board: in the hand strip right of
the cards when there is room, else over the board's bottom edge."""

from __future__ import annotations

import pygame

from game.tycoon.view import layout
from game.ui.toast import Toast

MAX_WIDTH = layout.BOARD.width - 40
BOTTOM = layout.BOARD.bottom - 10
MIN_STRIP = 380  # narrower free hand strip: the line goes over the board's bottom instead


def draw_news(toast: Toast, surface: pygame.Surface, hand_cards: int) -> pygame.Rect | None:
    """Draw the line; returns where it went (None: no line)."""
    strip = layout.HAND.copy()
    strip.x = layout.hand_card_rect(hand_cards).x + 6 if hand_cards else strip.x + 8
    strip.width = layout.HAND.right - strip.x - 4
    if strip.width >= MIN_STRIP and hand_cards <= layout.HAND_SLOTS:
        return toast.draw(surface, strip.width - 8, center=strip.center)
    return toast.draw(surface, MAX_WIDTH, midbottom=(layout.BOARD.centerx, BOTTOM))
