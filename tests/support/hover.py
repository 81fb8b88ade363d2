"""The pointer resting on a widget, as a person's does, until its tooltip opens."""

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
