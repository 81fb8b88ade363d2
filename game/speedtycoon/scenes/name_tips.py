"""The whole name of a seat the table shortened («Maximiliane W.», a computer by its colour),
in a tooltip while the pointer rests on it: on the score sheet and in the players' column.
Both are drawn, not widgets, so a transparent image stands where each shortened name is drawn
and carries pygame-gui's tooltip (the same delay and look as every button's)."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIImage

from game.speedtycoon.view import score_sheet


class NameTips:
    """The images over one drawn place's shortened names (none where nothing is shortened)."""

    def __init__(self) -> None:
        self._key: tuple | None = None
        self.tips: list[UIImage] = []

    def show(self, spots: list[tuple[pygame.Rect, str]], manager, container) -> None:
        """Every frame: where each shortened name stands and its whole. The images are made
        again only when the places or the names change."""
        key = tuple((tuple(rect), whole) for rect, whole in spots)
        if key == self._key:
            return
        self.clear()
        self._key = key
        for rect, whole in spots:
            tip = UIImage(rect, pygame.Surface(rect.size, pygame.SRCALPHA), manager=manager,
                          container=container)
            tip.set_tooltip(whole)
            self.tips.append(tip)

    def clear(self) -> None:
        for tip in self.tips:
            tip.kill()
        self.tips = []
        self._key = None


def sheet_spots(rect: pygame.Rect | None,
                words: score_sheet.SheetWords | None) -> list[tuple[pygame.Rect, str]]:
    """The shortened names of the sheet shown (none without a sheet) and their wholes."""
    if rect is None or words is None:
        return []
    room = score_sheet.column_width(rect, len(words.names)) - 12
    shown, _size = score_sheet.head_names(words, room)
    return [(spot, name) for name, label, spot in zip(words.names, shown,
                                                      score_sheet.name_rects(words, rect),
                                                      strict=True) if label != name]
