"""The Noto Sans that pygame-gui ships, and a cache of rendered text.

Rendering text is the most expensive thing the board does per frame if done naively, so every
label is rendered once per (text, size, weight, colour) and reused.
"""

from __future__ import annotations

from importlib import resources

import pygame

_FILES = {False: "NotoSans-Regular.ttf", True: "NotoSans-Bold.ttf"}
_MAX_CACHED = 2048


_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_rendered: dict[tuple, pygame.Surface] = {}


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """Fonts die with `pygame.quit()`; the caches are emptied then, so a later App (a test, a
    "back to title" restart) loads fresh ones instead of crashing on a dead font."""
    cached = _fonts.get((size, bold))
    if cached is not None:
        return cached
    if not pygame.font.get_init():
        pygame.font.init()
    if not _fonts:
        pygame.register_quit(_forget)
    path = resources.files("pygame_gui.data") / _FILES[bold]
    with resources.as_file(path) as real_path:
        loaded = pygame.font.Font(str(real_path), size)
    _fonts[(size, bold)] = loaded
    return loaded


def _forget() -> None:
    _fonts.clear()
    _rendered.clear()


def text(label: str, size: int, colour: tuple[int, int, int], bold: bool = False) -> pygame.Surface:
    key = (label, size, colour, bold)
    surface = _rendered.get(key)
    if surface is None:
        if len(_rendered) >= _MAX_CACHED:
            _rendered.clear()
        surface = font(size, bold).render(label, True, colour)
        _rendered[key] = surface
    return surface


def fit(label: str, size: int, colour, width: int, bold: bool = False) -> pygame.Surface:
    """The label at `size`, or smaller (down to 9 px) until it fits `width`."""
    while size > 9 and font(size, bold).size(label)[0] > width:
        size -= 1
    return text(label, size, colour, bold)


def wrapped(label: str, size: int, colour, width: int, bold: bool = False) -> list[pygame.Surface]:
    """The label on one line, or broken in two at a space or hyphen when one line is too wide
    (city names in small boxes: "Rio de / Janeiro", "Mexiko- / Stadt")."""
    if font(size, bold).size(label)[0] <= width:
        return [text(label, size, colour, bold)]
    splits = [i + 1 for i, ch in enumerate(label) if ch in " -"]
    if not splits:
        return [fit(label, size, colour, width, bold)]

    def widest(i: int) -> int:
        return max(font(size, bold).size(label[:i].strip())[0],
                   font(size, bold).size(label[i:].strip())[0])

    best = min(splits, key=widest)
    return [fit(label[:best].strip(), size, colour, width, bold),
            fit(label[best:].strip(), size, colour, width, bold)]
