"""pygame-gui's font with the house's glyphs: a widget's minus sign drawn as a minus.

pygame-gui's Noto Sans maps U+2212 to its hyphen, so every button, label, text box and tooltip
showed "Выкуп -3 300" where the text says "Выкуп −3 300" (proptext21; the board's own text
draws it from the glyph font since pt-tycoon4). pygame-gui 0.6.14 draws every widget's text
through one `pygame.font.Font.render` per run of text (`GUIFontPygame`); the font here draws
each run of `fonts.GLYPHS` (the minus, the Yuan sign, the market marks) from the glyph font
instead, centred on the line, so one rule serves every widget of the shared kit and the board
alike. `install` makes pygame-gui load its fonts as this one (pygame-gui is pinned, and has no
hook for the font class it makes).
"""

from __future__ import annotations

import pygame
from pygame_gui.core import utility
from pygame_gui.core.gui_font_pygame import GUIFontPygame

from game.ui import fonts


class _GlyphRender:
    """A pygame font whose `render` draws the house's glyphs from the glyph font; every other
    call goes to the font itself."""

    def __init__(self, font: pygame.font.Font, size: int, bold: bool) -> None:
        self._font, self._size, self._bold = font, size, bold

    def render(self, text, antialias, color, bgcolor=None) -> pygame.Surface:
        if bgcolor is not None:
            return self._font.render(text, antialias, color, bgcolor)
        return fonts.with_glyphs(self._font, str(text), antialias, color, self._size, self._bold)

    def __getattr__(self, name: str):
        return getattr(self._font, name)

    def __setattr__(self, name: str, value) -> None:
        if name.startswith("_"):
            object.__setattr__(self, name, value)
        else:
            setattr(self._font, name, value)  # underline, bold, italic: the font's own


class GlyphFont(GUIFontPygame):
    """pygame-gui's font, its runs drawn with the house's glyphs (`fonts.with_glyphs`)."""

    def __init__(self, file, size, force_style: bool = False, style=None) -> None:
        super().__init__(file, size, force_style, style)
        bold = bool(style and style.get("bold"))
        self._GUIFontPygame__internal_font = _GlyphRender(
            self._GUIFontPygame__internal_font, self.point_size, bold)


def install() -> None:
    """Make pygame-gui load every font it loads from now on as a `GlyphFont`."""
    utility.GUIFontPygame = GlyphFont
