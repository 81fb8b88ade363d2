"""A game's history drawn as a picture, scrolled by the wheel or Page Up/Down.

pygame-gui's text box re-lays out its whole HTML on every change (a quarter second for a few
hundred lines), which would stall the game after every move while H is open. Lines here are
wrapped once, rendered from the font cache, and only the visible window is drawn. And only the
lines a window reaches are worded and wrapped, from the newest back: a long loaded game's log
(7,000 lines) was worded and wrapped whole as its board first drew it and again as L opened,
a second's stall each; the lines above come as they are scrolled to. A line is
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


@dataclass(frozen=True)
class Page:
    """What a picture of the history shows: its `rows`, oldest first, and how many rows all
    the kept lines have (`total`, for the scroll bar: a line not yet wrapped counts as one)."""
    rows: list[Row]
    total: int


class HistoryView:
    """Rows of the history for one language and width, wrapped as a window first reaches
    their line."""

    def __init__(self, text_of: Callable[[Any], tuple[str, str | None]], width: int,
                 mark: Mark = round_mark) -> None:
        self.text_of = text_of
        self.mark = mark
        self.width = width - MARK - 12
        self._lines: list[Line] = []
        self._rows: list[list[Row] | None] = []  # per line, None until a window reaches it
        self.scroll = 0  # rows scrolled up from the newest
        self._seen: int | None = None  # lines at the last window (None: none drawn yet)

    def _follow(self, lines: Sequence[Line]) -> int:
        """Take the lines in; those taken back (undo) are dropped first. The lines kept from
        before: the new ones come after them."""
        keep = len(self._lines)
        if not (keep <= len(lines) and (keep == 0 or lines[keep - 1] is self._lines[-1])):
            keep = 0
            for old, new in zip(self._lines, lines, strict=False):
                if old is not new:
                    break
                keep += 1
            del self._lines[keep:]
            del self._rows[keep:]
        self._lines.extend(lines[keep:])
        self._rows.extend([None] * (len(lines) - keep))
        return keep

    def _wrapped(self, index: int) -> list[Row]:
        """The rows of line `index`, worded and wrapped on first use."""
        rows = self._rows[index]
        if rows is None:
            line = self._lines[index]
            text, reason = self.text_of(line)
            rows = [Row(line.seat, part, i == 0, line.header, False)
                    for i, part in enumerate(wrap(text, SIZE, self.width, line.header))]
            if reason:
                rows += [Row(line.seat, part, False, False, True)
                         for part in wrap("— " + reason, SIZE - 1, self.width - 12)]
            self._rows[index] = rows
        return rows

    def page(self, lines: Sequence[Line], keep: Callable[[Line], bool], height: int) -> Page:
        """The rows of the kept lines a picture `height` high shows at the scroll (clamped to
        the oldest row): what the player reads. Scrolled back, it holds still while new rows
        come. Only the lines in the window are worded and wrapped; a line not wrapped yet
        counts as one row, so Home in a long game's log wraps the first lines, not all."""
        before = self._follow(lines)
        if self.scroll and self._seen is not None and before >= self._seen:
            self.scroll += sum(len(self._wrapped(i)) for i in range(self._seen, len(lines))
                               if keep(lines[i]))
        self._seen = len(lines)
        visible = max(1, (height - 8) // ROW)
        kept = [i for i in range(len(lines)) if keep(lines[i])]
        wanted = self.scroll
        while True:
            total = sum(len(self._rows[i] or (None,)) for i in kept)
            self.scroll = max(0, min(wanted, total - visible))
            rows, fresh = self._window(kept, visible)
            if not fresh:  # wrapping a line the window reached changes the count: again
                return Page(rows, total)

    def _window(self, kept: list[int], visible: int) -> tuple[list[Row], bool]:
        """The `visible` rows ending `scroll` rows above the newest (lines below the window
        counted as they are, one row a line not wrapped yet), and whether a line was wrapped
        for it just now."""
        skipped, at = 0, len(kept) - 1
        while at >= 0 and skipped + len(self._rows[kept[at]] or (None,)) <= self.scroll:
            skipped += len(self._rows[kept[at]] or (None,))
            at -= 1
        fresh, reached, cut = False, [], self.scroll - skipped
        while at >= 0 and len(reached) < visible + cut:
            fresh = fresh or self._rows[kept[at]] is None
            reached[:0] = self._wrapped(kept[at])
            at -= 1
        if fresh and cut:
            return [], True  # the line the window's foot cuts was not wrapped: count again
        end = len(reached) - cut
        return reached[max(0, end - visible):end], fresh

    def render(self, page: Page, colours: Sequence[str], size: tuple[int, int]) -> pygame.Surface:
        s = pygame.Surface(size, pygame.SRCALPHA)
        s.fill(PANEL)
        visible = max(1, (size[1] - 8) // ROW)
        y = 4
        for row in page.rows:
            if row.first and row.seat is not None:
                self.mark(s, colours[row.seat], (9, y + ROW // 2), 12)
            x = MARK + (12 if row.reason else 0)
            colour = GOLD if row.header else (DIM_TEXT if row.reason else LIGHT_TEXT)
            blit_text(s, row.text, (x, y), SIZE - int(row.reason), colour, row.header)
            y += ROW
        if page.total > visible:
            track = pygame.Rect(size[0] - 6, 4, 4, size[1] - 8)
            pygame.draw.rect(s, ROW_LINE, track, border_radius=2)
            length = max(20, track.height * visible // page.total)
            top = track.bottom - length - (track.height - length) * self.scroll // max(
                1, page.total - visible)
            pygame.draw.rect(s, DIM_TEXT, (track.x, top, 4, length), border_radius=2)
        return s
