"""Where the news line (the shared toast) goes on the Tycoon board: in the hand strip right of
the cards when there is room, else over the board's bottom edge; and whether a line fits it
on one line (a computer's move drops its "click for the moves" hint before it wraps)."""

from __future__ import annotations

import pygame

from game.tycoon.view import layout
from game.ui import fonts
from game.ui.toast import Toast

MAX_WIDTH = layout.BOARD.width - 40
BOTTOM = layout.BOARD.bottom - 10
MIN_STRIP = 380  # narrower free hand strip: the line goes over the board's bottom instead
#: The toast's one-line size and the room its frame takes (game/ui/toast.py, `_paint`).
ONE_LINE_SIZE = 18
FRAME = 40


def _strip(hand_cards: int) -> pygame.Rect | None:
    """The free hand strip right of `hand_cards` cards, None when too narrow for the line."""
    strip = layout.HAND.copy()
    strip.x = layout.hand_card_rect(hand_cards).x + 6 if hand_cards else strip.x + 8
    strip.width = layout.HAND.right - strip.x - 4
    return strip if strip.width >= MIN_STRIP and hand_cards <= layout.HAND_SLOTS else None


def news_width(hand_cards: int) -> int:
    """How wide the line may be with `hand_cards` cards in the hand strip."""
    strip = _strip(hand_cards)
    return MAX_WIDTH if strip is None else strip.width - 8


def fits_one_line(text: str, hand_cards: int) -> bool:
    return fonts.size_of(text, ONE_LINE_SIZE)[0] <= news_width(hand_cards) - FRAME


def draw_news(toast: Toast, surface: pygame.Surface, hand_cards: int) -> pygame.Rect | None:
    """Draw the line; returns where it went (None: no line)."""
    strip = _strip(hand_cards)
    if strip is not None:
        return toast.draw(surface, news_width(hand_cards), center=strip.center)
    return toast.draw(surface, MAX_WIDTH, midbottom=(layout.BOARD.centerx, BOTTOM))
