"""A finger on a touch screen, as SDL reports it: mouse events marked `touch` (design D47)."""

from __future__ import annotations

import pygame


def finger(kind: int, pos, **more) -> pygame.event.Event:
    extra = {"button": 1} if kind != pygame.MOUSEMOTION else {"rel": (0, 0),
                                                               "buttons": (1, 0, 0)}
    return pygame.event.Event(kind, pos=pos, touch=True, **extra, **more)


def press(pos) -> None:
    """A finger comes down on `pos` (SDL moves its pointer there first)."""
    pygame.event.post(finger(pygame.MOUSEMOTION, pos))
    pygame.event.post(finger(pygame.MOUSEBUTTONDOWN, pos))


def frames(app, seconds: float) -> None:
    for _ in range(round(seconds / 0.05)):
        app.step(0.05)
