"""The last news of the game kept in the news band, dimmed, until the next news comes.

The band at the empire's foot is the news line's own place (speed22: the line covered a tall
city's bottom row), but a line fades after a few seconds, so its 86 px stood empty most of the
time, and a person who looked at their depot while a computer moved never read what it did
(speed23). Giving the band to the city between two lines would move the city under the
pointer each time a line came, so the band keeps the last news instead: what a computer did
and why, a Unicorn won, the fund's draw. A refusal or a note ("thinking", "saved") shows over
it and fades as before; the kept line is back under it once that fades.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.toast import SHOW_SECONDS, Toast

#: The kept line's opacity (of 255): legible, yet plainly older than a line just said.
DIM = 120


class KeptNews:
    """The last news, as a callable that says it in the language shown (a change of language
    says it again), and its seat's colour."""

    def __init__(self) -> None:
        self.line = Toast()
        self._words: tuple[Callable[[], str], str | None] | None = None
        self._layer: tuple[tuple, pygame.Surface] | None = None

    def keep(self, words: Callable[[], str], colour: str | None = None) -> str:
        """Keep this news (it replaces the last); returns its text for the fresh line."""
        self._words = (words, colour)
        self.line.show(words(), colour)
        return self.line.text or ""

    def language_changed(self) -> None:
        if self._words is not None:
            self.line.show(self._words[0](), self._words[1])

    def draw(self, surface: pygame.Surface, fresh: Toast, width: int,
             **anchor: tuple[int, int]) -> pygame.Rect | None:
        """The kept line under the fresh one (`fresh`, the board's news line): under its own
        text, so the fresh line fades into the kept one, and under another's only once that
        fades (a refusal is read alone). Returns where it went (None: nothing drawn)."""
        if fresh.text not in (None, self.line.text) and fresh.age < SHOW_SECONDS:
            return None
        place = self.line.place(width, **anchor)
        if place is None:
            return None
        key = (self.line.text, self.line.colour, width)
        if self._layer is None or self._layer[0] != key:
            layer = pygame.Surface(place.size, pygame.SRCALPHA)
            self.line.draw(layer, width, topleft=(0, 0))
            layer.set_alpha(DIM)
            self._layer = (key, layer)
        surface.blit(self._layer[1], place)
        return place
