"""The highway ring's counting run traced during a scoring (issue 18 point 5): each seat's city
in a small box under the scoring sheet, the run (queries.ring_run) drawn side by side along the
highway while the ring's count rises. The rules say which sides count; this module only puts
them in an order a pen would follow and draws them."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.speedtycoon.rules import geometry
from game.speedtycoon.view import art
from game.ui import fonts
from game.ui.palette import BACKGROUND, GOLD, LIGHT_TEXT, PANEL, SEAT_RGB

Segment = tuple[int, int, str]
#: A side's two corners, a corner (x, y) being the top left of cell (x, y).
_ENDS = {"N": ((0, 0), (1, 0)), "E": ((1, 0), (1, 1)), "S": ((0, 1), (1, 1)),
         "W": ((0, 0), (0, 1))}
MAX_CELL = 36
OUTLINE = (20, 16, 8)  # under the gold, so the run reads on yellow and orange tiles too


def corners(segment: Segment) -> tuple[tuple[int, int], tuple[int, int]]:
    x, y, side = segment
    (ax, ay), (bx, by) = _ENDS[side]
    return (x + ax, y + ay), (x + bx, y + by)


def ordered_run(segments: Sequence[Segment]) -> list[Segment]:
    """The segments in the order of a walk along them: from an open end (or anywhere on a
    closed ring), each next segment sharing a corner with the last where one does."""
    at: dict[tuple[int, int], list[int]] = defaultdict(list)
    for i, seg in enumerate(segments):
        for corner in corners(seg):
            at[corner].append(i)
    left = set(range(len(segments)))
    out: list[Segment] = []
    here = None
    while left:
        step = next((i for i in at.get(here, ()) if i in left), None) if here else None
        if step is None:  # start (again) at an open end if there is one
            ends = [c for c, segs in at.items() if sum(i in left for i in segs) == 1]
            start = min(ends) if ends else min(c for i in left for c in corners(segments[i]))
            step = next(i for i in at[start] if i in left)
            here = start
        left.discard(step)
        out.append(segments[step])
        a, b = corners(segments[step])
        here = b if a == here else a
    return out


@dataclass
class BoxCamera:
    """Cells of one city fitted into a box (the empire's camera, made small)."""

    centre: tuple[float, float]
    cell: int

    def cell_rect(self, x: int, y: int) -> pygame.Rect:
        return pygame.Rect(round(self.centre[0] + (x - 0.5) * self.cell),
                           round(self.centre[1] + (y - 0.5) * self.cell), self.cell, self.cell)


def fit(emp: dict[int, int], box: pygame.Rect) -> BoxCamera:
    xs, ys = zip(*(geometry.xy(c) for c in emp), strict=True)
    span_x, span_y = max(xs) - min(xs) + 2, max(ys) - min(ys) + 2  # a ring lies around
    cell = max(4, min(MAX_CELL, box.w // span_x, box.h // span_y))
    mid_x, mid_y = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    return BoxCamera((box.centerx - mid_x * cell, box.centery - mid_y * cell), cell)


def draw_run(surface: pygame.Surface, segments: Sequence[Segment], camera, clip: pygame.Rect,
             width: int) -> None:
    """Gold strokes along the counted sides (the M view's and the tally's)."""
    old = surface.get_clip()
    surface.set_clip(clip)
    for x, y, side in segments:
        rect = camera.cell_rect(x, y)
        ends = {"N": (rect.topleft, rect.topright), "E": (rect.topright, rect.bottomright),
                "S": (rect.bottomleft, rect.bottomright), "W": (rect.topleft, rect.bottomleft)}
        pygame.draw.line(surface, OUTLINE, *ends[side], width + 2)
        pygame.draw.line(surface, GOLD, *ends[side], width)
    surface.set_clip(old)


def strip_boxes(area: pygame.Rect, seats: int) -> list[pygame.Rect]:
    width = area.w // max(1, seats)
    return [pygame.Rect(area.x + i * width, area.y, width - 8, area.h) for i in range(seats)]


LABEL_SIZE = 13
LABEL_LINE = 16  # px from one label line to the next
LABEL_SMALLEST = 11  # below this a label goes on two lines rather than shrink further
SMALLEST_TYPE = 9  # `fonts.fit` shrinks no further


def label_lines(label: str, box: pygame.Rect, size: int | None = None) -> list[pygame.Surface]:
    """The label over a city: one line, or two where one would have to shrink below 11 px
    (six seats in German: "Orange (leicht): Autobahnring 3" ran past the box's edge); at
    `size` (`shared_size`, every box's) where given."""
    room = box.w - 16
    if size is not None:
        return [fonts.fit(part, size, LIGHT_TEXT, room, True)
                for part in fonts.wrap_parts(label, size, room, True)]
    if fonts.size_of(label, LABEL_SMALLEST, True)[0] <= room:
        return [fonts.fit(label, LABEL_SIZE, LIGHT_TEXT, room, True)]
    return fonts.wrapped(label, LABEL_SIZE, LIGHT_TEXT, room, True)


def shared_size(labels: Sequence[str], box: pygame.Rect) -> int:
    """One size for every box's label: the largest from LABEL_SIZE down at which each fits
    its box on one line or, broken, on two (six ru labels need 10 px: «кольцо автострады 11»
    is wider than a sixth of the strip at 11). Each shrunk on its own, they stood at three
    sizes side by side («Аня: кольцо автострады 1» at 13 px beside «Зелёный (сильный):
    кольцо автострады 11» at 9; speedleft3's play-test, 1920x1080)."""
    room = box.w - 16

    def fits(label: str, size: int) -> bool:
        return all(fonts.size_of(part, size, True)[0] <= room
                   for part in fonts.wrap_parts(label, size, room, True))

    return next((size for size in range(LABEL_SIZE, SMALLEST_TYPE - 1, -1)
                 if all(fits(label, size) for label in labels)), SMALLEST_TYPE)


def city_area(box: pygame.Rect, label_lines: int) -> pygame.Rect:
    """Where a city is fitted in its box, under its label's lines."""
    area = box.inflate(-12, -30).move(0, 10)
    extra = (label_lines - 1) * LABEL_LINE
    return pygame.Rect(area.x, area.y + extra, area.w, area.h - extra)


def draw_tally(surface: pygame.Surface, area: pygame.Rect, emps: Sequence[dict[int, int]],
               runs: Sequence[Sequence[Segment]], drawn: Sequence[int], labels: Sequence[str],
               colours: Sequence[str]) -> None:
    """Every seat's city in its box, the first `drawn[seat]` sides of its run traced, and its
    label (the count so far) above it."""
    pygame.draw.rect(surface, BACKGROUND, area)
    boxes = strip_boxes(area, len(emps))
    size = shared_size(labels, boxes[0])  # the boxes are of one width
    for seat, box in enumerate(boxes):
        pygame.draw.rect(surface, PANEL, box, border_radius=8)
        pygame.draw.rect(surface, SEAT_RGB[colours[seat]], box, 2, border_radius=8)
        lines = label_lines(labels[seat], box, size)
        for i, line in enumerate(lines):
            surface.blit(line, (box.x + 8, box.y + 4 + i * LABEL_LINE))
        city = city_area(box, len(lines))
        camera = fit(emps[seat], city)
        for c, tile in emps[seat].items():
            surface.blit(art.tile_image(tile, camera.cell, colours[seat]),
                         camera.cell_rect(*geometry.xy(c)))
        draw_run(surface, runs[seat][:drawn[seat]], camera, box.inflate(-4, -4),
                 max(3, camera.cell // 5))
