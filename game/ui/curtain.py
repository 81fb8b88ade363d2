"""The curtain between two people's turns at one screen: it hides the last player's hidden
things (tickets, tiles, cards) until the next player says they are ready (a click, Space or
Enter). The game passes its emblem (Tycoon: the seat's plane), the curtain the rest.

A person called out of another's turn (a trade offer to answer, a loan card at payday) is
named as asked, not as in turn: "Anna's turn" over Boris's turn made people think Boris's
turn was skipped (play-test pt-prop3, «Менеджер», de, 1366x768)."""

from __future__ import annotations

import itertools

import pygame

from game.core.i18n import tr
from game.ui import fonts
from game.ui.click_guard import Shown
from game.ui.palette import SEAT_DARK, SEAT_RGB

TEXT = (246, 240, 224)

_MADE = itertools.count()   # every Curtain's own number (`serial`)


class Curtain:
    def __init__(self, seat: int, name: str, colour: str, size: tuple[int, int],
                 emblem: pygame.Surface, in_turn: bool = True, fell: Shown | None = None,
                 title: str | None = None) -> None:
        # what a board's cached frame is keyed on, never id(): CPython gives a freed
        # curtain's address to the next one, so Ben's curtain could pass for Anna's
        self.serial = next(_MADE)
        self.seat = seat
        #: The app's frame clock as it was first shown: no press lifts it at once.
        self.fell = fell or Shown(0.0)
        #: The game's own words for why the person is called (`title`), else turn or asked.
        self.title = title or tr("match.curtain.turn" if in_turn else "match.curtain.asked",
                                 player=name)
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
        title = fonts.fit(self.title, 44, TEXT, w - 80, True)  # an offer's longer words
        s.blit(title, title.get_rect(center=(w // 2, h // 2 + 10)))
        hint = fonts.text(tr("match.curtain.continue"), 22, TEXT)
        s.blit(hint, hint.get_rect(center=(w // 2, h // 2 + 70)))
        return s
