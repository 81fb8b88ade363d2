"""Counting the rounded shapes pygame-gui draws too big for its cache.

pygame-gui draws a rounded shape at four times its size to smooth its corners and caches only
those under 40,000 px (`rounded_rect_drawable_shape`): each larger one drawn costs ~10-300 ms
of CPU. A language switch and the opening of a dialog should draw none (docs/languages.md).
"""

from __future__ import annotations

from collections.abc import Callable

from pygame_gui.core.drawable_shapes import rounded_rect_drawable_shape as rounded

from tests.support.wait import until

#: pygame-gui caches a drawn shape only below this many pixels (rounded_rect_drawable_shape).
CACHED_AREA = 40000


def settled(app) -> None:
    """Frames until every widget has drawn all its states (a new widget draws one a frame)."""
    until(app, lambda: not any(
        getattr(element.drawable_shape, "states_to_redraw_queue", None)
        for element in app.manager.get_sprite_group().sprites()
        if getattr(element, "drawable_shape", None) is not None))


def big_shapes_drawn(app, monkeypatch, action: Callable[[], object]) -> list[tuple[int, int]]:
    """The sizes of the rounded shapes too big for pygame-gui's cache drawn while `action`
    runs, after what was drawn before it."""
    settled(app)
    drawn: list[tuple[int, int]] = []
    real = rounded.RoundedRectangleShape.redraw_state

    def recording(shape, state_str, add_text=True):
        if shape.containing_rect.width * shape.containing_rect.height >= CACHED_AREA:
            drawn.append(tuple(shape.containing_rect.size))
        return real(shape, state_str, add_text)

    monkeypatch.setattr(rounded.RoundedRectangleShape, "redraw_state", recording)
    action()
    monkeypatch.setattr(rounded.RoundedRectangleShape, "redraw_state", real)
    return drawn
