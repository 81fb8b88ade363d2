"""A press whose UI event comes a frame late: pygame-gui posts UI_BUTTON_PRESSED while it
handles the release, so the scene reads it in the next frame, after whatever that frame's
update did (a computer's move that made the panel anew: game/ui/press_routes.py)."""

from __future__ import annotations

from collections.abc import Callable


def press_then(app, button, between: Callable[[], object]) -> None:
    """Press `button` as a person does (`App.click`) and run the one frame that handles the
    press, do `between` (a move that rebuilds the panel, say), then let the press's event
    arrive."""
    app.click(button, frames=1)
    between()
    app.run_frames(2)
