"""The curtain between two people's turns at one screen: it hides the last player's hidden
things (tickets, tiles, cards) until the next player says they are ready (a click, Space or
Enter). The game passes its emblem (Tycoon: the seat's plane), the curtain the rest."""

from __future__ import annotations

import pygame

from game.core.i18n import tr
from game.ui import fonts
from game.ui.palette import SEAT_DARK, SEAT_RGB

TEXT = (246, 240, 224)


class Curtain:
    def __init__(self, seat: int, name: str, colour: str, size: tuple[int, int],
                 emblem: pygame.Surface) -> None:
        self.seat = seat
        self.emblem = emblem
        self.name = name
        self.colour = colour
        self._size = size
        self._surface: pygame.Surface | None = None

    def draw(self, surface: pygame.Surface) -> None:
        if self._surface is None:
            self._surface = self._paint()
        surface.blit(self._surface, (0, 0))

    def invalidate(self) -> None:
        self._surface = None

    def _paint(self) -> pygame.Surface:
        w, h = self._size
        s = pygame.Surface(self._size)
        dark, light = SEAT_DARK[self.colour], SEAT_RGB[self.colour]
        for y in range(h):
            t = y / h
            s.fill(tuple(int(d + (li - d) * 0.35 * t) for d, li in zip(dark, light, strict=True)),
                   (0, y, w, 1))
        for x in range(0, w, 48):
            pygame.draw.line(s, tuple(min(255, c + 12) for c in dark), (x, 0), (x, h), 2)
        s.blit(self.emblem, self.emblem.get_rect(center=(w // 2, h // 2 - 110)))
        title = fonts.text(tr("match.curtain.turn", player=self.name), 44, TEXT, True)
        s.blit(title, title.get_rect(center=(w // 2, h // 2 + 10)))
        hint = fonts.text(tr("match.curtain.continue"), 22, TEXT)
        s.blit(hint, hint.get_rect(center=(w // 2, h // 2 + 70)))
        return s
