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
from game.tycoon.view.log_lines import TycoonLog
from game.tycoon.view.texts import why_only
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
        return words(line.text), (words(why_only(line.reason)) if line.reason else None)

    def log_rect(self) -> pygame.Rect:
        return rects.PANEL

    def since_place(self) -> tuple[int, int]:
        """Under the players' panels where the whole card fits, else where the folded card
        opens (`since_last_turn.card_spot`): no player's panel is covered unasked."""
        return since_card.card_spot(self.game_log.card_size or (0, 0), self._title_size(),
                                    len(self.model.players)).topleft

    def since_folded_place(self) -> tuple[int, int] | None:
        """The title line of a card too tall for the room under the panels (three and four
        seats): the pointer on it opens the card."""
        size = self.game_log.card_size
        players = len(self.model.players)
        if size is None or since_card.fits_whole(size, players):
            return None
        return since_card.title_spot(self._title_size(), players).topleft

    def _title_size(self) -> tuple[int, int]:
        return self.game_log.title_size or (since_card.CARD_WIDTH, 0)

    def since_width(self) -> int:
        return since_card.CARD_WIDTH

    def since_room(self) -> int:
        """As tall as the side column holds above the folded title's foot: more lines are
        counted."""
        return since_card.side_room(len(self.model.players), self._title_size()[1])

    def since_news(self, seat: int) -> list[str]:
        """Tycoon's own summary (since_last_turn.py): who built, flew, borrowed, took a first
        place, rather than every line."""
        return self.since.lines if self.since.seat == seat else []

    def since_hidden(self) -> bool:
        return self.holding or self.info.open_name is not None  # no edge peeks out
