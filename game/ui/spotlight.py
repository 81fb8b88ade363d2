"""The "click here" mark: a thick pulsing ring in a colour the boards use for nothing else,
with the rest of the screen dimmed around it if asked. The boards already draw gold for their
own meanings (Tycoon's payout lot, a chosen card), so a gold outline among them reads as one
more of those; this one cannot be missed (issue 14.3)."""

from __future__ import annotations

import math

import pygame

#: A light cyan: no seat colour, no board colour, readable on the dark panels and the map.
RING = (96, 228, 255)
RING_DARK = (10, 40, 60)
DIM = 120  # alpha of the veil over everything but the target


def draw_spotlight(surface: pygame.Surface, target: pygame.Rect, clock: float, *,
                   dim: bool = False) -> None:
    """`clock` in seconds drives the pulse (about one beat a second)."""
    beat = 0.5 + 0.5 * math.sin(clock * 2 * math.pi)
    if dim:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, DIM))
        pygame.draw.rect(veil, (0, 0, 0, 0), target.inflate(16, 16), border_radius=10)
        surface.blit(veil, (0, 0))
    grow = 10 + int(8 * beat)
    ring = target.inflate(grow, grow)
    pygame.draw.rect(surface, RING_DARK, ring.inflate(4, 4), 8, border_radius=12)
    pygame.draw.rect(surface, RING, ring, 4 + int(2 * beat), border_radius=10)
