"""The whole name of a seat the score sheet shortened («Maximiliane W.», a computer by its
colour), in a tooltip while the pointer rests on it: the sheet is drawn, not a widget, so a
transparent image stands where each shortened name is drawn and carries pygame-gui's tooltip
(the same delay and look as every button's)."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIImage

from game.speedtycoon.view import score_sheet


class SheetTips:
    """The images over the shortened names of the sheet shown (none without a sheet)."""

    def __init__(self) -> None:
        self._key: tuple | None = None
        self.tips: list[UIImage] = []

    def show(self, rect: pygame.Rect | None, words: score_sheet.SheetWords | None, manager,
             container) -> None:
        """Every frame: the sheet's place (None: no sheet up) and its words. The images are
        made again only when the place or the names change."""
        key = (tuple(rect), words.names, words.short) if rect and words else None
        if key == self._key:
            return
        self.clear()
        self._key = key
        if key is None:
            return
        room = score_sheet.column_width(rect, len(words.names)) - 12
        shown, _size = score_sheet.head_names(words, room)
        for name, label, spot in zip(words.names, shown, score_sheet.name_rects(words, rect),
                                     strict=True):
            if label != name:
                tip = UIImage(spot, pygame.Surface(spot.size, pygame.SRCALPHA), manager=manager,
                              container=container)
                tip.set_tooltip(name)
                self.tips.append(tip)

    def clear(self) -> None:
        for tip in self.tips:
            tip.kill()
        self.tips = []
        self._key = None
