"""One line of news over the board: why a click was refused, what the computer did and why,
whose turn it is. It fades after a few seconds; a newer message replaces it. The board says
where it goes (each game has its own free strip), the toast how it looks."""

from __future__ import annotations

import pygame

from game.ui import fonts
from game.ui.palette import SEAT_RGB
from game.ui.text import wrap

SHOW_SECONDS = 4.5
FADE_SECONDS = 0.6
WRAPPED = 15  # px: a message too long for one line at 18 px wraps at this size
MAX_LINES = 3  # a wrapped message shrinks (down to 12 px) to stay within this many lines
PAD = 14  # px: the line's height beyond its words
TEXT = (240, 242, 248)
BACK = (14, 20, 32, 224)
EDGE = (255, 213, 74)


class Toast:
    def __init__(self) -> None:
        self.text: str | None = None
        self.colour: str | None = None
        self.age = 0.0
        self._surface: pygame.Surface | None = None
        self._surface_width = 0
        self._said = 0  # how many times a text came or went
        self._drawn = 0  # `_said` as of the last draw

    def show(self, text: str, colour: str | None = None) -> None:
        """`text` is already in the player's language (the scenes format it)."""
        self.text = text
        self.colour = colour
        self.age = 0.0
        self._surface = None
        self._said += 1

    def clear(self) -> None:
        if self.text is not None:
            self._said += 1
        self.text = None
        self._surface = None

    def changing(self) -> bool:
        """Whether the next frame must draw the line anew: a text came or went since it was
        last drawn, or it is fading (an idle board draws nothing else while it reads)."""
        return self._said != self._drawn or (self.text is not None and self.age >= SHOW_SECONDS)

    def update(self, dt: float) -> None:
        if self.text is not None:
            self.age += dt
            if self.age > SHOW_SECONDS + FADE_SECONDS:
                self.clear()

    def draw(self, surface: pygame.Surface, width: int,
             **anchor: tuple[int, int]) -> pygame.Rect | None:
        """At most `width` wide, placed by one pygame.Rect anchor (`center=`, `midbottom=`);
        returns where it went (None: nothing to say), for a board whose line can be clicked."""
        self._drawn = self._said
        place = self.place(width, **anchor)
        if place is None or self._surface is None:
            return None
        fade = max(0.0, self.age - SHOW_SECONDS) / FADE_SECONDS
        self._surface.set_alpha(int(255 * (1 - min(1.0, fade))))
        surface.blit(self._surface, place)
        return place

    def place(self, width: int, **anchor: tuple[int, int]) -> pygame.Rect | None:
        """Where `draw` with the same arguments puts the line (None: nothing to say)."""
        if self.text is None:
            return None
        if self._surface is None or self._surface_width != width:
            self._surface = self._paint(width)
            self._surface_width = width
        return self._surface.get_rect(**anchor)

    @staticmethod
    def tallest() -> int:
        """The height of the tallest line a message can take (three wrapped lines), for a
        board that keeps a picture clear of any news line, not only of the one shown: a drawn
        card moved up when a line appeared under it (play-test 12)."""
        return MAX_LINES * fonts.font(WRAPPED).get_height() + PAD

    def _paint(self, width: int) -> pygame.Surface:
        """One line at 18 px; a longer message wraps, at 15 px, down to 12 px to stay within
        three lines, never cut and never smaller (issue 28.4: a long reason fell to 7 px)."""
        text, inner = self.text or "", width - 40
        size, lines = 18, [text]
        if fonts.size_of(text, 18)[0] > inner:
            for size in range(WRAPPED, 11, -1):   # smaller only to keep it to three lines
                lines = wrap(text, size, inner)
                if len(lines) <= MAX_LINES:
                    break
            lines = balanced(text, size, inner, len(lines))
        labels = [fonts.fit(line, size, TEXT, inner) for line in lines]
        w = max(label.get_width() for label in labels) + 40
        h = sum(label.get_height() for label in labels) + PAD
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        edge = SEAT_RGB.get(self.colour, EDGE) if self.colour else EDGE
        radius = min(h // 2, 20)
        pygame.draw.rect(s, BACK, s.get_rect(), border_radius=radius)
        pygame.draw.rect(s, edge, s.get_rect(), 2, border_radius=radius)
        y = 7
        for label in labels:
            s.blit(label, label.get_rect(midtop=(w // 2, y)))
            y += label.get_height()
        return s


def balanced(text: str, size: int, width: int, count: int) -> list[str]:
    """`text` in `count` lines of about even length: wrapped at the narrowest width that
    still takes no more lines than at `width`, so a last line is never one lone word ("...
    than to Player" over "1": play-test 12)."""
    low, high = width // count, width
    while low < high:
        mid = (low + high) // 2
        if len(wrap(text, size, mid)) <= count:
            high = mid
        else:
            low = mid + 1
    return wrap(text, size, high)
