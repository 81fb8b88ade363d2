"""A game's history drawn as a picture, scrolled by the wheel or Page Up/Down.

pygame-gui's text box re-lays out its whole HTML on every change (a quarter second for a few
hundred lines), which would stall the game after every move while H is open. Lines here are
wrapped once, rendered from the font cache, and only the visible window is drawn. A line is
anything with a `seat` (whose colour mark it carries, None for none) and `header` (a bold gold
line: a new round, a payday); the game's `text_of` gives its words and a computer's reason.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import pygame

from game.ui.palette import DIM_TEXT, GOLD, LIGHT_TEXT, PANEL, ROW_LINE, SEAT_RGB
from game.ui.text import blit_text, wrap

SIZE = 13
ROW = 19
MARK = 18  # room for the player's colour mark

#: Draws a seat's colour mark: (surface, colour name, centre, size).
Mark = Callable[[pygame.Surface, str, tuple[int, int], int], None]


class Line(Protocol):
    seat: int | None
    header: bool


def round_mark(surface: pygame.Surface, colour: str, centre: tuple[int, int], size: int) -> None:
    """A plain disc in the seat's colour, for a game without a piece of its own to show."""
    pygame.draw.circle(surface, SEAT_RGB[colour], centre, size // 2)


@dataclass(frozen=True)
class Row:
    seat: int | None
    text: str
    first: bool  # the first row of its line: it carries the colour mark
    header: bool
    reason: bool  # a row of the computer's reason


class HistoryView:
    """Rows of the history for one language and width; new lines are wrapped as they come."""

    def __init__(self, text_of: Callable[[Any], tuple[str, str | None]], width: int,
                 mark: Mark = round_mark) -> None:
        self.text_of = text_of
        self.mark = mark
        self.width = width - MARK - 12
        self._lines: list[Line] = []
        self._rows: list[list[Row]] = []
        self.scroll = 0  # rows scrolled up from the newest
        self._count: int | None = None  # rows at the last window (None: none drawn yet)

    def _wrapped(self, lines: Sequence[Line]) -> None:
        """Wrap the lines not seen before; lines taken back (undo) are dropped first."""
        keep = 0
        for old, new in zip(self._lines, lines, strict=False):
            if old is not new:
                break
            keep += 1
        del self._lines[keep:]
        del self._rows[keep:]
        for line in lines[keep:]:
            self._lines.append(line)
            text, reason = self.text_of(line)
            rows = [Row(line.seat, part, i == 0, line.header, False)
                    for i, part in enumerate(wrap(text, SIZE, self.width, line.header))]
            if reason:
                rows += [Row(line.seat, part, False, False, True)
                         for part in wrap("— " + reason, SIZE - 1, self.width - 12)]
            self._rows.append(rows)

    def rows(self, lines: Sequence[Line], keep: Callable[[Line], bool]) -> list[Row]:
        self._wrapped(lines)
        return [row for line, rows in zip(lines, self._rows, strict=True) if keep(line)
                for row in rows]

    def window(self, rows: Sequence[Row], height: int) -> Sequence[Row]:
        """The rows a picture `height` high shows at the scroll (clamped to the oldest row
        here): what the player reads. Scrolled back, it holds still while new rows come."""
        if self.scroll and self._count is not None and len(rows) > self._count:
            self.scroll += len(rows) - self._count
        self._count = len(rows)
        visible = max(1, (height - 8) // ROW)
        self.scroll = max(0, min(self.scroll, len(rows) - visible))
        end = len(rows) - self.scroll
        return rows[max(0, end - visible):end]

    def render(self, rows: Sequence[Row], colours: Sequence[str],
               size: tuple[int, int]) -> pygame.Surface:
        s = pygame.Surface(size, pygame.SRCALPHA)
        s.fill(PANEL)
        visible = max(1, (size[1] - 8) // ROW)
        window = self.window(rows, size[1])
        y = 4
        for row in window:
            if row.first and row.seat is not None:
                self.mark(s, colours[row.seat], (9, y + ROW // 2), 12)
            x = MARK + (12 if row.reason else 0)
            colour = GOLD if row.header else (DIM_TEXT if row.reason else LIGHT_TEXT)
            blit_text(s, row.text, (x, y), SIZE - int(row.reason), colour, row.header)
            y += ROW
        if len(rows) > visible:
            track = pygame.Rect(size[0] - 6, 4, 4, size[1] - 8)
            pygame.draw.rect(s, ROW_LINE, track, border_radius=2)
            length = max(20, track.height * visible // len(rows))
            top = track.bottom - length - (track.height - length) * self.scroll // max(
                1, len(rows) - visible)
            pygame.draw.rect(s, DIM_TEXT, (track.x, top, 4, length), border_radius=2)
        return s
