"""A line chart of values over turns, a line per seat (solid, or dotted for a second measure),
with marked moments along the bottom: Tycoon's cash and net worth with its paydays, a points
race with its scorings. Drawn once per change into a Surface."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.ui import fonts
from game.ui.palette import DIM_TEXT, GOLD, PANEL, ROW_LINE, SEAT_RGB
from game.ui.text import blit_text

MARGIN_LEFT = 56
MARGIN_BOTTOM = 22
MARGIN_TOP = 22
#: Grid steps tried in turn (then ten times each, and so on) until at most five lines fit.
STEPS = (5, 10, 20, 25, 50, 100, 200, 500)


@dataclass(frozen=True)
class ChartLine:
    colour: str  # a seat colour of the palette
    points: Sequence[tuple[int, int]]  # (turn, value)
    dotted: bool = False
    end_dot: bool = False  # a dot on the line's last point: where the seat stands now


@dataclass(frozen=True)
class Marked:
    """A moment the chart marks with a dotted gold line and its label (a payday, a scoring)."""

    turn: int
    label: str


def _dotted(surface, colour, points, width: int = 2, dash: int = 5) -> None:
    for (x0, y0), (x1, y1) in zip(points, points[1:], strict=False):
        length = max(1.0, ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5)
        steps = int(length // dash)
        for i in range(0, steps, 2):
            a, b = i / max(1, steps), min(1.0, (i + 1) / max(1, steps))
            pygame.draw.line(surface, colour, (x0 + (x1 - x0) * a, y0 + (y1 - y0) * a),
                             (x0 + (x1 - x0) * b, y0 + (y1 - y0) * b), width)


def grid_step(span: int) -> int:
    scale = 1
    while True:
        for v in STEPS:
            if span / (v * scale) <= 5:
                return v * scale
        scale *= 10


def line_chart(size: tuple[int, int], title: str, legend: str, lines: Sequence[ChartLine],
               marks: Sequence[Marked], value_text: Callable[[int], str],
               turns_text: str) -> pygame.Surface:
    """Lines are drawn in the order given (later ones on top); `value_text` labels the grid
    ("15 M", "40 points"), `turns_text` names the turns shown, under the left end."""
    s = pygame.Surface(size, pygame.SRCALPHA)
    s.fill(PANEL)
    w, h = size
    title_rect = blit_text(s, title, (6, 2), 13, GOLD, True)
    blit_text(s, legend, (w - 6, 4), 11, DIM_TEXT, width=w - title_rect.right - 24,
              align="right")  # never over the title
    if not any(line.points for line in lines):
        return s
    values = [v for line in lines for _turn, v in line.points]
    low, high = min(0, *values), max(10, *values)
    span = high - low
    last_turn = max(1, max(line.points[-1][0] for line in lines if line.points))
    plot = pygame.Rect(MARGIN_LEFT, MARGIN_TOP, w - MARGIN_LEFT - 8, h - MARGIN_TOP - MARGIN_BOTTOM)

    def xy(turn: int, value: int) -> tuple[int, int]:
        return (plot.x + round(turn / last_turn * plot.width),
                plot.bottom - round((value - low) / span * plot.height))

    step = grid_step(span)
    tick = (low // step) * step
    while tick <= high:
        y = xy(0, tick)[1]
        if plot.top <= y <= plot.bottom:
            pygame.draw.line(s, ROW_LINE, (plot.x, y), (plot.right, y))
            blit_text(s, value_text(tick), (plot.x - 4, y - 8), 11, DIM_TEXT, align="right")
        tick += step
    zero = xy(0, 0)[1]
    pygame.draw.line(s, DIM_TEXT, (plot.x, zero), (plot.right, zero))
    for mark in marks:
        x = xy(mark.turn, 0)[0]
        _dotted(s, GOLD, [(x, plot.top), (x, plot.bottom)], 1, 4)
        half = fonts.font(11).size(mark.label)[0] // 2 + 2
        centre = min(max(x, plot.x + half), w - half)
        blit_text(s, mark.label, (centre, plot.bottom + 3), 11, GOLD, align="center")
    blit_text(s, turns_text, (plot.x, plot.bottom + 3), 11, DIM_TEXT)
    for line in lines:
        rgb = SEAT_RGB[line.colour]
        points = [xy(turn, value) for turn, value in line.points]
        if len(points) > 1:
            if line.dotted:
                _dotted(s, rgb, points, 2)
            else:
                pygame.draw.lines(s, rgb, False, points, 2)
        if line.end_dot and points:
            pygame.draw.circle(s, rgb, points[-1], 4)
    return s
