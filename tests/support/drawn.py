"""Every text a scene draws in its next frames: the language tests read what a player would
see (all drawn text goes through fonts.text), not the scene's fields."""

from __future__ import annotations

from collections.abc import Callable

from game.ui import fonts


def texts_drawn_by(monkeypatch, draw: Callable[[], object]) -> list[str]:
    """The labels fonts.text draws while `draw` runs, in order."""
    seen: list[str] = []
    text = fonts.text

    def recording(label, *args, **kwargs):
        seen.append(label)
        return text(label, *args, **kwargs)

    monkeypatch.setattr(fonts, "text", recording)
    draw()
    monkeypatch.setattr(fonts, "text", text)
    return seen


def drawn_texts(app, monkeypatch, frames: int) -> list[str]:
    """The labels fonts.text draws over `frames` frames, in order."""
    return texts_drawn_by(monkeypatch, lambda: app.run_frames(frames))
