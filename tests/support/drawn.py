"""Every text a scene draws in its next frames: the language tests read what a player would
see (all drawn text goes through fonts.text), not the scene's fields; and where a picture
(a chart) writes each of its texts, for the tests of what overlaps."""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType

import pygame
from pygame_gui.core.utility import translate

from game.ui import fonts, text


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


def blits_recorded(monkeypatch, *modules: ModuleType) -> list[tuple[str, pygame.Rect]]:
    """Every (text, rect) the modules' `blit_text` writes from now on, in order: the list
    fills as they draw (one recorder for every chart test)."""
    written: list[tuple[str, pygame.Rect]] = []
    real = text.blit_text

    def record(surface, label, pos, *args, **kwargs):
        rect = real(surface, label, pos, *args, **kwargs)
        written.append((label, rect))
        return rect

    for module in modules:
        monkeypatch.setattr(module, "blit_text", record)
    return written


def shown(label) -> str:
    """The text a widget shows now, in the current language (its key and parameters, as
    pygame-gui translates them)."""
    return translate(label.text, **(label.text_kwargs or {}))
