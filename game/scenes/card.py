"""A large dialog card drawn once per size, instead of by pygame-gui on every build.

pygame-gui draws a rounded panel at four times its size and scales it down, and caches no
shape larger than 40,000 pixels: the Load screen's 1120x720 card cost 0.8 s and ~50 MB of
short-lived surfaces on every visit (and every language switch). Here the panel itself is a
plain transparent rectangle (cheap), and the card under it is one picture, drawn at twice its
size with pygame and smoothed once, kept per size for the session. It looks like `@dialog`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIImage, UILabel, UIPanel

from game.scenes.widgets import DIALOG_PAD, centred_rect

if TYPE_CHECKING:
    from game.scenes.scene import Scene

CARD_FILL = pygame.Color("#142238f2")
CARD_BORDER = pygame.Color("#b88a3a")
CARD_RADIUS = 16
CARD_BORDER_WIDTH = 2

_CARDS: dict[tuple[int, int], pygame.Surface] = {}


def card_picture(size: tuple[int, int]) -> pygame.Surface:
    """The rounded card with its border, smoothed; one per size."""
    if size not in _CARDS:
        big = pygame.Surface((size[0] * 2, size[1] * 2), pygame.SRCALPHA)
        rect = big.get_rect()
        pygame.draw.rect(big, CARD_BORDER, rect, border_radius=CARD_RADIUS * 2)
        inner = rect.inflate(-CARD_BORDER_WIDTH * 4, -CARD_BORDER_WIDTH * 4)
        pygame.draw.rect(big, (0, 0, 0, 0), inner, border_radius=(CARD_RADIUS - 2) * 2)
        pygame.draw.rect(big, CARD_FILL, inner, border_radius=(CARD_RADIUS - 2) * 2)
        _CARDS[size] = pygame.transform.smoothscale(big, size)
    return _CARDS[size]


def card_panel(scene: Scene, size: tuple[int, int], heading: str) -> UIPanel:
    """What `widgets.dialog_panel` makes, for cards too large for pygame-gui's shape cache."""
    panel = UIPanel(
        centred_rect(size, scene.app.canvas_size),
        manager=scene.app.manager,
        container=scene.container,
        object_id=ObjectID("#dialog", "@card"),
    )
    UIImage(
        pygame.Rect((0, 0), size),
        card_picture(size),
        manager=scene.app.manager,
        container=panel,
        object_id=ObjectID("#card_picture", None),
    )
    UILabel(
        pygame.Rect(DIALOG_PAD, 20, size[0] - 2 * DIALOG_PAD, 44),
        heading,
        manager=scene.app.manager,
        container=panel,
        object_id=ObjectID("#dialog_heading", "@heading"),
    )
    return panel
