"""A scoring as a sheet: per branch every seat's count and points (the fund's column with two
players), then ring, zones, sustainability, loans (the three only with their module in play) and
the total. The M view draws it for "what if the next scoring happened now" (queries.what_if),
the scoring pause for the scoring that just ran; `parts` reveals the rows one by one while a
scoring is tallied."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.speedtycoon.rules.data import NUM_BRANCHES
from game.speedtycoon.view import art
from game.ui.palette import DIM_TEXT, GOLD, LIGHT_TEXT, PANEL_EDGE, SEAT_RGB
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


def draw_sheet(surface: pygame.Surface, done, counts: list[list[int]] | None,
               doubled: list[list[bool]] | None, colours: list[str], words: SheetWords,
               parts: int = PARTS, rect: pygame.Rect = SHEET) -> None:
    """`done`: a ScoringDone; `counts` (optional): per row (seats, fund) the branch counts
    the majorities were taken on, `doubled` marks a count a contract raised."""
    pygame.draw.rect(surface, SHEET_RGB, rect, border_radius=10)
    pygame.draw.rect(surface, GOLD, rect, 2, border_radius=10)
    blit_text(surface, words.title, (rect.x + 14, rect.y + 8), 18, GOLD, bold=True,
              width=rect.w - 28)
    columns = len(words.names)
    width = (rect.w - FIRST_COLUMN - 20) // max(1, columns)
    top = rect.y + 38
    for i, name in enumerate(words.names):
        x = rect.x + FIRST_COLUMN + i * width
        colour = SEAT_RGB[colours[i]] if i < len(colours) else DIM_TEXT
        pygame.draw.rect(surface, colour, (x, top + 2, 4, ROW - 6))
        blit_text(surface, name, (x + 8, top), 14, LIGHT_TEXT, bold=True, width=width - 12)
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
            text = str(value)
            if branch is not None and counts is not None and i < len(counts):
                mark = "*" if doubled and doubled[i][branch] else ""
                text = f"{counts[i][branch]}{mark} » {value}"
            blit_text(surface, text, (x + 8, y + 1), 14,
                      GOLD if value > 0 and total_row else LIGHT_TEXT if value else DIM_TEXT,
                      bold=total_row, width=width - 12)
    if words.note:
        blit_text(surface, words.note, (rect.x + 14, rect.bottom - 22), 13, DIM_TEXT,
                  width=rect.w - 28)
