"""The board's own colours and drawing helpers, shared by every panel picture: the house
palette and text helpers (game/ui/), and Tycoon's colour mark, a seat's hotel piece."""

from __future__ import annotations

import pygame

from game.tycoon.view.sprites import PLAYER_RGB, hotel_image
from game.ui.palette import BAD, DIM_TEXT, GOLD, GOOD, LIGHT_TEXT, PANEL, PANEL_EDGE, ROW_LINE
from game.ui.text import blit_text

__all__ = ["DIM_TEXT", "GOLD", "LIGHT_TEXT", "PANEL", "PANEL_EDGE", "PLAYER_RGB", "ROW_LINE",
           "BAD", "GOOD", "blit_text", "dot", "hotel_image"]


def dot(surface: pygame.Surface, colour: str, centre: tuple[int, int], size: int = 14) -> None:
    """A player's hotel piece as the colour mark (its glyph tells colours apart)."""
    image = hotel_image(colour, size)
    surface.blit(image, image.get_rect(center=centre))
