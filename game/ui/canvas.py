"""The fixed canvas every scene draws on, shown as large as the window allows.

Scenes and widgets lay out in canvas pixels (1280x800) and never learn the window's size. The
canvas is shown at the largest rectangle of its shape that fits the window, centred, with bars
on the other two sides, scaled smoothly by any factor:

- on the GPU where SDL has a hardware renderer: pygame's SCALED display (an SDL renderer with
  the canvas as its logical size) told to filter linearly and scale by any factor, not by
  whole numbers as it does by default (a 1366x768 screen cropped the action bar, 1920x1080
  showed a small board); SDL maps the mouse back to canvas pixels itself;
- on the CPU where it has none (Xvfb, a virtual machine): `smoothscale` into the window each
  drawn frame, and mouse events mapped back to canvas pixels once, before anyone sees them, so
  pygame-gui and every scene agree on where a click landed at any size.
"""

from __future__ import annotations

import os
import warnings
from collections.abc import Iterator

import pygame

from game.ui.desktop import display_bounds, window_frame, work_area
from game.ui.gui_manager import UIManager

BAR_COLOUR = (0, 0, 0)
#: pygame's warning when SDL's renderer draws on the CPU.
NO_FAST_RENDERER = "no fast renderer available"
#: The smallest window a player may drag it to (SCALED sets the canvas's own size otherwise).
MINIMUM_WINDOW = (320, 200)
#: SDL hints for scaling on the GPU. pygame-ce scales by whole numbers unless a hint of this
#: exact name (not SDL's SDL_RENDER_SCALE_QUALITY) is true; SDL's own hint picks the filter.
GPU_HINTS = {"SDL_HINT_RENDER_SCALE_QUALITY": "1", "SDL_RENDER_SCALE_QUALITY": "linear"}
MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


def fit(canvas_size: tuple[int, int], window_size: tuple[int, int]) -> pygame.Rect:
    """The largest rectangle of the canvas's shape inside the window, centred."""
    scale = min(window_size[0] / canvas_size[0], window_size[1] / canvas_size[1])
    width = max(1, round(canvas_size[0] * scale))
    height = max(1, round(canvas_size[1] * scale))
    return pygame.Rect((window_size[0] - width) // 2, (window_size[1] - height) // 2,
                       width, height)


def first_window_size(canvas_size: tuple[int, int], room: tuple[int, int] | None,
                      remembered: tuple[int, int] | None = None) -> tuple[int, int]:
    """The window a start opens: the size the player left it at where that still fits the
    room the desktop has for it (its work area less the window's frame), else the largest
    size of the canvas's shape that fits, larger or smaller than the canvas itself."""
    if room is None:
        return remembered or canvas_size
    if remembered is not None and remembered[0] <= room[0] and remembered[1] <= room[1]:
        return remembered
    return fit(canvas_size, room).size


class Canvas:
    """Owns the window: opens it, switches fullscreen, and shows the canvas in it."""

    def __init__(self, size: tuple[int, int]) -> None:
        self.size = size
        self.surface = pygame.Surface(size)
        self.area = pygame.Rect((0, 0), size)
        self.fullscreen = False
        #: True when SDL's renderer scales the canvas (on the GPU), False when we do.
        self.scaled_by_sdl = False
        #: The size a start opens at when the player left the window as it came (remembering
        #: that would keep a window small on a bigger screen).
        self.own_size = size
        self._window_size: tuple[int, int] | None = None
        #: The window's size and place before fullscreen, given back when it leaves.
        self._windowed: tuple[tuple[int, int], tuple[int, int]] | None = None
        self._target: pygame.Surface | None = None

    # --- window -------------------------------------------------------------------------

    def open(self, fullscreen: bool, resizable: bool, *, gpu: bool = False,
             remembered: tuple[int, int] | None = None) -> list[str]:
        """Open the window; returns pygame's display warnings for the log.

        A real window (`resizable`) opens at `first_window_size` and is scaled by SDL's
        renderer when `gpu` is asked for and the renderer SDL picks is a hardware one; a
        software renderer scales worse than smoothscale (21.8 ms against 2.6 ms a frame at
        full HD), so the window then falls back to our own scaling. Headless, the window is
        the canvas's size."""
        if not resizable:
            return self._open_window(self.size, 0)
        area = work_area()
        if area is None:
            desktops = pygame.display.get_desktop_sizes()
            area = desktops[0] if desktops else None
        size = first_window_size(self.size, area, remembered)
        self.own_size = first_window_size(self.size, area)
        caught: list[str] = []
        if gpu:
            caught = self._open_scaled(size)
        if not self.scaled_by_sdl:
            caught += self._open_window(size, pygame.RESIZABLE)
        self._fit_frame(area, remembered)
        if fullscreen:
            self.set_fullscreen(True)
        return caught

    def _open_window(self, size: tuple[int, int], flags: int) -> list[str]:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            pygame.display.set_mode(size, flags)
        self.surface = pygame.Surface(self.size).convert()
        self._window_size = None
        return [str(warning.message) for warning in caught]

    def _open_scaled(self, size: tuple[int, int]) -> list[str]:
        """The canvas as SDL's logical size, drawn on directly, the window at `size`; left
        unscaled (`scaled_by_sdl` False) when the renderer SDL found draws on the CPU."""
        os.environ.update({name: value for name, value in GPU_HINTS.items()
                           if name not in os.environ})
        caught = self._open_window(self.size, pygame.SCALED | pygame.RESIZABLE)
        if NO_FAST_RENDERER in caught:
            return caught
        self.scaled_by_sdl = True
        self.surface = pygame.display.get_surface()
        window = _display_window()
        window.minimum_size = MINIMUM_WINDOW
        window.size = size
        window.position = pygame.WINDOWPOS_CENTERED
        return caught

    def _fit_frame(self, area: tuple[int, int] | None, remembered: tuple[int, int] | None
                   ) -> None:
        """Shrink the new window so that its frame (title bar, borders) fits the work area
        too; known only once the window manager has framed the window."""
        window = _display_window()
        frame = window_frame(window)
        if area is None or not frame or frame == (0, 0):
            return
        room = (area[0] - frame[0], area[1] - frame[1])
        self.own_size = first_window_size(self.size, room)
        size = first_window_size(self.size, room, remembered)
        if size != tuple(window.size):
            window.size = size
            window.position = pygame.WINDOWPOS_CENTERED
            self._window_size = None

    def window_size(self) -> tuple[int, int] | None:
        """The window's size as the player left it (None in fullscreen)."""
        if self.fullscreen:
            return None
        return tuple(_display_window().size)

    def set_fullscreen(self, on: bool) -> None:
        """Desktop-sized fullscreen, or back to the window as it was; pygame.error escapes.

        The display's window is switched in place: set_mode would make a new window, which
        the desktop may give the fullscreen size (seen with Openbox) and which loses focus.
        On X11 fullscreen is a request to the window manager; where none runs (Xvfb, a
        kiosk) SDL draws for the whole display while the window stays where it was (a
        1728x1080 window shifted 96 px on a 1920x1080 screen, its right edge cut), so the
        window first covers the display itself and gets its place back when it leaves."""
        window = _display_window()
        if on:
            self._windowed = (tuple(window.size), tuple(window.position))
            self._cover_display(window)
            window.set_fullscreen(desktop=True)
        else:
            window.set_windowed()
            if self._windowed is not None:
                window.size, window.position = self._windowed
        self.fullscreen = on
        self._window_size = None

    @staticmethod
    def _cover_display(window: pygame.Window) -> None:
        bounds = display_bounds(window)
        if bounds is None:
            sizes = pygame.display.get_desktop_sizes()
            bounds = (0, 0, *sizes[0]) if sizes else None
        if bounds is not None:
            window.position = bounds[:2]
            window.size = bounds[2:]

    def resize_window(self, size: tuple[int, int]) -> None:
        """What a player's drag of the window's edge does (tests, screenshots)."""
        _display_window().size = size
        self._window_size = None

    # --- mouse --------------------------------------------------------------------------

    def to_canvas(self, pos: tuple[float, float]) -> tuple[int, int]:
        """A window position in canvas pixels (outside the canvas on the bars)."""
        self._refit()
        return (int((pos[0] - self.area.x) * self.size[0] / self.area.width),
                int((pos[1] - self.area.y) * self.size[1] / self.area.height))

    def to_window(self, pos: tuple[float, float]) -> tuple[int, int]:
        """Where a canvas pixel's centre shows in the window."""
        self._refit()
        return (int(self.area.x + (pos[0] + 0.5) * self.area.width / self.size[0]),
                int(self.area.y + (pos[1] + 0.5) * self.area.height / self.size[1]))

    def map_event(self, event: pygame.event.Event) -> pygame.event.Event:
        """The event with its mouse position (and motion) in canvas pixels."""
        if event.type not in MOUSE_EVENTS or not hasattr(event, "pos"):
            return event
        self._refit()
        if self.area.size == self.size and self.area.topleft == (0, 0):
            return event
        attributes = dict(event.dict, pos=self.to_canvas(event.pos))
        if "rel" in attributes:
            attributes["rel"] = (round(event.rel[0] * self.size[0] / self.area.width),
                                 round(event.rel[1] * self.size[1] / self.area.height))
        return pygame.event.Event(event.type, attributes)

    def events(self) -> Iterator[pygame.event.Event]:
        for event in pygame.event.get():
            yield self.map_event(event)

    # --- drawing ------------------------------------------------------------------------

    def present(self) -> None:
        """Show the canvas: SDL's renderer scales it, or it is copied at 1:1, else scaled
        smoothly (text stays readable at 0.9)."""
        window = self._refit()
        if window is None:
            return
        if self.scaled_by_sdl:
            pass  # the canvas is the display's surface: flip() hands it to the renderer
        elif self._target is None:
            window.blit(self.surface, self.area.topleft)
        else:
            pygame.transform.smoothscale(self.surface, self.area.size, self._target)
        pygame.display.flip()

    def _refit(self) -> pygame.Surface | None:
        """Follow the window's size (a drag, a maximise, fullscreen): new area, new bars."""
        window = pygame.display.get_surface()
        if window is None:
            return None
        size = window.get_size()
        if size != self._window_size:
            self._window_size = size
            self.area = fit(self.size, size)
            window.fill(BAR_COLOUR)
            scaled = self.area.size != self.size
            self._target = window.subsurface(self.area) if scaled else None
        return window


def _display_window() -> pygame.Window:
    # Deprecated in pygame-ce 2.5 in favour of drawing through a Window instead of the display
    # module, which pygame-gui and every scene here use.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()


class CanvasUIManager(UIManager):
    """The UI manager (with its compact theme-id cache), hovering by the canvas position of
    the pointer.

    Events reach it already mapped (`Canvas.map_event`); only the hover position, which the
    manager reads from pygame.mouse itself each update, needs mapping here."""

    def __init__(self, canvas: Canvas, *args: object, **kwargs: object) -> None:
        self._canvas = canvas
        super().__init__(canvas.size, *args, **kwargs)

    def _update_mouse_position(self) -> None:
        self.mouse_position = self._canvas.to_canvas(pygame.mouse.get_pos())
