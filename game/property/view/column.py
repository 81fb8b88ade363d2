"""The right column of a property board: the header (round, rent multiplier, the clocks), one
row per seat (cash, net worth, jail, passes; whose turn and who is to act), the decision
panel's lines, and below it the log's newest lines, the net-worth chart or the heat map's legend."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.property.view import layout
from game.property.view.board_view import heat_colour, token
from game.ui import fonts
from game.ui.hover import Block
from game.ui.palette import DIM_TEXT, GOLD, LIGHT_TEXT, PANEL, PANEL_EDGE, SEAT_RGB
from game.ui.text import blit_text, wrap


@dataclass(frozen=True)
class SeatLine:
    name: str
    colour: str
    cash: str
    worth: str
    marks: str          # jail, passes, bankrupt, level
    turn: bool
    acting: bool
    out: bool


#: The header's words: their size in one row, the smallest they shrink to before they take two
#: rows (every clock at its longest, time up and the turn timer paused), and the gap.
HEADER_SIZE, HEADER_SMALLEST, HEADER_GAP = 15, 12, 14
WARN = (255, 150, 120)


def header_rows(words: Sequence[str]) -> tuple[list[list[str]], int]:
    """The header's words in rows, and their size: one row at the largest size from 15 down to
    12 that fits left of the Menu button; else two rows (the round and rents over the clocks)
    at 12 or smaller (a round limit, rents, the time and the turn timer are long in German)."""
    room = layout.HEADER_WORDS.w

    def width(row: Sequence[str], size: int) -> int:
        return sum(fonts.size_of(w, size, True)[0] for w in row) + HEADER_GAP * (len(row) - 1)

    for size in range(HEADER_SIZE, HEADER_SMALLEST - 1, -1):
        if width(words, size) <= room:
            return [list(words)], size
    half = (len(words) + 1) // 2
    rows = [list(words[:half]), list(words[half:])]
    size = HEADER_SMALLEST
    while size > 9 and max(width(row, size) for row in rows) > room:
        size -= 1
    return rows, size


def draw_header(surface, parts: Sequence[str], warn: str | None) -> pygame.Rect:
    """The header's words, the warning last in its colour, all at one size that fits left of
    the Menu button; returns the rect the words take."""
    r = layout.HEADER
    pygame.draw.rect(surface, PANEL, r, border_radius=6)
    words = [*parts, warn] if warn else list(parts)
    rows, size = header_rows(words)
    line = fonts.size_of("Ag", size, True)[1]
    top = r.centery - line * len(rows) // 2
    taken = pygame.Rect(layout.HEADER_WORDS.x, top, 0, 0)
    colours = [LIGHT_TEXT] * len(parts) + [WARN] * bool(warn)
    for row in rows:
        x = layout.HEADER_WORDS.x
        for text in row:
            rect = blit_text(surface, text, (x, top), size, colours.pop(0), True)
            taken.union_ip(rect)
            x = rect.right + HEADER_GAP
        top += line
    return taken


def seats_area(count: int) -> pygame.Rect:
    """Where the seat rows are drawn (with the pointer left of the acting seat's row)."""
    return layout.seat_row(0).union(layout.seat_row(count - 1)).inflate(8, 4)


def seats_picture(seats: Sequence[SeatLine]) -> pygame.Surface:
    """The seat rows on a sheet the size of `seats_area`: made once per move, blitted each
    frame (drawing the rows' words each frame cost a millisecond on a six-seat board)."""
    area = seats_area(len(seats))
    sheet = pygame.Surface(area.size, pygame.SRCALPHA)
    draw_seats(sheet, seats, (-area.x, -area.y))
    return sheet


def draw_seats(surface, seats: Sequence[SeatLine], offset: tuple[int, int] = (0, 0)) -> None:
    for i, seat in enumerate(seats):
        r = layout.seat_row(i).move(offset)
        pygame.draw.rect(surface, PANEL, r, border_radius=6)
        if seat.turn:
            pygame.draw.rect(surface, GOLD, r, 2, border_radius=6)
        elif seat.acting:
            pygame.draw.rect(surface, SEAT_RGB[seat.colour], r, 2, border_radius=6)
        ink = DIM_TEXT if seat.out else LIGHT_TEXT
        token(surface, (r.x + 18, r.centery), seat.colour)
        blit_text(surface, seat.name, (r.x + 34, r.y + 2), 15, ink, True, width=170)
        blit_text(surface, seat.marks, (r.x + 34, r.y + 20), 12, DIM_TEXT, width=200)
        blit_text(surface, seat.cash, (r.right - 10, r.y + 2), 16, GOLD if not seat.out
                  else DIM_TEXT, True, align="right")
        blit_text(surface, seat.worth, (r.right - 10, r.y + 21), 12, DIM_TEXT, align="right")
        if seat.acting:   # who decides now, on their turn or out of it (auction, trade)
            pygame.draw.polygon(surface, GOLD, [(r.x - 3, r.centery - 7), (r.x + 6, r.centery),
                                                (r.x - 3, r.centery + 7)])


def draw_lines(surface, rect: pygame.Rect, blocks: Sequence[Block]) -> int:
    """The blocks wrapped into `rect` from its top; returns the y below the last line."""
    y = rect.y
    for block in blocks:
        for line in _wrapped(block.text, block.size, rect.w, block.bold):
            if y + block.size > rect.bottom:
                return y
            blit_text(surface, line, (rect.x, y), block.size, block.colour, block.bold)
            y += fonts.font(block.size, block.bold).get_linesize()
    return y


@functools.lru_cache(maxsize=512)
def _wrapped(text: str, size: int, width: int, bold: bool) -> tuple[str, ...]:
    """The panel's lines are the same frame after frame: measured once, not every frame."""
    return tuple(wrap(text, size, width, bold))


def draw_heat_scale(surface, bar: pygame.Rect, low: str, high: str) -> None:
    """The heat map's legend: its colours from rare to often in `bar`, the words under it."""
    for x in range(bar.w):
        pygame.draw.line(surface, heat_colour(x / max(1, bar.w - 1)),
                         (bar.x + x, bar.y), (bar.x + x, bar.bottom - 1))
    pygame.draw.rect(surface, PANEL_EDGE, bar, 1)
    blit_text(surface, low, (bar.x, bar.bottom + 4), 13, LIGHT_TEXT, width=bar.w // 2 - 4)
    blit_text(surface, high, (bar.right, bar.bottom + 4), 13, LIGHT_TEXT, align="right",
              width=bar.w // 2 - 4)


def panel_box(surface, rect: pygame.Rect) -> None:
    pygame.draw.rect(surface, PANEL, rect, border_radius=6)
    pygame.draw.rect(surface, PANEL_EDGE, rect, 1, border_radius=6)
