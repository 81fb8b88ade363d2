"""A line chart of values over turns, a line per seat (solid, or dotted for a second measure),
with marked moments along the bottom: Tycoon's cash and net worth with its paydays, a points
race with its scorings. Drawn once per change into a Surface. The result screen names its
axes (`Axes`: "Turn, with the paydays" along the bottom, "Money" up the left side), the same
for every game."""

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
LABEL_GAP = 6  # pixels between two labels along the bottom
#: px a label keeps off the chart's frame (the result screen draws one at its edge): «IPO» at
#: the right end touched it (play-test); on the left the plot starts far inside it anyway
LABEL_MARGIN = 6
#: px from one raised row of labels to the next, down from the plot's top: the labels' line
#: height (15 px at 11 px) and a gap, so two rows never touch (speedfix4)
LABEL_RISE = 17
HEADROOM = 8  # per cent of the plot's height at least above the highest value
END_DOT = 4  # px, the radius of the dot on a line's last point
RING = 5  # px, the radius of a ring on a line
KEY_TEXT = 2 * RING + 9  # px from a key's left to its text: the ring, then a gap
AXIS_ROOM = 16  # the room an axis title takes: a row under the plot, a column left of it


@dataclass(frozen=True)
class ChartLine:
    colour: str  # a seat colour of the palette
    points: Sequence[tuple[int, int]]  # (turn, value)
    dotted: bool = False
    end_dot: bool = False  # a dot on the line's last point: where the seat stands now
    rings: Sequence[int] = ()  # turns marked by a ring on the line (a move a clock made)


@dataclass(frozen=True)
class Axes:
    """The axes' titles: along the bottom (what a step is: a turn, a round) and up the left
    side (what the lines measure: money, points)."""

    across: str
    up: str


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


def label_places(xs: Sequence[int], widths: Sequence[int],
                 taken: tuple[int, int] | Sequence[tuple[int, int]], left: int,
                 right: int) -> list[tuple[int, int]]:
    """(centre, row) of each mark's label, marks left to right: under its line where it fits
    (row 0, apart from the turns' label that spans `taken`, or the spans, a key's too), else
    at the top of the plot
    (row 1, 2, ...: LABEL_RISE each, over the highest value: `line_chart` raises the top
    gridline until the rows are clear of the lines; near the bottom the Startup scoring's
    label sat on the lines, a second row sat in them), beside its line, never
    across it, so two close marks (payday 2 and 3 at the end, a scoring beside "turns 1-31",
    a swing beside "moves 0-234") never write over each other nor over the turns' label.
    Where both sides cross another mark's line (the review's Startup scoring between swings
    1 and 3), `line_chart` draws the label on its own ground, over that line."""
    spans = [taken] if isinstance(taken[0], int) else list(taken)
    rows: list[list[tuple[int, int]]] = [spans]  # the spans written on each row

    def free(row: int, span: tuple[int, int]) -> bool:
        return row >= len(rows) or all(span[0] > b + LABEL_GAP or a > span[1] + LABEL_GAP
                                       for a, b in rows[row])

    places = []
    for x, width in zip(xs, widths, strict=True):
        half = width // 2 + 2
        under = min(max(x, left + half), right - half)
        beside = _beside(x, half, xs, left, right)
        row, centre = 0, under
        while not free(row, (centre - half, centre + half)):
            row, centre = row + 1, beside
        while len(rows) <= row:
            rows.append([])
        rows[row].append((centre - half, centre + half))
        places.append((centre, row))
    return places


def _beside(x: int, half: int, xs: Sequence[int], left: int, right: int) -> int:
    """The centre of a label beside its mark's line at `x`, never across it: to the right,
    else to the left, whichever keeps inside the chart and off the other marks' lines."""
    sides = [centre for centre in (x + 1 + half, x - 1 - half)
             if left <= centre - half and centre + half <= right]
    clear = [c for c in sides if not any(c - half <= other <= c + half for other in xs)]
    return (clear or sides or [x + 1 + half])[0]


def _axis_titles(s: pygame.Surface, plot: pygame.Rect, axes: Axes) -> None:
    """The bottom title centred under the plot's labels, the left one turned up the side."""
    across = fonts.fit(axes.across, 12, DIM_TEXT, plot.width, True)
    s.blit(across, across.get_rect(midbottom=(plot.centerx, s.get_height() - 1)))
    up = pygame.transform.rotate(fonts.fit(axes.up, 12, DIM_TEXT, plot.height, True), 90)
    s.blit(up, up.get_rect(midleft=(2, plot.centery)))


def grid_step(span: int) -> int:
    scale = 1
    while True:
        for v in STEPS:
            if span / (v * scale) <= 5:
                return v * scale
        scale *= 10


def value_range(values: Sequence[int]) -> tuple[int, int, int]:
    """(lowest, highest, grid step) of the plot: from zero (or below) to a gridline above the
    highest value, so the leading line never runs along the plot's top edge (play-test)."""
    low, high = min(0, *values), max(10, *values)
    step = grid_step(high - low)
    top = (high // step + 1) * step
    if (top - high) * 100 < HEADROOM * (top - low):  # a hair under the gridline: one more
        top += step
    return low, top, step


@dataclass(frozen=True)
class Layout:
    """Where a chart puts things: the plot, its value range and the marks' labels (one
    computation for the drawing and for a scene that reads a point back, a hovered ring)."""

    plot: pygame.Rect
    low: int
    high: int
    step: int
    last_turn: int
    xs: Sequence[int]
    places: Sequence[tuple[int, int]]

    def xy(self, turn: int, value: float) -> tuple[int, int]:
        return (self.plot.x + round(turn / self.last_turn * self.plot.width),
                self.plot.bottom - round((value - self.low) / (self.high - self.low)
                                         * self.plot.height))

    def ring_at(self, points: Sequence[tuple[int, int]], turn: int) -> tuple[int, int]:
        """Where a ring of a line with `points` stands at `turn`: on the line, and never past
        the plot's right end (a turn after the line's last point stands at that point)."""
        turn = min(turn, self.last_turn)
        return self.xy(turn, value_on(points, turn))


def chart_layout(size: tuple[int, int], lines: Sequence[ChartLine], marks: Sequence[Marked],
                 turns_text: str, axes: Axes | None = None, turns_right: bool = False,
                 key: str = "") -> Layout | None:
    """The layout `line_chart` draws with the same arguments (None: no points to draw)."""
    if not any(line.points for line in lines):
        return None
    w, h = size
    values = [v for line in lines for _turn, v in line.points]
    low, high, step = value_range(values)
    last_turn = max(1, max(line.points[-1][0] for line in lines if line.points))
    room = AXIS_ROOM if axes is not None else 0
    plot = pygame.Rect(MARGIN_LEFT + room, MARGIN_TOP, w - MARGIN_LEFT - room - 8,
                       h - MARGIN_TOP - MARGIN_BOTTOM - room)
    xs = [plot.x + round(mark.turn / last_turn * plot.width) for mark in marks]
    widths = [fonts.size_of(mark.label, 11)[0] for mark in marks]
    turns_w = fonts.size_of(turns_text, 11)[0]
    taken = [(plot.right - turns_w, plot.right) if turns_right else (plot.x, plot.x + turns_w)]
    if key:  # the rings' key, at the other end of the bottom row
        key_w = KEY_TEXT + fonts.size_of(key, 11)[0]
        taken.append((plot.x, plot.x + key_w) if turns_right else (plot.right - key_w,
                                                                   plot.right))
    places = label_places(xs, widths, taken, plot.x, w - LABEL_MARGIN)
    rows = max((row for _centre, row in places), default=0)
    raised = rows * LABEL_RISE + (END_DOT + 1 if rows else 0)  # clear of the leader's dot
    while (high - max(values)) * plot.height < raised * (high - low):  # rows over the lines
        high += step
    return Layout(plot, low, high, step, last_turn, xs, places)


def value_on(points: Sequence[tuple[int, int]], turn: int) -> float:
    """A line's value at `turn`, read along the line between its points."""
    before = [p for p in points if p[0] <= turn] or points[:1]
    after = [p for p in points if p[0] >= turn] or points[-1:]
    (t0, v0), (t1, v1) = before[-1], after[0]
    return v0 if t1 == t0 else v0 + (v1 - v0) * (turn - t0) / (t1 - t0)


def draw_ring(surface: pygame.Surface, centre: tuple[int, int], rgb) -> None:
    """A ring on a line: a moment of that line the chart tells apart (a move a clock made)."""
    pygame.draw.circle(surface, PANEL, centre, RING + 1)
    pygame.draw.circle(surface, (255, 255, 255), centre, RING + 1, 1)
    pygame.draw.circle(surface, rgb, centre, RING - 1, 2)


def line_chart(size: tuple[int, int], title: str, legend: str, lines: Sequence[ChartLine],
               marks: Sequence[Marked], value_text: Callable[[int], str],
               turns_text: str, axes: Axes | None = None, turns_right: bool = False,
               ceiling: int | None = None, key: str = "") -> pygame.Surface:
    """Lines are drawn in the order given (later ones on top); `value_text` labels the grid
    ("15 M", "40 points"), `turns_text` names the turns shown, under the left end (the right
    one with `turns_right`); `axes` adds the axes' titles, each in a row of its own
    (AXIS_ROOM). `ceiling` is the most a value can be (a win chance: 100): the headroom above
    it stays, but no gridline is labelled past it ("120 %" read as a chance, play-test).
    A line's `rings` are drawn on it, and `key` (what a ring means) with a ring at the other
    end of the bottom row from `turns_text`."""
    s = pygame.Surface(size, pygame.SRCALPHA)
    s.fill(PANEL)
    title_rect = blit_text(s, title, (6, 2), 13, GOLD, True)
    blit_text(s, legend, (size[0] - 6, 4), 11, DIM_TEXT,
              width=size[0] - title_rect.right - 24, align="right")  # never over the title
    layout = chart_layout(size, lines, marks, turns_text, axes, turns_right, key)
    if layout is None:
        return s
    plot, low, step, xy = layout.plot, layout.low, layout.step, layout.xy
    high = layout.high
    if axes is not None:
        _axis_titles(s, plot, axes)
    tick = (low // step) * step
    while tick <= (high if ceiling is None else min(high, ceiling)):
        y = xy(0, tick)[1]
        if plot.top <= y <= plot.bottom:
            pygame.draw.line(s, ROW_LINE, (plot.x, y), (plot.right, y))
            # the top gridline's value hangs under the title, not into it (play-test 12)
            top = max(y - 8, title_rect.bottom)
            blit_text(s, value_text(tick), (plot.x - 4, top), 11, DIM_TEXT, align="right")
        tick += step
    zero = xy(0, 0)[1]
    pygame.draw.line(s, DIM_TEXT, (plot.x, zero), (plot.right, zero))
    blit_text(s, turns_text, (plot.right if turns_right else plot.x, plot.bottom + 3), 11,
              DIM_TEXT, align="right" if turns_right else "left")
    if key:
        _draw_key(s, plot, key, turns_right)
    for x in layout.xs:
        _dotted(s, GOLD, [(x, plot.top), (x, plot.bottom)], 1, 4)
    for mark, (centre, row) in zip(marks, layout.places, strict=True):
        y = plot.bottom + 3 if row == 0 else plot.top + 1 + LABEL_RISE * (row - 1)
        if row:  # up in the plot: on its own ground, over any other mark's line behind it
            width, height = fonts.size_of(mark.label, 11)
            s.fill(PANEL, pygame.Rect(centre - width // 2 - 1, y, width + 2, height))
        blit_text(s, mark.label, (centre, y), 11, GOLD, align="center")
    for line in lines:
        rgb = SEAT_RGB[line.colour]
        points = [xy(turn, value) for turn, value in line.points]
        if len(points) > 1:
            if line.dotted:
                _dotted(s, rgb, points, 2)
            else:
                pygame.draw.lines(s, rgb, False, points, 2)
        if line.end_dot and points:
            pygame.draw.circle(s, rgb, points[-1], END_DOT)
    for line in lines:  # over every line, so no other seat's line hides a ring
        for turn in line.rings if line.points else ():
            draw_ring(s, layout.ring_at(line.points, turn), SEAT_RGB[line.colour])
    return s


def _draw_key(s: pygame.Surface, plot: pygame.Rect, key: str, turns_right: bool) -> None:
    """What a ring means, with a ring, in the bottom row (left when the turns are right)."""
    width = KEY_TEXT + fonts.size_of(key, 11)[0]
    left = plot.x if turns_right else plot.right - width
    rect = blit_text(s, key, (left + KEY_TEXT, plot.bottom + 3), 11, DIM_TEXT)
    draw_ring(s, (left + RING + 2, rect.centery), DIM_TEXT)
