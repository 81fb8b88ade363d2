"""The table's things by keyboard (speedkeys): the arrow keys walk the market's buildings, the
Kapital cards, the buildings to build, the planning and the depot cards, or, while a building
waits to be placed, its lit cells; Space / Enter then do what a click there does.

The walk moves the table's pointer onto the walked thing, so it is the mouse's own way through:
the thing's hover card opens after the same rest, a click's pick (selection.py) and a click's
placement (`click_empire`) follow, and no rule is decided here. A light frame shows what is
walked (a lit cell has no hover card). Tab hands the keys back to the bar's ring, the ring's
focus drops at an arrow key, and a mouse moved takes the pointer back."""

from __future__ import annotations

import pygame

from game.speedtycoon.view import model
from game.speedtycoon.view import table_view as tv
from game.ui.palette import LIGHT_TEXT

ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
          pygame.K_DOWN: (0, 1)}
ROWS = ("market", "display", "tray", "planning", "depot")  # ↑/↓ order: top, then the right side
CELLS = "cells"


class BoardWalk:
    """The walked thing (mixed into TableScene): a row's name and an index in it."""

    walked: tuple[str, int] | None = None
    _walk_pointer: tuple[int, int] | None = None  # where the walk last put the pointer

    def walk_rects(self, row: str) -> list[pygame.Rect]:
        """Where each thing of `row` is drawn, in the order ←/→ walk it (what `click` reads)."""
        s, seat = self.match.state, self.viewer
        if row == CELLS:
            return [self.camera.cell_rect(x, y) for x, y in self.walk_cells()]
        if row == "market":
            return [tv.place_rect(p) for p in range(4) if model.market(s)[p] >= 0]
        if row == "display":
            return [tv.display_rect(i) for i in range(len(model.display(s)))]
        if row == "tray":
            return [tv.tray_rect(i) for i in range(len(model.tray(s, seat)[:5]))]
        if row == "planning":
            return [tv.planning_rect(i) for i in range(len(model.planning(s, seat)[:5]))]
        return [rect for rect, _card in tv.depot_cards(model.hand(s, seat))]

    def walk_cells(self) -> list[tuple[int, int]]:
        """The lit cells of the building to place, in reading order (top row first)."""
        if self.marks.tile is None:
            return []
        return sorted(self.marks.cells, key=lambda c: (c[1], c[0]))

    def walked_rect(self) -> pygame.Rect | None:
        """The walked thing's place now (None once it is gone: taken, placed, bought)."""
        if self.walked is None or self.person is None:
            return None
        row, index = self.walked
        if row == CELLS and not self.walk_cells():
            return None
        rects = self.walk_rects(row)
        return rects[index] if index < len(rects) else None

    def walk_key(self, event: pygame.event.Event) -> bool:
        """Arrows walk, Space / Enter act on the walked thing; Tab leaves it to the ring."""
        if event.key == pygame.K_TAB:
            self.end_walk()
            return False
        if event.key in ARROWS and self.person is not None and not self.pauses:
            self.step_walk(*ARROWS[event.key])
            return True
        if event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER) and \
                self.ring.current is None:
            rect = self.walked_rect()
            if rect is not None:
                self.pointer = self._walk_pointer = rect.center
                self.click(rect.center)
                if self.walked_rect() is None:  # placed, taken alone: nothing left to walk
                    self.end_walk()
                return True
        return False

    def step_walk(self, dx: int, dy: int) -> None:
        """One step: among the lit cells to the nearest one that way; else ←/→ along a row,
        ↑/↓ to the next row holding something. The first step starts from the thing the
        mouse rests on (`pointed`): it began at the market's first building wherever the
        pointer was, so → with the pointer on New York framed New York, under the card
        already open, and nothing moved until the second press (speedkeys2); with the
        pointer on nothing walkable the first press frames the first thing."""
        self.ring.clear()
        if self.walked is None:
            self.walked = self.pointed()
        if self.walk_cells():
            self.walked = (CELLS, self.nearest_cell(dx, dy))
        else:
            self.walked = self.next_in_rows(dx, dy)
        rect = self.walked_rect()
        if rect is not None:
            self.pointer = self._walk_pointer = rect.center

    def pointed(self) -> tuple[str, int] | None:
        """The walkable thing under the mouse's pointer (a lit cell only inside the empire's
        view), or None."""
        if self.pointer is None or self.person is None:
            return None
        cells = bool(self.walk_cells())
        if cells and not tv.EMPIRE_VIEW.collidepoint(self.pointer):
            return None
        for row in (CELLS,) if cells else ROWS:
            for index, rect in enumerate(self.walk_rects(row)):
                if rect.collidepoint(self.pointer):
                    return row, index
        return None

    def nearest_cell(self, dx: int, dy: int) -> int:
        cells = self.walk_cells()
        if self.walked is None or self.walked[0] != CELLS or self.walked[1] >= len(cells):
            return 0
        x0, y0 = cells[self.walked[1]]
        ahead = [(abs(x - x0) + abs(y - y0) + 2 * abs((x - x0) * dy - (y - y0) * dx), i)
                 for i, (x, y) in enumerate(cells) if (x - x0) * dx + (y - y0) * dy > 0]
        return min(ahead)[1] if ahead else self.walked[1]

    def next_in_rows(self, dx: int, dy: int) -> tuple[str, int] | None:
        filled = [row for row in ROWS if self.walk_rects(row)]
        if not filled:
            return None
        if self.walked is None or self.walked[0] not in filled:
            return filled[0], 0
        row, index = self.walked
        if dy:
            row = filled[(filled.index(row) + dy) % len(filled)]
            return row, min(index, len(self.walk_rects(row)) - 1)
        count = len(self.walk_rects(row))
        return row, (min(index, count - 1) + dx) % count

    def end_walk(self) -> None:
        """The walk over (Tab to the bar, or the mouse moved): the pointer the walk put on a
        thing is taken away with it, so its hover card does not stay over the empire through
        the computers' turns; a pointer the mouse put there stays."""
        if self.walked is not None and self.pointer == self._walk_pointer:
            self.pointer = None
        self.walked = None

    def draw_walk(self, surface: pygame.Surface) -> None:
        """The light frame round the walked thing, a step out from it: a picked card's and a
        picked building's own mark is gold, and a gold frame here hid which was walked."""
        rect = self.walked_rect()
        if rect is not None:
            pygame.draw.rect(surface, LIGHT_TEXT, rect.inflate(12, 12), 3, border_radius=6)
