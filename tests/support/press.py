"""Presses and typing as a person does them. A press whose UI event comes a frame late:
pygame-gui posts UI_BUTTON_PRESSED while it handles the release, so the scene reads it in the
next frame, after whatever that frame's update did (a computer's move that made the panel anew:
game/ui/press_routes.py). Typing: a TEXTINPUT event a character."""

from __future__ import annotations

from collections.abc import Callable

import pygame


def press_then(app, button, between: Callable[[], object]) -> None:
    """Press `button` as a person does (`App.click`) and run the one frame that handles the
    press, do `between` (a move that rebuilds the panel, say), then let the press's event
    arrive."""
    app.click(button, frames=1)
    between()
    app.run_frames(2)


def type_text(app, text: str) -> None:
    """Type `text` into the focused field a character at a time, as the keyboard does, and
    run the frames that take it."""
    for char in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
    app.run_frames(2)


def tab_until(app, scene, accept: Callable[[object], bool], limit: int = 120,
              frames: int = 1) -> object:
    """Press Tab until the widget on `scene`'s focus ring passes `accept` and return it: the
    ring's own order, not a guess of it."""
    for _ in range(limit):
        if scene.ring.current is not None and accept(scene.ring.current):
            return scene.ring.current
        app.press_key(pygame.K_TAB, frames=frames)
    raise AssertionError("Tab never reached the widget")


def tab_to(app, scene, widget, limit: int = 120, frames: int = 1) -> None:
    """Press Tab until `widget` has the keyboard's focus (`tab_until`)."""
    tab_until(app, scene, lambda current: current is widget, limit, frames)
