"""The pointer resting on a widget, as a person's does, until its tooltip opens; how far a
hover card stands a sliver over a panel's frame."""

from __future__ import annotations

import pygame

#: Frames of resting: 1.5 s at the app's 60 frames a second; the theme's delay is 1 s.
REST_FRAMES = 90


def rested_tooltip(app, monkeypatch, element) -> pygame.Rect:
    """The rect of `element`'s tooltip once the pointer has rested on its centre (the window's
    pixel under the canvas point, as pygame reports it); fails if none opened."""
    where = app.canvas.to_window(element.get_abs_rect().center)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: where)
    app.run_frames(REST_FRAMES)
    assert element.tool_tip is not None, "no tooltip opened"
    return element.tool_tip.rect


SLIVER = 12  # px: a card's edge this close past a frame's edge reads as a misplaced card


def sliver(card: pygame.Rect, frame: pygame.Rect) -> int:
    """How far the card stands past the frame's edge, or into it from outside, where that is
    only a sliver (0: inside, outside, or plainly across it)."""
    if not card.colliderect(frame) or frame.contains(card):
        return 0
    overlap = card.clip(frame)
    slivers = [d for d in (frame.top - card.top, card.bottom - frame.bottom,
                           frame.left - card.left, card.right - frame.right,
                           overlap.w, overlap.h) if 0 < d <= SLIVER]
    return max(slivers, default=0)
