"""The Tycoon board's part in the game log every board has (game/scenes/match_log.py): its
words (the history, game/tycoon/view/log_lines.py), where the panel and the "since your last
turn" card stand, and Tycoon's own summary for that card (since_last_turn.py).

A mixin of `BoardScene` (board_scene.py): it reads the scene's info panels and `since`.
"""

from __future__ import annotations

import pygame

from game.scenes.match_loop import Reason
from game.tycoon.panels import rects
from game.tycoon.panels.style import dot
from game.tycoon.rules import State
from game.tycoon.scenes import since_last_turn as since_card
from game.tycoon.view import state_adapter as adapter
from game.tycoon.view.log_lines import TycoonLog
from game.tycoon.view.places import panel_row
from game.ui.log_book import LogLine


class BoardLog:
    log_mark = staticmethod(dot)  # a seat's lines carry its hotel

    def log_opening(self, start: State) -> list[LogLine]:
        self.tycoon_log = TycoonLog(start.current_player)
        return self.tycoon_log.opening

    def log_lines(self, events: list, seat: int | None, reason: Reason | None,
                  state: State) -> list[LogLine]:
        return self.tycoon_log.lines(events, reason)

    def log_words(self, line: LogLine) -> tuple[str, str | None]:
        words = self.info.words
        return words(line.text), (words(line.reason) if line.reason else None)

    def log_rect(self) -> pygame.Rect:
        return rects.PANEL

    def since_place(self) -> tuple[int, int]:
        """Off the map in the side column, off the person's own panel; only a card too tall
        for it in the board's corner that leaves the cities the card names, the person's own
        and those with buildings in sight (`since_last_turn.card_spot`)."""
        size = self.game_log.card_size or (0, 0)
        seat = self.game_log.since_seat
        own = adapter.position(self.match.state, seat) if seat is not None else -1
        built = [c for c, city in enumerate(self.model.cities)
                 if any(seat is not None for seat in (*city.lots, *city.factories))
                 or city.evicted]
        return since_card.card_spot(size, self.since.news if self.since.seat == seat else [],
                                    own, len(self.model.players), built,
                                    self._since_row(seat)).topleft

    def since_width(self) -> int:
        return since_card.CARD_WIDTH

    def since_room(self) -> int:
        """As tall as the side column holds off the person's panel: more lines are counted."""
        return since_card.side_room(len(self.model.players), self._since_row(
            self.game_log.since_seat))

    def _since_row(self, seat: int | None) -> int | None:
        return panel_row(self.model, seat) if seat is not None else None

    def since_news(self, seat: int) -> list[str]:
        """Tycoon's own summary (since_last_turn.py): who built, flew, borrowed, took a first
        place, rather than every line."""
        return self.since.lines if self.since.seat == seat else []

    def since_hidden(self) -> bool:
        return self.holding or self.info.open_name is not None  # no edge peeks out
