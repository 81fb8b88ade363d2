"""A dialog card drawn once per look, instead of by pygame-gui on every build.

pygame-gui draws a rounded panel at four times its size and scales it down, and caches no
shape larger than 40,000 pixels: opening Settings (820x680) cost ~200 ms of CPU, Profiles
300-400 ms, a notice 30-60 ms, the Load screen's card 0.8 s and ~50 MB of short-lived surfaces
(docs/languages.md, "A dialog's card"). A `CardPanel` is themed like any panel (`@dialog`), so
its border and shadow set its contents' inset exactly as before, but it shows one picture of
its card, drawn at twice its size with pygame and smoothed once, kept for the session per size
and look (the theme's colours, corner radius and border width).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame
from pygame_gui.core.drawable_shapes import RectDrawableShape
from pygame_gui.elements import UIPanel

SMOOTHING = 2
"""The card is drawn this many times its size and scaled down, which rounds its corners."""
NOTHING = pygame.Color(0, 0, 0, 0)
CARDS_KEPT = 8
"""Pictures kept (the oldest goes first): a large card is ~3 MB, and some dialogs' heights
follow their contents."""


@dataclass(frozen=True)
class CardLook:
    """What the picture of a card depends on besides its size: the panel's theme."""

    fill: tuple[int, int, int, int]
    border: tuple[int, int, int, int]
    radius: int
    border_width: int

    @classmethod
    def of(cls, panel: UIPanel) -> CardLook:
        """The look pygame-gui parsed for `panel` (plain colours: the theme has no gradient
        on a dialog)."""
        return cls(tuple(panel.background_colour), tuple(panel.border_colour),
                   panel.shape_corner_radius[0], panel.border_width["left"])


_CARDS: dict[tuple[tuple[int, int], CardLook], pygame.Surface] = {}


def card_picture(size: tuple[int, int], look: CardLook) -> pygame.Surface:
    """The rounded card with its border, smoothed; one per size and look."""
    key = (size, look)
    if key not in _CARDS:
        big = pygame.Surface((size[0] * SMOOTHING, size[1] * SMOOTHING), pygame.SRCALPHA)
        rect = big.get_rect()
        pygame.draw.rect(big, look.border, rect, border_radius=look.radius * SMOOTHING)
        inner = rect.inflate(-look.border_width * 2 * SMOOTHING,
                             -look.border_width * 2 * SMOOTHING)
        inner_radius = max(0, look.radius - look.border_width) * SMOOTHING
        pygame.draw.rect(big, NOTHING, inner, border_radius=inner_radius)
        pygame.draw.rect(big, look.fill, inner, border_radius=inner_radius)
        if len(_CARDS) >= CARDS_KEPT:
            del _CARDS[next(iter(_CARDS))]
        _CARDS[key] = pygame.transform.smoothscale(big, size)
    return _CARDS[key]


class CardPanel(UIPanel):
    """A panel that shows its theme's rounded card as the kept `card_picture`: its size, its
    contents' place (the theme's border and shadow widths) and its look are a `UIPanel`'s,
    but building it costs a blit instead of a shape drawn at four times its size. A dialog
    keeps the size it was made with (none is resized)."""

    def rebuild(self) -> None:
        picture = card_picture(self.rect.size, CardLook.of(self))
        self.drawable_shape = RectDrawableShape(
            self.rect,
            {"normal_bg": NOTHING, "normal_border": NOTHING,
             "normal_images": [picture], "normal_image_positions": [(0.5, 0.5)],
             "border_width": dict.fromkeys(("left", "right", "top", "bottom"), 0),
             "shadow_width": 0, "shape_corner_radius": [0, 0, 0, 0], "border_overlap": 0},
            ["normal"], self.ui_manager)
        self.on_fresh_drawable_shape_ready()
