"""The "click here" mark: a thick pulsing ring in a colour the boards use for nothing else,
with the rest of the screen dimmed around it if asked. The boards already draw gold for their
own meanings (Tycoon's payout lot, a chosen card), so a gold outline among them reads as one
more of those; this one cannot be missed (issue 14.3)."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

#: A light cyan: no seat colour, no board colour, readable on the dark panels and the map.
RING = (96, 228, 255)
RING_DARK = (10, 40, 60)
DIM = 120  # alpha of the veil over everything but the target
EDGE = 2  # the dark edge around the cyan ring, a side


def draw_spotlight(surface: pygame.Surface, target: pygame.Rect, clock: float, *,
                   dim: bool = False, keep_clear: Sequence[pygame.Rect] = ()) -> None:
    """`clock` in seconds drives the pulse (about one beat a second). `keep_clear`: texts
    beside the target (a heading over a card) the ring must not cover: on their side it stops
    short of them, even inside the target's own edge (it pointed at the card and hid the
    heading above it). One flush against the target (a lot beside a lot) leaves no room to
    stop short of without covering the target's own text: the ring is left out over it,
    open on that side."""
    beat = 0.5 + 0.5 * math.sin(clock * 2 * math.pi)
    if dim:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, DIM))
        pygame.draw.rect(veil, (0, 0, 0, 0), target.inflate(16, 16), border_radius=10)
        surface.blit(veil, (0, 0))
    grow = 10 + int(8 * beat)
    flush = [rect for rect in keep_clear if rect.inflate(2, 2).colliderect(target)]
    apart = [rect for rect in keep_clear if rect not in flush]
    kept = [(rect, surface.subsurface(rect.clip(surface.get_rect())).copy()) for rect in flush]
    outer = ring_bounds(target, grow // 2 + EDGE, apart)
    pygame.draw.rect(surface, RING_DARK, outer, 8, border_radius=12)
    pygame.draw.rect(surface, RING, outer.inflate(-2 * EDGE, -2 * EDGE), 4 + int(2 * beat),
                     border_radius=10)
    for rect, under in kept:
        surface.blit(under, rect.clip(surface.get_rect()))


def ring_bounds(target: pygame.Rect, reach: int,
                keep_clear: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """The ring's outer edge: `reach` beyond the target a side, pulled back on a side where
    that would overlap a rect of `keep_clear` lying beyond the target on that side."""
    left, top = target.left - reach, target.top - reach
    right, bottom = target.right + reach, target.bottom + reach
    for rect in keep_clear:
        across = rect.left < right and rect.right > left  # above or below the ring
        along = rect.top < bottom and rect.bottom > top  # beside it
        if across and rect.bottom <= target.top:
            top = max(top, rect.bottom)
        if across and rect.top >= target.bottom:
            bottom = min(bottom, rect.top)
        if along and rect.right <= target.left:
            left = max(left, rect.right)
        if along and rect.left >= target.right:
            right = min(right, rect.left)
    return pygame.Rect(left, top, right - left, bottom - top)
