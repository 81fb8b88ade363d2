"""The board's own colours and drawing helpers, shared by every panel picture."""

from __future__ import annotations

import pygame

from game.tycoon.view.board_view import DIM_TEXT, GOLD, LIGHT_TEXT, PANEL, PANEL_EDGE
from game.tycoon.view.sprites import PLAYER_RGB, hotel_image
from game.ui import fonts

__all__ = ["DIM_TEXT", "GOLD", "LIGHT_TEXT", "PANEL", "PANEL_EDGE", "PLAYER_RGB", "ROW_LINE",
           "BAD", "GOOD", "blit_text", "dot", "hotel_image"]

ROW_LINE = (52, 64, 84)
GOOD = (140, 214, 140)
BAD = (255, 120, 110)


def blit_text(surface: pygame.Surface, label: str, pos: tuple[int, int], size: int = 14,
              colour=LIGHT_TEXT, bold: bool = False, width: int | None = None,
              align: str = "left") -> pygame.Rect:
    """Text at `pos` (its left, right or centre, per `align`), shrunk to fit `width`."""
    image = (fonts.fit(label, size, colour, width, bold) if width
             else fonts.text(label, size, colour, bold))
    rect = image.get_rect()
    if align == "right":
        rect.topright = pos
    elif align == "center":
        rect.midtop = pos
    else:
        rect.topleft = pos
    surface.blit(image, rect)
    return rect


def dot(surface: pygame.Surface, colour: str, centre: tuple[int, int], size: int = 14) -> None:
    """A player's hotel piece as the colour mark (its glyph tells colours apart)."""
    image = hotel_image(colour, size)
    surface.blit(image, image.get_rect(center=centre))
