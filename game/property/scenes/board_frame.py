"""The property board's picture, drawn each frame: the board with its marks, tokens and
motion, the column (header with the clocks, the seats, the panel's words, the log, chart or heat
map), the news line and the deed card under the pointer.

A mixin of `BoardScene` (board_scene.py); what is costly to make (words, the seats' rows, the
chart, a deed card) is cached per move, so a frame mostly blits.
"""

from __future__ import annotations

import pygame

from game.core.i18n import format_percent
from game.property.rules import queries
from game.property.rules.landing import landing_table
from game.property.scenes.deed import deed_blocks
from game.property.scenes.words import Words
from game.property.view import column, layout, model
from game.property.view.board_view import BoardTexts
from game.ui.hover import Block, place_card, render_card
from game.ui.palette import BAD, DIM_TEXT, GOLD, LIGHT_TEXT

BUTTONS_TOP = layout.PANEL.y + 150
#: The panel's lines, above its buttons.
PANEL_TEXT = pygame.Rect(layout.PANEL.x + layout.PANEL_MARGIN, layout.PANEL.y + 8,
                         layout.PANEL.w - 2 * layout.PANEL_MARGIN,
                         BUTTONS_TOP - layout.PANEL.y - 12)


class BoardFrame:
    _pictured_key: tuple | None = None  # what the last drawn frame showed (`animating`)

    buttons_lift = 0   # px the buttons' grid stands higher (board_scene.lift_for)
    kept_cells: list = []   # the grid's cells kept for a button, shown or not (sync)

    def panel_text(self) -> pygame.Rect:
        """Where the panel's lines go: above the buttons, shorter when the grid needs a
        fourth row and stands higher."""
        return pygame.Rect(PANEL_TEXT.x, PANEL_TEXT.y, PANEL_TEXT.w,
                           PANEL_TEXT.h - self.buttons_lift)

    def texts(self) -> BoardTexts:
        """The static picture's words (made once per language: the frame only reuses them)."""
        if self._texts is None:
            self._texts = BoardTexts(self.words.names(), self.words.prices(),
                                     self.words.game("title"), self.words.game("subtitle"))
        return self._texts

    def draw_board(self, surface: pygame.Surface) -> None:
        s = self.match.state
        heat = list(landing_table(self.rs.id).per_turn) if self.info == "heat" else None
        self.marks.lit = self.trade_lit()
        self.marks.acting = None if s.is_terminal() else s.current_player
        self.view.draw(surface, s, self.colours, self.texts(), self.marks,
                       self.motion.token_at(s), heat)
        self.motion.draw(surface, self.colours)
        self.draw_column(surface)
        self.toast.draw(surface, layout.NEWS_WIDTH, midbottom=layout.NEWS_AT)

    def animating(self) -> bool:
        """Whether the next frame must be drawn without an event (issue 30.10): while the
        dice, tokens or money move or the news line fades, and once whenever what the frame
        shows changed by itself (a computer's move, a clock's second, a deed card after the
        hover delay, a hint's answer). A board the person only reads is not drawn again."""
        key = self.picture_key()
        changed = key != self._pictured_key
        self._pictured_key = key
        return changed or self.motion.busy or self.loop_changing()

    def picture_key(self) -> tuple:
        """What the board shows beyond the loop's moves and news line (`loop_changing`), in
        short: equal keys draw equal frames (the clocks count in whole seconds, as shown).
        Whether something moves is part of it, so the frame that ends the last beat is drawn
        too: money flying to a row stood still half-way, its sum cut at the panel's edge, until
        the pointer moved (play-test 11). The curtain is its `serial`, not its id(): a freed
        curtain's address is given to the next one."""
        s = self.match.state
        left = int(model.time_limit(s) * 60 - self.match.play_seconds) if model.time_limit(s) else 0
        curtain = None if self.curtain is None else self.curtain.serial
        return (len(self.match.actions), curtain, self.marks.selected, self.marks.walked,
                self.info, self.hover.ready, repr(self.draft), self.last_refusal, left,
                int(self.decision_left), self.timer_paused(), self.reading_log(),
                tuple(self.motion.hold.items()), self.motion.busy,
                self.app.settings.language)

    def cached(self, name: str, key, make):
        """What `make()` gives, kept while `key` (the move count, a selection) is the same:
        the panel's words and the deed card are made once per move, not once per frame."""
        hit = self._frame_cache.get(name)
        if hit is not None and hit[0] == key:
            return hit[1]
        value = make()
        self._frame_cache[name] = (key, value)
        return value

    def header_parts(self) -> tuple[list[str], str | None]:
        s, b = self.match.state, self.say
        parts = [round_words(b, s)]
        factor = self.rs.escalator(model.round_number(s))
        if factor > 1:
            parts.append(b("property_board.board.escalator", multiplier=factor))
        warn = None
        if model.time_limit(s):
            if model.time_up(s):
                warn = b("property_board.board.time_up")
            else:
                left = max(0, int(model.time_limit(s) * 60 - self.match.play_seconds))
                parts.append(b("property_board.board.time_left",
                               time=f"{left // 60}:{left % 60:02d}"))
        if model.turn_timer(s) and self.decision_key is not None:
            if self.timer_paused() or self.reading_log():   # issue 28.1: say it stands still
                parts.append(b("property_board.board.turn_timer_paused",
                               seconds=max(0, int(self.decision_left))))
            else:
                warn = b("property_board.board.turn_timer",
                         seconds=max(0, int(self.decision_left)))
        return parts, warn

    def seat_lines(self) -> list[column.SeatLine]:
        return seat_lines(self.say, self.words, self.match.state, self.match.setup.seats)

    def draw_column(self, surface: pygame.Surface) -> None:
        parts, warn = self.header_parts()
        column.draw_header(surface, parts, warn)
        moved = (len(self.match.actions), self.curtain is None)
        picture = self.cached("seats", moved, lambda: column.seats_picture(self.seat_lines()))
        surface.blit(picture, column.seats_area(self.match.state.num_players))
        if self.draft is not None:
            self.draw_trade(surface)
            return
        column.panel_box(surface, layout.PANEL)
        blocks, refusal = self.cached(
            "panel", (moved, self.marks.selected, self.decisions.serial),
            lambda: (self.decisions.lines(), self.decisions.place_refusal()))
        if self.marks.selected is not None and self.decisions.places_open():
            blocks = blocks + [Block(self.words.space(self.marks.selected), 13, GOLD, True)]
        if self.last_refusal:
            refusal = self.words.reason(*self.last_refusal)
        if refusal:
            blocks = blocks + [Block(refusal, 12, BAD)]
        column.draw_lines(surface, self.panel_text(), blocks)
        column.panel_box(surface, layout.LOG)
        inner = layout.LOG_INSIDE
        if self.info == "chart":
            surface.blit(self.cached("chart", (moved, inner.size),
                                     lambda: self.chart(inner.size)), inner)
        elif self.info == "heat":
            self.draw_heat_legend(surface, inner)
        else:
            surface.blit(self.game_log.tail(inner.size), inner)

    def draw_heat_legend(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """What the heat map's colours mean: its title, the scale from the rarest to the most
        landed-on space, each end with its share of turns (issue 28.6)."""
        rates = landing_table(self.rs.id).per_turn
        language = self.app.settings.language
        y = column.draw_lines(surface, rect, [Block(self.say("property_board.board.heat_title"),
                                                    13, LIGHT_TEXT)])
        column.draw_heat_scale(
            surface, pygame.Rect(rect.x, y + 8, rect.w, 16),
            self.say("property_board.board.heat_low",
                     share=format_percent(min(r for r in rates if r > 0), language)),
            self.say("property_board.board.heat_high",
                     share=format_percent(max(rates), language)))

    def chart(self, size: tuple[int, int]) -> pygame.Surface:
        from game.ui.chart import ChartLine, line_chart

        lines = [ChartLine(self.colours[seat], points, end_dot=True)
                 for seat, points in enumerate(self.worths)]
        return line_chart(size, self.say("property_board.board.chart_title"),
                          self.say("property_board.board.chart_legend"), lines, [],
                          self.words.money, self.say("property_board.board.chart_rounds"))

    def deed_card(self, space: int) -> pygame.Surface:
        blocks = deed_blocks(self.match.state, space, self.viewer, self.words)
        if self.info == "heat":
            blocks.append(Block(self.say("property_board.deed.landing",
                                         count=self.landed[space]), 12, DIM_TEXT))
        return render_card(blocks, 300)

    def draw_pointer_card(self, surface: pygame.Surface) -> None:
        """The deed under the pointer, or of the place the arrow keys walk to (it wins while
        the walk lasts), over the "since your last turn" card (MatchScene)."""
        space = self.marks.walked if self.marks.walked is not None else self.hover.ready
        if space is None:
            return
        card = self.cached("deed", (len(self.match.actions), space, self.info, self.viewer),
                           lambda: self.deed_card(space))
        surface.blit(card, self.deed_rect(card.get_size(), space))

    def deed_rect(self, size: tuple[int, int], space: int) -> pygame.Rect:
        """Where the deed card of `space` stands: beside the place, clear of the column, and
        wholly inside or outside each framed panel (`layout.CARD_FRAMES`): beside a place of
        the top row it stood 6 px over the board's border (prop22)."""
        return place_card(size, self.view.cells[space].rect.center, layout.COLUMN,
                          layout.CANVAS, layout.CARD_FRAMES)


def round_words(say, s) -> str:
    """The header's round: "Round 12", or "Round 12 of 20" under a round limit (the board's
    and the review's)."""
    cap = model.round_cap(s)
    if cap:
        return say("property_board.board.round_of", round=model.round_number(s), cap=cap)
    return say("property_board.board.round", round=model.round_number(s))


def seat_lines(say, words: Words, s, seats) -> list[column.SeatLine]:
    """The column's row of each seat in position `s` (the board's and the review's)."""
    out = []
    for seat in range(s.num_players):
        info = seats[seat]
        marks = []
        if not model.alive(s)[seat]:
            marks.append(say("property_board.board.bankrupt"))
        else:
            if info.kind == "computer":
                marks.append(say("property_board.board.computer"))
            if model.jail(s)[seat] >= 0:
                marks.append(say("property_board.board.jail_mark"))
            if model.passes(s)[seat]:
                marks.append(say("property_board.board.passes", count=len(model.passes(s)[seat])))
        out.append(column.SeatLine(
            words.player(seat), info.colour, words.money(model.cash(s)[seat]),
            say("property_board.board.worth", amount=queries.net_worth(s, seat)),
            " · ".join(marks), seat == s.turn_player(), seat == s.current_player,
            not model.alive(s)[seat]))
    return out
