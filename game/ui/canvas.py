"""The fixed canvas every scene draws on, shown as large as the window allows.

Scenes and widgets lay out in canvas pixels (1280x800) and never learn the window's size. Each
frame the canvas is scaled smoothly, by any factor, to the largest rectangle of its shape that
fits the window, centred, with bars on the other two sides (SDL's SCALED mode only scales by
whole numbers: a 1366x768 screen cropped the action bar, 1920x1080 showed a small board).
Mouse events are mapped back to canvas pixels once, before anyone sees them, so pygame-gui and
every scene agree on where a click landed at any size.
"""

from __future__ import annotations

import warnings
from collections.abc import Iterator

import pygame

from game.ui.gui_manager import UIManager

BAR_COLOUR = (0, 0, 0)
#: Room a desktop keeps for its panels and the window's title bar when the first window is
#: sized to fit the screen.
DESKTOP_MARGIN = (40, 80)
MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


def fit(canvas_size: tuple[int, int], window_size: tuple[int, int]) -> pygame.Rect:
    """The largest rectangle of the canvas's shape inside the window, centred."""
    scale = min(window_size[0] / canvas_size[0], window_size[1] / canvas_size[1])
    width = max(1, round(canvas_size[0] * scale))
    height = max(1, round(canvas_size[1] * scale))
    return pygame.Rect((window_size[0] - width) // 2, (window_size[1] - height) // 2,
                       width, height)


def first_window_size(canvas_size: tuple[int, int],
                      desktop: tuple[int, int] | None) -> tuple[int, int]:
    """The canvas's own size where it fits the desktop, else the largest fitting size."""
    if desktop is None:
        return canvas_size
    room = (desktop[0] - DESKTOP_MARGIN[0], desktop[1] - DESKTOP_MARGIN[1])
    if canvas_size[0] <= room[0] and canvas_size[1] <= room[1]:
        return canvas_size
    return fit(canvas_size, room).size


class Canvas:
    """Owns the window: opens it, switches fullscreen, and shows the canvas in it."""

    def __init__(self, size: tuple[int, int]) -> None:
        self.size = size
        self.surface = pygame.Surface(size)
        self.area = pygame.Rect((0, 0), size)
        self.fullscreen = False
        self._window_size: tuple[int, int] | None = None
        self._target: pygame.Surface | None = None

    # --- window -------------------------------------------------------------------------

    def open(self, fullscreen: bool, resizable: bool,
             window_size: tuple[int, int] | None = None) -> list[str]:
        """Open the window (a real one is resizable); returns pygame's display warnings,
        e.g. "no fast renderer" where SDL draws on the CPU, for the log."""
        if window_size is None:
            desktops = pygame.display.get_desktop_sizes() if resizable else []
            window_size = first_window_size(self.size, desktops[0] if desktops else None)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            pygame.display.set_mode(window_size, pygame.RESIZABLE if resizable else 0)
        self.surface = self.surface.convert()
        self._window_size = None
        if fullscreen and resizable:
            self.set_fullscreen(True)
        return [str(warning.message) for warning in caught]

    def set_fullscreen(self, on: bool) -> None:
        """Desktop-sized fullscreen, or back to the window as it was; pygame.error escapes.

        The display's window is switched in place: set_mode would make a new window, which
        the desktop may give the fullscreen size (seen with Openbox) and which loses focus."""
        window = _display_window()
        if on:
            window.set_fullscreen(desktop=True)
        else:
            window.set_windowed()
        self.fullscreen = on
        self._window_size = None

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
        """Show the canvas: copied at 1:1, else scaled smoothly (text stays readable at 0.9)."""
        window = self._refit()
        if window is None:
            return
        if self._target is None:
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
