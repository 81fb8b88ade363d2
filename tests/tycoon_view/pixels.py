"""Reading colours off rendered boards."""

from __future__ import annotations


def close(colour, expected, tolerance: int = 24) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(colour[:3], expected[:3], strict=True))


def has_colour(surface, rect, expected, tolerance: int = 24) -> bool:
    """Some pixel inside `rect` has (nearly) the expected colour."""
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            if close(surface.get_at((x, y)), expected, tolerance):
                return True
    return False
