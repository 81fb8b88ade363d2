"""Where a box over a busy area stands: in the corner of the area that leaves in sight what a
person reads there now. Speedtycoon's advice box and "since your last turn" card (over the
empire's cells) and Tycoon's since card (over the city cards) use it; each board says which
area and what must stay in sight."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

#: The corners tried, in this order: the first that covers nothing wins.
CORNERS = ("topleft", "bottomleft", "topright", "bottomright")


def clear_spot(size: tuple[int, int], area: pygame.Rect, used: Sequence[pygame.Rect],
               corners: Sequence[str] = CORNERS) -> pygame.Rect:
    """A box of `size` in a corner of `area`: the first of `corners` that covers nothing in
    `used`, else the one that covers the least of it (play-tests: Speedtycoon's advice and
    since card sat on a city's top rows, Tycoon's since card on New York)."""
    spots = []
    for corner in corners:
        rect = pygame.Rect((0, 0), size)
        setattr(rect, corner, getattr(area, corner))
        spots.append(rect)

    def covered(rect: pygame.Rect) -> int:
        return sum(rect.clip(r).w * rect.clip(r).h for r in used)

    return min(spots, key=covered)
