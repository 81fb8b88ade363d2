"""A window of any size shows the whole 1280x800 canvas, as large as fits, and a click at the
scaled position of a widget hits that widget."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.settings_scene import SettingsScene
from game.ui.canvas import first_window_size, fit

CANVAS = (1280, 800)
WINDOWS = [(1366, 768), (1024, 640), (1920, 1080), (1280, 1024)]


@pytest.mark.parametrize(("window", "area"), [
    ((1366, 768), (68, 0, 1229, 768)),      # a laptop: bars left and right, nothing cropped
    ((1920, 1080), (96, 0, 1728, 1080)),    # full HD: 1.35x, not 1x in black borders
    ((1024, 640), (0, 0, 1024, 640)),       # the canvas's own shape: no bars at all
    ((1280, 1024), (0, 112, 1280, 800)),    # taller than wide enough: bars above and below
    ((1280, 800), (0, 0, 1280, 800)),
])
def test_the_canvas_fills_the_largest_area_of_its_shape_the_window_has(window, area):
    assert tuple(fit(CANVAS, window)) == area


def test_the_first_window_fits_a_small_desktop_and_keeps_1280x800_on_a_large_one():
    assert first_window_size(CANVAS, (1920, 1080)) == CANVAS
    width, height = first_window_size(CANVAS, (1366, 768))
    assert height <= 768 - 60 and abs(width / height - 1.6) < 0.01


@pytest.mark.parametrize("window", WINDOWS)
def test_a_click_at_the_scaled_position_of_a_button_presses_it(app, window):
    app.canvas.resize_window(window)
    app.run_frames(1)
    button = app.scenes.top.buttons["settings"]
    x, y = app.canvas.to_window(button.rect.center)
    assert (x, y) != button.rect.center, "the window is scaled or shifted: mapping matters"
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=(x, y), button=1))
    app.run_frames(2)
    assert isinstance(app.scenes.top, SettingsScene)


def test_a_click_on_the_bars_beside_the_canvas_presses_nothing(app):
    app.canvas.resize_window((1920, 1080))
    app.run_frames(1)
    title = app.scenes.top
    button = title.buttons["settings"]
    _, y = app.canvas.to_window(button.rect.center)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=(40, y), button=1))
    app.run_frames(2)
    assert app.scenes.top is title


def test_hovering_at_the_scaled_position_shows_the_buttons_tooltip(app, monkeypatch):
    app.canvas.resize_window((1366, 768))
    app.run_frames(1)
    button = next(b for b in app.scenes.top.buttons.values() if not b.is_enabled)
    where = app.canvas.to_window(button.rect.center)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: where)
    app.run_frames(90)  # 1.5 s of hovering; the theme's delay is 1 s
    assert button.tool_tip is not None


def test_the_window_shows_the_whole_canvas_smoothly_scaled_between_black_bars(app):
    app.canvas.resize_window((1366, 768))
    app.run_frames(2)
    window = pygame.display.get_surface()
    area = app.canvas.area
    expected = pygame.transform.smoothscale(app.screen, area.size)
    shown = window.subsurface(area)
    for point in [(0, 0), (area.width - 1, area.height - 1), (area.width // 2, area.height - 5),
                  (area.width // 3, area.height // 2)]:
        assert shown.get_at(point) == expected.get_at(point)
    assert window.get_at((area.left - 1, 300))[:3] == (0, 0, 0)
    assert window.get_at((area.right, 300))[:3] == (0, 0, 0)


def test_motion_is_scaled_to_canvas_pixels(app):
    app.canvas.resize_window((1920, 1080))
    event = pygame.event.Event(pygame.MOUSEMOTION, pos=(96 + 1728 // 2, 540), rel=(27, 27),
                               buttons=(0, 0, 0))
    mapped = app.canvas.map_event(event)
    assert mapped.pos == (640, 400)
    assert mapped.rel == (20, 20)
