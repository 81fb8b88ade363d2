"""The history drawn as a picture, scrolled by the wheel or Page Up/Down.

pygame-gui's text box re-lays out its whole HTML on every change (a quarter second for a few
hundred lines), which would stall the game after every move while H is open. Lines here are
wrapped once, rendered from the font cache, and only the visible window is drawn.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.tycoon.info.history import Line
from game.tycoon.panels.hover import wrap
from game.tycoon.panels.style import DIM_TEXT, GOLD, LIGHT_TEXT, PANEL, blit_text, dot

SIZE = 13
ROW = 19
MARK = 18  # room for the player's colour mark


@dataclass(frozen=True)
class Row:
    seat: int | None
    text: str
    first: bool  # the first row of its line: it carries the colour mark
    header: bool
    reason: bool  # a row of the computer's reason


class HistoryView:
    """Rows of the history for one language and width; new lines are wrapped as they come."""

    def __init__(self, text_of: Callable[[Line], tuple[str, str | None]], width: int) -> None:
        self.text_of = text_of
        self.width = width - MARK - 12
        self._lines: list[Line] = []
        self._rows: list[list[Row]] = []
        self.scroll = 0  # rows scrolled up from the newest

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

    def render(self, rows: Sequence[Row], colours: Sequence[str],
               size: tuple[int, int]) -> pygame.Surface:
        s = pygame.Surface(size, pygame.SRCALPHA)
        s.fill(PANEL)
        visible = max(1, (size[1] - 8) // ROW)
        self.scroll = max(0, min(self.scroll, len(rows) - visible))
        end = len(rows) - self.scroll
        window = rows[max(0, end - visible):end]
        y = 4
        for row in window:
            if row.first and row.seat is not None:
                dot(s, colours[row.seat], (9, y + ROW // 2), 12)
            x = MARK + (12 if row.reason else 0)
            colour = GOLD if row.header else (DIM_TEXT if row.reason else LIGHT_TEXT)
            blit_text(s, row.text, (x, y), SIZE - int(row.reason), colour, row.header)
            y += ROW
        if len(rows) > visible:
            track = pygame.Rect(size[0] - 6, 4, 4, size[1] - 8)
            pygame.draw.rect(s, (52, 64, 84), track, border_radius=2)
            length = max(20, track.height * visible // len(rows))
            top = track.bottom - length - (track.height - length) * self.scroll // max(
                1, len(rows) - visible)
            pygame.draw.rect(s, DIM_TEXT, (track.x, top, 4, length), border_radius=2)
        return s
