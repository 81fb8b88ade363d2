"""The Noto Sans that pygame-gui ships, and a cache of rendered text.

Rendering text is the most expensive thing the board does per frame if done naively, so every
label is rendered once per (text, size, weight, colour) and reused.
"""

from __future__ import annotations

from importlib import resources

import pygame

_FILES = {False: "NotoSans-Regular.ttf", True: "NotoSans-Bold.ttf"}
#: Signs Noto Sans lacks, drawn from assets/fonts/ (a subset made by tools/make_glyph_font.py):
#: Speedtycoon's Yuan sign and its market marks.
GLYPHS = "元▲▼"
GLYPH_FILES = {False: "glyphs-Regular.otf", True: "glyphs-Bold.otf"}
_MAX_CACHED = 2048


_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_glyph_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
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


def glyph_font(size: int, bold: bool = False) -> pygame.font.Font:
    """The font of the few GLYPHS, at the size of the text around them."""
    cached = _glyph_fonts.get((size, bold))
    if cached is None:
        from game.core.paths import assets_dir

        font(size, bold)  # initialises pygame.font and the quit hook
        cached = pygame.font.Font(str(assets_dir() / "fonts" / GLYPH_FILES[bold]), size)
        _glyph_fonts[(size, bold)] = cached
    return cached


def _runs(label: str) -> list[tuple[str, bool]]:
    """The label cut where it switches between Noto Sans and the glyph font."""
    runs: list[tuple[str, bool]] = []
    for ch in label:
        glyph = ch in GLYPHS
        if runs and runs[-1][1] == glyph:
            runs[-1] = (runs[-1][0] + ch, glyph)
        else:
            runs.append((ch, glyph))
    return runs


def _render(label: str, size: int, colour, bold: bool) -> pygame.Surface:
    runs = _runs(label)
    if len(runs) <= 1 and not (runs and runs[0][1]):
        return font(size, bold).render(label, True, colour)
    base = font(size, bold)
    parts = [(glyph_font(size, bold) if glyph else base).render(run, True, colour)
             for run, glyph in runs]
    out = pygame.Surface((sum(p.get_width() for p in parts), base.get_height()), pygame.SRCALPHA)
    x = 0
    for part, (_, glyph) in zip(parts, runs, strict=True):
        out.blit(part, (x, (base.get_height() - part.get_height()) // 2 if glyph else 0))
        x += part.get_width()
    return out


def size_of(label: str, size: int, bold: bool = False) -> tuple[int, int]:
    """The label's size as `text` renders it (glyph runs included)."""
    if not any(ch in GLYPHS for ch in label):
        return font(size, bold).size(label)
    return _render(label, size, (0, 0, 0), bold).get_size()


def _forget() -> None:
    _fonts.clear()
    _glyph_fonts.clear()
    _rendered.clear()


def text(label: str, size: int, colour: tuple[int, int, int], bold: bool = False) -> pygame.Surface:
    key = (label, size, colour, bold)
    surface = _rendered.get(key)
    if surface is None:
        if len(_rendered) >= _MAX_CACHED:
            _rendered.clear()
        surface = _render(label, size, colour, bold)
        _rendered[key] = surface
    return surface


def fit(label: str, size: int, colour, width: int, bold: bool = False) -> pygame.Surface:
    """The label at `size`, or smaller (down to 9 px) until it fits `width`."""
    while size > 9 and size_of(label, size, bold)[0] > width:
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


#: Text boxes' bold and italic faces (history lines, hints, the how-to books' bold words).
TEXT_BOX_FONTS = [{"name": "noto_sans", "point_size": 14, "style": style, "antialiased": "1"}
                  for style in ("bold", "italic")]


def preload_text_fonts(manager) -> None:
    """Load the text boxes' bold and italic faces before the first frame needs them: pygame-gui
    would otherwise load them mid-frame and warn. Only those not loaded yet, since pygame-gui
    also warns about a second preload."""
    fonts = manager.get_theme().get_font_dictionary()
    missing = [spec for spec in TEXT_BOX_FONTS if not fonts.check_font_preloaded(
        fonts.create_font_id(spec["point_size"], spec["name"], spec["style"] == "bold",
                             spec["style"] == "italic"))]
    if missing:
        manager.preload_fonts(missing)
