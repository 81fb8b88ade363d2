"""A scoring as a sheet: per branch every seat's count and points (the fund's column with two
players), then ring, zones, sustainability, loans (the three only with their module in play) and
the total. The M view draws it for "what if the next scoring happened now" (queries.what_if),
the scoring pause for the scoring that just ran; `parts` reveals the rows one by one while a
scoring is tallied."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core.i18n import format_number
from game.speedtycoon.rules.data import NUM_BRANCHES
from game.speedtycoon.view import art
from game.ui import fonts
from game.ui.palette import DIM_TEXT, GOLD, LIGHT_TEXT, PANEL_EDGE, SEAT_RGB
from game.ui.result_table import SMALL, abbreviated
from game.ui.text import blit_text

SHEET = pygame.Rect(16, 12, 912, 344)
ROW = 22
FIRST_COLUMN = 190
PARTS = NUM_BRANCHES + 5  # branches, ring, zones, sustainability, loans, total
#: The sheet's ground, opaque: through a shade the empire's buildings showed between the
#: figures and made them hard to read.
SHEET_RGB = (14, 20, 32)


@dataclass
class SheetWords:
    title: str
    branches: tuple[str, ...]
    ring: str
    zones: str | None  # None: the module is not in play, its row is left out (a row of
    sustainability: str | None  # noughts for a rule the table does not have read as one)
    loans: str | None
    total: str
    names: tuple[str, ...]  # seats, then the fund with two players
    note: str = ""
    short: tuple[str, ...] = ()  # the names in fewer letters (a computer by its colour)
    #: the language its numbers are written in (`format_number`): a negative one with a true
    #: minus, "−1" (speedleft3: the IPO sheet's sustainability row read "-1")
    language: str = "en"


NAME_SIZE = 14  # px of the seats' names over the columns, where they all fit


def head_names(words: SheetWords, room: int) -> tuple[list[str], int]:
    """The seats' names over their columns, all at one size: whole at NAME_SIZE down to the
    small size where all fit, else the short ones (the players' column beside names a
    computer's level), a word still too wide shortened as print does («Фиолет.»). Six seats
    in ru shrank «Фиолетовый (средний)» to 9 px and still ran it under the next column."""
    def fit(names: tuple[str, ...]) -> int | None:
        return next((size for size in range(NAME_SIZE, SMALL - 1, -1)
                     if all(fonts.size_of(name, size, True)[0] <= room for name in names)),
                    None)

    short = words.short or words.names
    for shown in (words.names, short):
        size = fit(shown)
        if size is not None:
            return list(shown), size

    def fits(word: str) -> bool:
        return fonts.size_of(word, SMALL, True)[0] <= room

    def fitted(name: str) -> str:
        """Each word shortened as print does; a typed name of words that each fit but not
        together («Maximiliane Wolkenstein» at six seats) loses its end with a full stop (its
        whole in the tooltip, TableScene)."""
        words = " ".join(abbreviated(word, fits) for word in name.split(" "))
        return words if fits(words) else abbreviated(words, fits)

    return [fitted(name) for name in short], SMALL


def column_width(rect: pygame.Rect, columns: int) -> int:
    """A seat's column (its name and figures), the row names' column before them."""
    return (rect.w - FIRST_COLUMN - 20) // max(1, columns)


def name_rects(words: SheetWords, rect: pygame.Rect = SHEET) -> list[pygame.Rect]:
    """Where each column's name stands over it (a shortened one says its whole on hover)."""
    width = column_width(rect, len(words.names))
    return [pygame.Rect(rect.x + FIRST_COLUMN + i * width, rect.y + 38, width - 4, ROW)
            for i in range(len(words.names))]


def draw_sheet(surface: pygame.Surface, done, counts: list[list[int]] | None,
               doubled: list[list[bool]] | None, colours: list[str], words: SheetWords,
               parts: int = PARTS, rect: pygame.Rect = SHEET) -> None:
    """`done`: a ScoringDone; `counts` (optional): per row (seats, fund) the branch counts
    the majorities were taken on, `doubled` marks a count a contract raised."""
    pygame.draw.rect(surface, SHEET_RGB, rect, border_radius=10)
    pygame.draw.rect(surface, GOLD, rect, 2, border_radius=10)
    blit_text(surface, words.title, (rect.x + 14, rect.y + 8), 18, GOLD, bold=True,
              width=rect.w - 28)
    width = column_width(rect, len(words.names))
    top = rect.y + 38
    names, size = head_names(words, width - 12)
    for i, name in enumerate(names):
        x = rect.x + FIRST_COLUMN + i * width
        colour = SEAT_RGB[colours[i]] if i < len(colours) else DIM_TEXT
        pygame.draw.rect(surface, colour, (x, top + 2, 4, ROW - 6))
        blit_text(surface, name, (x + 8, top + (NAME_SIZE - size) // 2), size, LIGHT_TEXT,
                  bold=True, width=width - 12)
    seats = len(done.totals)
    rows = [(words.branches[b], [done.majorities[p][b] for p in range(seats)]
             + ([done.fund[b]] if done.fund else []), b) for b in range(NUM_BRANCHES)]
    rows += [(words.ring, list(done.ring), None), (words.zones, list(done.zones), None),
             (words.sustainability, list(done.sustainability), None),
             (words.loans, list(done.loans), None), (words.total, list(done.totals), None)]
    total = len(rows) - 1
    shown = [(i, row) for i, row in enumerate(rows[:parts]) if row[0] is not None]
    for r, (i, (label, points, branch)) in enumerate(shown):
        y = top + (r + 1) * ROW
        total_row = i == total
        if total_row:
            pygame.draw.line(surface, PANEL_EDGE, (rect.x + 10, y - 1), (rect.right - 10, y - 1))
        if branch is not None:
            surface.blit(art.branch_icon(branch, 16), (rect.x + 14, y + 2))
        blit_text(surface, label, (rect.x + 36, y + 1), 14, GOLD if total_row else LIGHT_TEXT,
                  bold=total_row, width=FIRST_COLUMN - 44)
        for i, value in enumerate(points):
            x = rect.x + FIRST_COLUMN + i * width
            text = format_number(value, words.language)
            if branch is not None and counts is not None and i < len(counts):
                mark = "*" if doubled and doubled[i][branch] else ""
                text = f"{counts[i][branch]}{mark} » {text}"
            blit_text(surface, text, (x + 8, y + 1), 14,
                      GOLD if value > 0 and total_row else LIGHT_TEXT if value else DIM_TEXT,
                      bold=total_row, width=width - 12)
    if words.note:
        blit_text(surface, words.note, (rect.x + 14, rect.bottom - 22), 13, DIM_TEXT,
                  width=rect.w - 28)
