"""Text on a drawn surface: placed by its left, right or centre, shrunk to a width, or wrapped
into lines, in the house fonts (every panel, card and chart draws its words through here)."""

from __future__ import annotations

import re

import pygame

from game.ui import fonts
from game.ui.palette import LIGHT_TEXT


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


def wrap(label: str, size: int, width: int, bold: bool = False) -> list[str]:
    """The label broken at spaces into lines no wider than `width` (a longer word stands
    alone on its line). Only plain spaces break: a no-break space keeps "12 M" together."""
    lines: list[str] = []
    line = ""
    for word in re.split(r"[ \t\n]+", label.strip(" \t\n")):
        trial = f"{line} {word}".strip()
        if line and fonts.size_of(trial, size, bold)[0] > width:
            lines.append(line)
            line = word
        else:
            line = trial
    if line:
        lines.append(line)
    return lines
