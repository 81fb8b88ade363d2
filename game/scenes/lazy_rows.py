"""A scrolling list that builds only the rows in view (and a few around them).

A pygame-gui row of a few widgets takes tens of milliseconds to build and keeps its drawn
surfaces, so a list of 200 saves built whole took seconds and hundreds of megabytes. Here the
scroll area has the full height, rows are built as they scroll into view and dropped when they
are far out of it: opening the list costs a screenful, whatever its length.

A dropped row's widgets sit in reference cycles holding their drawn surfaces, which Python's
collector (it counts objects, not bytes) frees only much later: scrolling through 200 saves
grew the app by 105 MB. Every COLLECT_AFTER dropped rows (about a screenful) the cycles are
collected and the freed heap given back (game/core/memory.py), a few milliseconds while the
list moves.
"""

from __future__ import annotations

import gc
from collections.abc import Callable

import pygame
from pygame_gui.elements import UIScrollingContainer

from game.core.memory import return_freed_memory

MARGIN_ROWS = 2
"""Rows kept built above and below the view, so a wheel turn never shows a gap."""
COLLECT_AFTER = 8
"""Dropped rows between two collections of their widgets."""

BuildRow = Callable[[int, pygame.Rect], list]
"""Builds row `index` at the given rectangle and returns its widgets (row panel first)."""


class LazyRows:
    def __init__(self, scroller: UIScrollingContainer, count: int, row_size: tuple[int, int],
                 gap: int, build: BuildRow, on_drop: Callable[[list], None]) -> None:
        self.scroller = scroller
        self.count = count
        self.row_size = row_size
        self.stride = row_size[1] + gap
        self.build = build
        self.on_drop = on_drop
        self.built: dict[int, list] = {}
        self.dropped = 0
        self.update()

    def visible_range(self) -> range:
        top = -self.scroller.scrollable_container.get_relative_rect().y
        height = self.scroller.get_relative_rect().height
        first = max(0, top // self.stride - MARGIN_ROWS)
        last = min(self.count, (top + height) // self.stride + 1 + MARGIN_ROWS)
        return range(first, last)

    def update(self) -> None:
        """Build the rows that came into view and drop the ones far out of it."""
        wanted = self.visible_range()
        for index in [i for i in self.built if i not in wanted]:
            widgets = self.built.pop(index)
            self.on_drop(widgets)
            widgets[0].kill()
            self.dropped += 1
        if self.dropped >= COLLECT_AFTER:
            self.dropped = 0
            gc.collect()
            return_freed_memory()
        for index in wanted:
            if index not in self.built:
                rect = pygame.Rect((0, index * self.stride), self.row_size)
                self.built[index] = self.build(index, rect)
