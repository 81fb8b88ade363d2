"""A window of any size shows the whole 1280x800 canvas, as large as fits, and a click at the
scaled position of a widget hits that widget."""

from __future__ import annotations

import json

import pygame
import pytest

from game.app import App
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


@pytest.mark.parametrize(("room", "window"), [
    ((1280, 800), (1280, 800)),     # the canvas's own screen: shown 1:1, not 1152x720
    ((1366, 768), (1229, 768)),     # a laptop: as tall as it goes, not 1101x688
    ((1920, 1080), (1728, 1080)),   # full HD: 1.35x, not 1280x800 in the middle
    ((1920, 1050), (1680, 1050)),   # full HD less a 30-pixel panel
    ((2560, 1440), (2304, 1440)),
    ((1024, 600), (960, 600)),      # a netbook: smaller than the canvas
    ((1280, 1024), (1280, 800)),    # taller than 16:10: as wide as it goes
])
def test_the_first_window_is_the_largest_of_the_canvas_shape_the_room_holds(room, window):
    assert first_window_size(CANVAS, room) == window


def test_a_size_the_player_left_comes_back_where_it_still_fits():
    assert first_window_size(CANVAS, (1920, 1080), (1000, 700)) == (1000, 700)
    assert first_window_size(CANVAS, (1920, 1080), (1920, 1080)) == (1920, 1080)
    # the same setting on a smaller screen: the largest size that fits instead
    assert first_window_size(CANVAS, (1366, 768), (1800, 1000)) == (1229, 768)
    # SDL could not tell the desktop's size (no display found): the size left, else the canvas
    assert first_window_size(CANVAS, None, (1000, 700)) == (1000, 700)
    assert first_window_size(CANVAS, None) == CANVAS


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


def test_the_window_opens_at_the_size_the_desktop_has_room_for_or_the_one_left():
    """A real (resizable) window on the dummy driver, whose desktop is 1024x768."""
    from game.ui.canvas import Canvas
    from game.ui.desktop import work_area

    pygame.display.init()
    try:
        area = work_area()
        assert area == pygame.display.get_desktop_sizes()[0]
        canvas = Canvas(CANVAS)
        canvas.open(False, resizable=True)
        assert pygame.display.get_window_size() == fit(CANVAS, area).size
        assert canvas.window_size() == canvas.own_size == fit(CANVAS, area).size
        canvas = Canvas(CANVAS)
        canvas.open(False, resizable=True, remembered=(700, 500))
        assert pygame.display.get_window_size() == (700, 500)
    finally:
        pygame.display.quit()


def test_the_size_the_player_gave_the_window_is_kept_for_the_next_start(app):
    app.window_resizable = True  # as in a real window
    app.canvas.resize_window((1000, 625))
    app.run_frames(1)
    settings, folder = app.paths.settings_file, app.options.data_dir
    app.close()
    assert json.loads(settings.read_text())["window_size"] == [1000, 625]
    again = App.headless(folder)
    try:
        assert again.settings.window_size == [1000, 625]
        # left as it opened: sized to the desktop again next time (not kept small)
        again.window_resizable = True
        again.canvas.resize_window(again.canvas.own_size)
    finally:
        again.close()
    assert json.loads(settings.read_text())["window_size"] is None


def test_fullscreen_keeps_the_windows_last_size(app):
    app.window_resizable = True
    app.canvas.resize_window((1000, 625))
    app.close()
    assert app.settings.window_size == [1000, 625]
    app.settings.window_size = [900, 600]
    app.closed = False
    app.canvas.fullscreen = True
    app._remember_window()
    assert app.settings.window_size == [900, 600]


def test_where_sdl_renders_on_the_cpu_the_canvas_is_scaled_by_smoothscale(monkeypatch):
    """The dummy driver has only SDL's software renderer: asked for the GPU, the window falls
    back to a plain one of the same size, scaled by us."""
    from game.ui.canvas import GPU_HINTS, Canvas

    for name in GPU_HINTS:  # the hints it sets go with the test
        monkeypatch.delenv(name, raising=False)
    pygame.display.init()
    try:
        canvas = Canvas(CANVAS)
        warnings = canvas.open(False, resizable=True, gpu=True)
        assert "no fast renderer available" in warnings
        assert not canvas.scaled_by_sdl
        assert pygame.display.get_window_size() == canvas.own_size
        assert canvas.surface.get_size() == CANVAS
        assert canvas.surface is not pygame.display.get_surface()
    finally:
        pygame.display.quit()


def test_where_sdl_renders_on_the_gpu_scenes_draw_on_the_display_it_scales(monkeypatch):
    """With a hardware renderer (the software one taken for it here) the canvas is the
    display's own surface, the window any size of the desktop, and nothing scales on the CPU."""
    from game.ui import canvas as canvas_module

    monkeypatch.setattr(canvas_module, "NO_FAST_RENDERER", "a warning never given")
    for name in canvas_module.GPU_HINTS:
        monkeypatch.delenv(name, raising=False)
    pygame.display.init()
    try:
        canvas = canvas_module.Canvas(CANVAS)
        canvas.open(False, resizable=True, gpu=True, remembered=(700, 438))
        assert canvas.scaled_by_sdl
        assert canvas.surface is pygame.display.get_surface()
        assert canvas.surface.get_size() == CANVAS
        assert pygame.display.get_window_size() == (700, 438)
        assert canvas.to_canvas((100, 200)) == (100, 200)  # SDL maps the mouse itself
        canvas.surface.fill((200, 10, 10))
        canvas.present()
    finally:
        pygame.display.quit()


class _X11Window:
    """A window as X11 without a window manager keeps it: fullscreen is only a request, so
    the window shows wherever it stood when fullscreen was asked for."""

    def __init__(self) -> None:
        self.size, self.position = (1728, 1080), (96, 0)
        self.shown_at: tuple[tuple[int, int], tuple[int, int]] | None = None

    def set_fullscreen(self, desktop: bool) -> None:
        self.shown_at = (self.position, self.size)

    def set_windowed(self) -> None:
        self.shown_at = None  # SDL gives back the rectangle it last saw windowed


def test_fullscreen_covers_the_screen_without_a_window_manager_and_leaves_as_it_was(
        monkeypatch):
    """--fullscreen on a 1920x1080 Xvfb showed the canvas in a 1728x1080 window shifted
    96 px, its right edge cut off; F11 back gives the window its own size and place."""
    import game.ui.canvas as canvas_module

    window = _X11Window()
    monkeypatch.setattr(canvas_module, "_display_window", lambda: window)
    monkeypatch.setattr(canvas_module, "display_bounds", lambda _window: (0, 0, 1920, 1080))
    canvas = canvas_module.Canvas(CANVAS)
    canvas.set_fullscreen(True)
    assert window.shown_at == ((0, 0), (1920, 1080))
    canvas.set_fullscreen(False)
    assert (window.position, window.size) == ((96, 0), (1728, 1080))
