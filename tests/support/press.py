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
