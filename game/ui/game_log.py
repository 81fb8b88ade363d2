"""The game log's panel, the overlay L opens on every board (issue 30.4).

The lines (game/ui/log_book.py) are drawn by `HistoryView` (only the visible window),
scrolled by the wheel, Up/Down, PgUp/PgDn, Home/End, and filtered to all / the viewer's own /
money.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UIImage

from game.ui.history_view import ROW, HistoryView, Mark, Row, round_mark
from game.ui.log_book import LogLine, keeps
from game.ui.side_panel import PanelFrame

FILTERS = ("all", "mine", "money")
FILTER_KEYS = {"all": "match.log.all", "mine": "match.log.mine", "money": "match.log.money"}
FILTER_W, FILTER_GAP = 150, 6
#: Rows a key scrolls (positive: back in time); a page is what the panel shows.
SCROLL_KEYS = {pygame.K_UP: 1, pygame.K_DOWN: -1, pygame.K_HOME: 10**6, pygame.K_END: -10**6}
PAGE_KEYS = {pygame.K_PAGEUP: 1, pygame.K_PAGEDOWN: -1}
WHEEL_ROWS = 3


class LogPanel:
    """The log's overlay: a frame with its title and close button, the filter buttons and
    the lines drawn as one picture (redrawn when a line, the filter or the scroll changes)."""

    def __init__(self, manager, container, rect: pygame.Rect,
                 words: Callable[[LogLine], tuple[str, str | None]], colours: Sequence[str],
                 me: int | None, mark: Mark = round_mark, shown: str | int = "all") -> None:
        self.frame = PanelFrame(manager, container, rect, "match.log.title",
                                "match.log.close", "match.log.close_tip")
        content = self.frame.content
        self.filters: dict[UIButton, str] = {}
        for k, name in enumerate(FILTERS):
            button = UIButton(pygame.Rect(content.x + k * (FILTER_W + FILTER_GAP), content.y,
                                          FILTER_W, 28), FILTER_KEYS[name], manager=manager,
                              container=self.frame.panel,
                              object_id=ObjectID(f"#log_filter_{name}", "@choice"))
            if name == "mine" and me is None:
                button.disable()  # a table of computers only: nobody's "mine"
            self.filters[button] = name
        area = pygame.Rect(content.x, content.y + 34, content.width, content.height - 34)
        self.image = UIImage(area, pygame.Surface(area.size), manager=manager,
                             container=self.frame.panel)
        self.view = HistoryView(words, area.width, mark)
        self.colours = tuple(colours)
        self.me = me
        self.shown = shown
        self.rows: list[Row] = []  # what the player reads now (for tests)
        self._drawn: tuple | None = None

    @property
    def visible(self) -> int:
        """Rows the picture has room for: a page."""
        return max(1, (self.image.relative_rect.height - 8) // ROW)

    def show(self, lines: Sequence[LogLine]) -> None:
        """Draw the lines the filter keeps, when anything shown changed."""
        key = (len(lines), lines[-1] if lines else None, self.shown, self.view.scroll)
        if key == self._drawn:
            return
        size = self.image.relative_rect.size
        page = self.view.page(lines, lambda line: keeps(line, self.shown, self.me), size[1])
        self.image.set_image(self.view.render(page, self.colours, size))
        self.rows = page.rows
        self._drawn = (len(lines), lines[-1] if lines else None, self.shown, self.view.scroll)
        for button, name in self.filters.items():
            button.select() if name == self.shown else button.unselect()

    def scroll(self, rows: int) -> None:
        """Positive: back in time (clamped to the oldest row when drawn)."""
        self.view.scroll = max(0, self.view.scroll + rows)

    def handle_event(self, event: pygame.event.Event, pointer: tuple[int, int] | None) -> str:
        """What the event did: "close" (its close button or Esc), "used" or "" (not the log's:
        the board may take it)."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.frame.close:
                return "close"
            if event.ui_element in self.filters:
                self.shown = self.filters[event.ui_element]
                self.view.scroll = 0
                return "used"
            return ""
        if event.type == pygame.MOUSEWHEEL and pointer is not None and self.frame.covers(pointer):
            self.scroll(WHEEL_ROWS * event.y)
            return "used"
        if event.type != pygame.KEYDOWN or event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return ""
        if event.key == pygame.K_ESCAPE:
            return "close"
        if event.key in SCROLL_KEYS:
            self.scroll(SCROLL_KEYS[event.key])
            return "used"
        if event.key in PAGE_KEYS:
            self.scroll(PAGE_KEYS[event.key] * self.visible)
            return "used"
        return ""

    def covers(self, pos: tuple[int, int]) -> bool:
        return self.frame.covers(pos)

    def kill(self) -> None:
        self.frame.kill()
