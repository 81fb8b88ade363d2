"""What the desktop offers a window: its work area, its display's bounds and the frame the
window manager adds.

pygame-ce does not expose SDL's usable display bounds (the screen less the panels and the
dock) nor a window's border sizes, which the first window's size needs: sized from the whole
screen less a guessed margin, it opened at 1152x720 on a 1280x800 screen and never grew past
1280x800 on a big one. Nor does it say where the window's display lies, which fullscreen
without a window manager needs (game/ui/canvas.py). These come from the SDL library pygame
itself loaded, through ctypes; where that library cannot be found or SDL cannot tell, the
answers are None and the caller falls back to the desktop's size.
"""

from __future__ import annotations

import ctypes
import logging
import sys
from functools import cache
from pathlib import Path

import pygame

log = logging.getLogger(__name__)

#: How the SDL2 library's file name starts (not SDL2_image's, SDL2_ttf's, ...) in a
#: pygame-ce install: libSDL2-2-<hash>.0.so.0.3200.10 (Linux), libSDL2-2.0.0.dylib (macOS),
#: SDL2.dll (Windows).
SDL_PREFIXES = ("libSDL2-2", "libSDL2.so", "SDL2.dll")


class SdlRect(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("w", ctypes.c_int),
                ("h", ctypes.c_int)]


def work_area(display: int = 0) -> tuple[int, int] | None:
    """The size of the display's area for windows (less panels and docks), or None."""
    sdl = _sdl()
    if sdl is None:
        return None
    rect = SdlRect()
    if sdl.SDL_GetDisplayUsableBounds(display, ctypes.byref(rect)) != 0 or rect.w <= 0:
        return None
    return rect.w, rect.h


def display_bounds(window: pygame.Window) -> tuple[int, int, int, int] | None:
    """Left, top, width and height of the display the window is on, in desktop pixels, or
    None where SDL cannot tell."""
    sdl = _sdl()
    if sdl is None:
        return None
    handle = sdl.SDL_GetWindowFromID(window.id)
    index = sdl.SDL_GetWindowDisplayIndex(handle) if handle else -1
    rect = SdlRect()
    if index < 0 or sdl.SDL_GetDisplayBounds(index, ctypes.byref(rect)) != 0 or rect.w <= 0:
        return None
    return rect.x, rect.y, rect.w, rect.h


def window_frame(window: pygame.Window) -> tuple[int, int] | None:
    """Width and height the window manager's frame adds around the window (title bar,
    borders), or None where nobody draws one or SDL cannot tell."""
    sdl = _sdl()
    if sdl is None:
        return None
    handle = sdl.SDL_GetWindowFromID(window.id)
    sides = [ctypes.c_int() for _ in range(4)]  # top, left, bottom, right
    if not handle or sdl.SDL_GetWindowBordersSize(handle, *map(ctypes.byref, sides)) != 0:
        return None
    top, left, bottom, right = (side.value for side in sides)
    return left + right, top + bottom


@cache
def _sdl() -> ctypes.CDLL | None:
    """The SDL library pygame runs on (the same copy, so the same displays and windows)."""
    for path in _candidates():
        try:
            sdl = ctypes.CDLL(str(path))
        except OSError as error:
            log.info("cannot load %s: %s", path, error)
            continue
        sdl.SDL_GetWindowFromID.restype = ctypes.c_void_p
        sdl.SDL_GetWindowFromID.argtypes = [ctypes.c_uint32]
        sdl.SDL_GetWindowDisplayIndex.argtypes = [ctypes.c_void_p]
        sdl.SDL_GetWindowBordersSize.argtypes = [ctypes.c_void_p] + [ctypes.c_void_p] * 4
        return sdl
    log.info("SDL's library not found next to pygame: window sized from the desktop's size")
    return None


def _candidates() -> list[Path]:
    """Where pygame-ce keeps SDL: the wheel's folders (pygame_ce.libs on Linux, pygame/.dylibs
    on macOS, pygame itself on Windows), else the library the process mapped (Linux)."""
    package = Path(pygame.__file__).parent
    folders = (package.parent / "pygame_ce.libs", package / ".dylibs", package)
    found = [path for folder in folders if folder.is_dir() for path in folder.iterdir()
             if path.name.startswith(SDL_PREFIXES)]
    maps = Path("/proc/self/maps")
    if found or not sys.platform.startswith("linux") or not maps.exists():
        return found
    for line in maps.read_text().splitlines():
        path = Path(line.split(maxsplit=5)[-1])
        if "SDL2" in line and path.name.startswith(SDL_PREFIXES):
            return [path]
    return []
