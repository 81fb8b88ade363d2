"""A tip opened by the keys (Tab onto a button), and how far it stands from its button."""

from __future__ import annotations

import pygame


def tab_to(app, ring, button, limit: int = 30) -> pygame.Rect:
    """Tab until the ring's focus is on `button`; the rect of the tip that opened for it."""
    for _ in range(limit):
        if ring.current is button:
            break
        app.press_key(pygame.K_TAB)
    assert ring.current is button, "Tab never reached the button"
    app.run_frames(3)
    assert button.tool_tip is not None, "no tip opened for the focused button"
    return button.tool_tip.rect


def gap(a: pygame.Rect, b: pygame.Rect) -> int:
    """The px between two rects, across or along (0 where they touch or meet)."""
    return max(a.x - b.right, b.x - a.right, a.y - b.bottom, b.y - a.bottom, 0)
