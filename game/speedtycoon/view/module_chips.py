"""The modules in play as small labelled chips at the status line's right end. A chosen module
that shows nothing until later (the Unicorn, the exchange office's cards) left a player unsure
whether it was on at all (speed22); each chip names its module from turn 1, and its hover card
says what the module does and when it comes (scenes/info.py `module_card`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.ui import fonts
from game.ui.palette import DIM_TEXT, PANEL, PANEL_EDGE

SIZES = (13, 12)  # px: a chip's words, smaller only to keep every chip beside the status
PAD_X = 5  # px: a chip's room either side of its name
GAP = 4  # px: between two chips


@dataclass(frozen=True)
class Chips:
    """Where each module's chip stands (in the modules' order) and the size of its words."""

    rects: tuple[pygame.Rect, ...]
    size: int


def row_width(names: Sequence[str], size: int) -> int:
    """The chips of `names` side by side at `size`."""
    return sum(fonts.size_of(name, size)[0] + 2 * PAD_X for name in names) + \
        GAP * max(0, len(names) - 1)


def size_for(names: Sequence[str], room: int) -> int | None:
    """The largest of SIZES at which the chips of `names` fit in `room` px (None: none)."""
    return next((size for size in SIZES if row_width(names, size) <= room), None)


def lay_out(names: Sequence[str], row: pygame.Rect, size: int) -> Chips:
    """The chips of `names` at `size`, right-aligned in `row`."""
    rects, right = [], row.right
    for name in reversed(names):
        width = fonts.size_of(name, size)[0] + 2 * PAD_X
        rects.append(pygame.Rect(right - width, row.y, width, row.h - 2))
        right -= width + GAP
    return Chips(tuple(reversed(rects)), size)


def draw(surface: pygame.Surface, names: Sequence[str], chips: Chips) -> None:
    for name, rect in zip(names, chips.rects, strict=True):
        pygame.draw.rect(surface, PANEL, rect, border_radius=6)
        pygame.draw.rect(surface, PANEL_EDGE, rect, 1, border_radius=6)
        label = fonts.text(name, chips.size, DIM_TEXT)
        surface.blit(label, label.get_rect(center=rect.center))


def picture(name: str) -> pygame.Surface:
    """A chip on its own, as its hover card's picture."""
    width = fonts.size_of(name, SIZES[0])[0] + 2 * PAD_X
    surface = pygame.Surface((width, 22), pygame.SRCALPHA)
    draw(surface, [name], Chips((surface.get_rect(),), SIZES[0]))
    return surface
