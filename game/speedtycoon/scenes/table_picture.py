"""The table's picture: the settled table painted once per change and blitted each frame, the
motion on top, the clock's line, the M sheet, the scoring pause and the hover info cards."""

from __future__ import annotations

import pygame

from game.scenes.seat_rows import short_names
from game.speedtycoon.rules import contract_view, geometry, queries
from game.speedtycoon.rules.data import BRANCHES, M_LOANS, M_SUSTAIN, M_ZONES
from game.speedtycoon.rules.phases import DONE
from game.speedtycoon.scenes import info, keys, table_words, words
from game.speedtycoon.scenes.table_words import SCORING_KEYS
from game.speedtycoon.view import art, model, module_chips, motion, score_sheet
from game.speedtycoon.view import table_view as tv
from game.speedtycoon.view.info_card import info_card
from game.ui.hover import place_card
from game.ui.text import blit_text
from game.ui.toast import Toast

NEWS_W = 700  # px: the news line's widest (a longer message wraps)
#: px: the narrowest room a news line takes beside a box (narrower: it stands above it)
NEWS_BESIDE_W = 300


class TablePicture:
    """The drawing side of TableScene (mixed in)."""

    _spot: tuple[tuple, pygame.Rect] | None = None  # the hover card's last spot and its key
    #: Where the advice's box stands and its key: asked every frame by the news line and the
    #: hover card, its wrapping cost 1.4 ms a frame (speedleft4)
    _advice_spot: tuple[tuple, pygame.Rect] | None = None

    def hover_target(self, pos: tuple[int, int]) -> tuple | None:
        """What the pointer rests on, as a hashable name of the thing (None: nothing)."""
        s, seat = self.match.state, self.viewer
        if self.game_log.covers(pos):
            return None  # what the open log covers is out of sight
        sheet = self.sheet_rect()
        if sheet is not None and sheet.collidepoint(pos):
            return None  # what the sheet covers is out of sight (its names: `NameTips`)
        for p in range(4):
            if tv.place_rect(p).collidepoint(pos) and model.market(s)[p] >= 0:
                return ("market", p, model.market(s)[p])
        for i, card in enumerate(model.display(s)):
            if tv.display_rect(i).collidepoint(pos):
                return ("display", i, card)
        for rect, card in tv.depot_cards(model.hand(s, seat)):
            if rect.collidepoint(pos):
                return ("depot", card)
        for i, tile in enumerate(model.tray(s, seat)[:5]):
            if tv.tray_rect(i).collidepoint(pos):
                return ("tray", tile)
        for i, tile in enumerate(model.planning(s, seat)[:5]):
            if tv.planning_rect(i).collidepoint(pos):
                return ("planning", tile)
        if self._texts is not None:
            for rect, module in zip(tv.chips(self._texts[1]).rects, model.modules(s),
                                    strict=True):
                if rect.collidepoint(pos):
                    return ("module", module)
        shown = self.shown if self.shown is not None else seat
        contracts = contract_view.contracts_of(s, shown)
        if contracts and tv.CONTRACTS.collidepoint(pos) and not self.majorities:
            for i, tile in enumerate(contracts[:2]):
                if tv.contract_rect(i).collidepoint(pos):
                    return ("contract", i, tile)
            return None  # the inset hides the city under it
        if tv.EMPIRE_VIEW.collidepoint(pos) and not self.majorities:
            tile = model.city(s, shown).get(geometry.cell(*self.camera.cell_at(pos)))
            if tile is not None:
                return ("empire", tile)
        return None

    def info_blocks(self, target: tuple) -> tuple[pygame.Surface, list]:
        s, seat, say = self.match.state, self.viewer, self.say
        kind = target[0]
        if kind == "module":
            return (module_chips.picture(say(keys.MODULE_SHORT[target[1]])),
                    info.module_card(say, target[1]))
        if kind in ("display", "depot"):
            card = target[-1]
            display = model.display(s)
            picked = tuple(display[i] for i in sorted(self.marks.display) if i < len(display))
            return (art.card_image(card, tv.CARD),
                    info.card_card(say, s, seat, card, kind == "depot", self.text_names,
                                   picked))
        tile = target[-1]
        if kind == "contract":
            return (art.tile_image(tile, tv.CELL),
                    info.contract_card(say, s, seat, tile, self.text_names))
        place = target[1] if kind == "market" else None
        shown = self.shown if self.shown is not None else seat  # whose HQ, in the empire
        return (art.tile_image(tile, tv.CELL, self.match.seat(shown).colour),
                info.building_card(say, s, seat, tile, kind, self.text_names, place, shown))

    def hover_card(self) -> pygame.Surface | None:
        """The card for the thing the pointer has rested on, drawn once per position."""
        target = self.hover.ready
        if target is None or self.curtain is not None or self.pointer is None:
            return None
        if self.hover_target(self.pointer) != target:  # a move this frame changed the thing
            return None
        key = (target, self.match.changes, self.app.settings.language,
               tuple(sorted(self.marks.display)))
        if self._card is None or self._card[0] != key:
            picture, blocks = self.info_blocks(target)
            self._card = (key, info_card(picture, blocks))
        return self._card[1]


    def picture_key(self) -> tuple:
        """Everything the settled table picture depends on: it is redrawn only when one of
        these changes (a frame otherwise blits it and draws the motion and cards on top)."""
        m, c = self.marks, self.camera
        return (self.match.changes, len(self.match.actions), self.viewer, self.shown,
                self.person, c.offset, c.cell, m.place, m.payment, m.tile, m.building,
                tuple(sorted(m.display)), tuple(sorted(m.cells.items())), self.majorities,
                self.advice_text, self.app.settings.language, self.running_scoring(),
                self.column_scores(), self.timeline.hidden())

    def hidden_tiles(self) -> frozenset[int]:
        """Tiles the motion still carries to their place (not drawn there yet)."""
        return motion.hidden_tiles(self.timeline.hidden())

    @property
    def busy(self) -> bool:
        return self.timeline.busy

    def animating(self) -> bool:
        """Whether the next frame may look different without an event: something moves, a
        scoring or the news line is up, or what the last frame showed changed since (a
        computer's move, the clock's second, a hover card's delay, an advice's answer). A
        table the person only reads skips its frames (issue 30.10)."""
        if self.busy or self.pauses or self.toast.text is not None:
            return True
        return self.frame_key() != self._drawn

    def frame_key(self) -> tuple:
        """Everything a settled frame shows besides the widgets: the table picture's key,
        the clock's and the turn banner's words, the hover card's thing, the curtain and the
        news lines (a fresh line gone leaves the kept one alone: kept_news.py)."""
        rect = self.walked_rect()
        return (self.picture_key(), self.clock_text(), self.banner_line(), self.hover.ready,
                self.curtain is None, None if rect is None else tuple(rect), self.toast.text,
                self.kept_news.line.text)

    def draw_board(self, surface: pygame.Surface) -> None:
        self._drawn = self.frame_key()
        colours = [seat.colour for seat in self.match.setup.seats]
        key = self.picture_key()
        if self._picture is None or self._picture[0] != key:
            picture = self._picture[1] if self._picture else \
                pygame.Surface(surface.get_size(), 0, surface)  # the screen's format: fast blits
            self.paint_table(picture, colours)
            self._picture = (key, picture)
        surface.blit(self._picture[1], (0, 0))
        self.draw_motion(surface)
        self.draw_walk(surface)
        shown = self.clock_text()
        clock = None
        if shown is not None:
            text, colour = shown
            clock = blit_text(surface, text, self.clock_spot(), 16, colour, bold=True,
                              align="right")
        self.draw_banner(surface, self._texts[1].empire if self._texts else "", clock)
        width, anchor = self.news_spot()
        self.kept_news.draw(surface, self.toast, width, **anchor)
        self.toast.draw(surface, width, **anchor)
        self._clock_rect = clock
        if self.pauses and not self.busy:
            self.draw_pause(surface, colours)

    def draw_pointer_card(self, surface: pygame.Surface) -> None:
        """The hover card, over the widgets and the "since your last turn" card (MatchScene),
        clear of the clock drawn with the table."""
        if self.pauses and not self.busy:
            return
        card = self.hover_card()
        if card is not None and self.pointer is not None:
            surface.blit(card, self.card_spot(card.get_size(), self.pointer,
                                              self._clock_rect))

    def news_spot(self) -> tuple[int, dict[str, tuple[int, int]]]:
        """The news line's width and anchor: centred in the empire's foot band under the city's
        view (`tv.NEWS_BAND`, so it covers no building: speed22), or in the room beside the
        "since your last turn" card where that stands down there (speedfix7: at the bottom
        left corner the card hid half of what the computer did), above the card where the
        room beside it is too narrow for a line. The card counts as down there where it
        reaches the tallest line's height, not only the one shown, so a line steps aside the
        same way whatever its length. The advice's box never comes down there
        (`tv.ADVICE_AREA`: speedfix8's line beside it, 218 px, stepped up over the city)."""
        left, right, bottom = tv.EMPIRE.x, tv.EMPIRE.right, tv.NEWS_BAND.bottom - 4
        box = self.game_log.card_rect
        if box is not None and box.bottom > bottom - Toast.tallest():
            beside = (box.right, right) if box.centerx < tv.EMPIRE.centerx else (left, box.left)
            if beside[1] - beside[0] - 16 >= NEWS_BESIDE_W:
                left, right = beside
            else:
                bottom = min(bottom, box.top - 6)
        return min(NEWS_W, right - left - 16), {"midbottom": ((left + right) // 2, bottom)}

    def tips_keep_clear(self) -> list[pygame.Rect | None]:
        """A button's tip leaves the news line, fresh or kept, in sight (speed23's play-test,
        ru 1366x768: greyed Take's reason opened over what a computer had just done), and the
        depot over the bar's right end, its cards and the hint at its foot (speed24: Menu's
        tip, opened by Tab, covered the hint's lines)."""
        return [self.news_line(), tv.DEPOT]

    def news_line(self) -> pygame.Rect | None:
        """Where the news line stands now, fresh or kept (None: no line yet)."""
        width, anchor = self.news_spot()
        return self.toast.place(width, **anchor) or self.kept_news.line.place(width, **anchor)

    def advice_rect(self) -> pygame.Rect | None:
        """Where the advice's box stands (None: no advice shown), as `paint_table` draws it."""
        if not self.advice_text:
            return None
        key = self.picture_key()  # the advice, the city and the camera among it
        if self._advice_spot is None or self._advice_spot[0] != key:
            shown = self.shown if self.shown is not None else self.viewer
            marks = self.marks if shown == self.viewer else tv.Marks()
            used = tv.cells_in_use(self.match.state, shown, self.camera, marks)
            self._advice_spot = (key, tv.advice_box(self.advice_text, used)[0])
        return self._advice_spot[1]

    def sheet_rect(self) -> pygame.Rect | None:
        """Where a score sheet stands on the table: a scoring's held one, else M's (None)."""
        if self.pauses and not self.busy:
            return self.pauses[0].rect
        return score_sheet.SHEET if self.majorities else None

    def clock_spot(self) -> tuple[int, int]:
        """The clock's right end: the empire panel's title row, or under the M sheet while
        that covers it (issue 31.8: the clock was drawn over the sheet)."""
        if self.majorities:
            return score_sheet.SHEET.right - 12, score_sheet.SHEET.bottom + 6
        return tv.EMPIRE.right - 12, tv.EMPIRE.y + 6

    def card_spot(self, size: tuple[int, int], pointer: tuple[int, int],
                  clock: pygame.Rect | None) -> pygame.Rect:
        """Beside the pointer as everywhere (game/ui/hover.py's `place_card`), clear of the
        buttons shown, the open log, the clock or the Lobbyist's timer, the Kapital while the
        pointer is elsewhere (31.8), the players' column, "To build", the planning, the depot
        and the contracts inset, each while the pointer is elsewhere, the "since your last
        turn" card and the turn banner, in that order where not all can be (speedpolish: a
        depot card's card stood under the open log, only its edge in sight; speed2: a Kapital
        card's card, left open through the computers' turns, covered the column a waiting
        person reads, where the computers' moves fly to; speedleft: kept off the column, it
        opened over "To build", the planning and the depot's top rows, with room to spare
        over the empire; speedleft3: a market card, tall in Russian, covered the contracts
        inset, and a zone's, 502 px, found no spot between the banner and the button band,
        empty in a computer's turn, and lay over the whole side: the band is the buttons
        shown now, and the banner, a line the since card and the log repeat, comes last).
        Every card keeps the advice's box, the news line shown (fresh or kept) and the city on
        view (its buildings and lit cells) in sight before the since card, and the news line's
        place at its tallest after it, before the banner (speedleft4: a Kapital card's card
        hid the fading line, a market card's the person's city and lit cells beside a tall
        since card, one left on a market building the advice H had just given; speed24: a
        tall market card, kept off the city, covered the line's right end, ru 1366x768),
        and covers the least of the market and the Kapital
        where it must cover something; the Kapital's other cards, the pointer on one of them,
        come before the since card (`kapital_beside`). The spot is kept while nothing it
        depends on changes: with a city's cells to weigh, finding it costs about 2 ms, a
        frame's quarter."""
        bounds = pygame.Rect(0, 0, 1280, 800)
        buttons = [b.get_abs_rect() for b in self.buttons.values() if b.visible]
        side = [None if r is None or r.collidepoint(pointer) else r
                for r in (tv.PLAYERS, tv.TRAY, tv.PLANNING, tv.DEPOT, self.contracts_rect())]
        keep = [r for r in (*buttons, self.game_log.panel_rect, clock,
                            None if tv.KAPITAL.collidepoint(pointer) else tv.KAPITAL,
                            *self.hover_keep_clear(), *side, self.advice_rect(),
                            self.news_line(), self.city_in_use(), self.kapital_beside(pointer),
                            self.game_log.card_rect, self.news_band(),
                            self.banner_rect, tv.MARKET, tv.KAPITAL)  # last: covered least
                if r is not None]
        key = (size, pointer, tuple(tuple(r) if isinstance(r, pygame.Rect)
                                    else tuple(map(tuple, r)) for r in keep))
        if self._spot is None or self._spot[0] != key:
            self._spot = (key, place_card(size, pointer, keep, bounds, tv.PANELS))
        return self._spot[1]

    def kapital_beside(self, pointer: tuple[int, int]) -> list[pygame.Rect]:
        """The Kapital's other cards while the pointer is on one of them, one thing a hover
        card leaves in sight before the "since your last turn" card: the person weighs one
        card against the rest, which may be taken together (speedleft5: de, two seats, turn
        81, the since card up and the city grown to the Kapital's foot, a Kapital card's
        card lay over the other Kapital cards, the last of the order, though the empire's
        foot, where no news line stood in the person's own turn, had room for it). Empty
        elsewhere; the market's other places stay with the market, last (a market card kept
        off them lay over a tall since card, its lines showing around the card's edges)."""
        cards = [tv.display_rect(i) for i in range(len(model.display(self.match.state)))]
        if not any(card.collidepoint(pointer) for card in cards):
            return []
        return [card for card in cards if not card.collidepoint(pointer)]

    def news_band(self) -> pygame.Rect:
        """Where the news line stands at its tallest (three wrapped lines), shown or not: a
        card kept clear of the line only while one shows would jump when a line comes
        (speedleft4: a Kapital card's card, opened over the empire's foot, hid the fading line
        of what a computer did)."""
        width, anchor = self.news_spot()
        band = pygame.Rect(0, 0, width, Toast.tallest())
        band.midbottom = anchor["midbottom"]
        return band

    def city_in_use(self) -> list[pygame.Rect]:
        """The city on view's cells in use (its buildings, the cells lit for a placement), one
        thing for a hover card to leave in sight (speedleft4: a market building's card,
        opened over the empire, hid the person's city while they weighed where it would go)."""
        shown = self.shown if self.shown is not None else self.viewer
        marks = self.marks if shown == self.viewer else tv.Marks()
        return [cell.clip(tv.EMPIRE_VIEW) for cell in
                tv.cells_in_use(self.match.state, shown, self.camera, marks)
                if cell.colliderect(tv.EMPIRE_VIEW)]

    def contracts_rect(self) -> pygame.Rect | None:
        """The contracts inset where the table draws it (the shown seat's contracts, the M
        sheet closed), else None."""
        shown = self.shown if self.shown is not None else self.viewer
        if self.majorities or not contract_view.contracts_of(self.match.state, shown):
            return None
        return tv.CONTRACTS

    def hover_keep_clear(self) -> tuple[pygame.Rect | None, ...]:
        """What else a hover card must leave in sight where it can (the guided turn: its
        coach and the thing it asks to click)."""
        return ()

    def paint_table(self, surface: pygame.Surface, colours: list[str]) -> None:
        """The settled table. Its words and its empire are kept apart and made again only
        when what they show changes: a tile's flight (the motion hides it at both ends)
        repaints the market and the trays, not a late city's hundred tiles."""
        s = self.match.state
        viewer = self.viewer
        shown = self.shown if self.shown is not None else viewer
        marks = self.marks if shown == viewer else tv.Marks()
        hidden = self.timeline.hidden()
        tiles = motion.hidden_tiles(hidden)
        settled = self.picture_key()[:-1]  # all but the motion's hidden things
        if self._texts is None or self._texts[0] != settled:
            self._texts = (settled, self.texts(viewer, shown))
        words = self._texts[1]
        in_city = tiles & frozenset(model.city(s, shown).values())
        key = (settled, in_city, tuple(colours))
        if self._empire is None or self._empire[0] != key:
            layer = self._empire[1] if self._empire else surface.copy()
            tv.draw_empire(layer, s, colours, shown, self.camera, marks, words, tiles)
            self._empire = (key, layer)
        tv.draw_table(surface, s, colours, viewer, shown, self.camera, marks, words, tiles,
                      motion.hidden_display(hidden), empire=self._empire[1])
        if self.majorities:
            tv.draw_ring_run(surface, queries.ring_run(s, shown), self.camera)
            self.draw_majorities(surface, colours)

    def draw_motion(self, surface: pygame.Surface) -> None:
        """What moves over the settled table this frame."""
        self.timeline.draw(surface)

    def draw_majorities(self, surface: pygame.Surface, colours: list[str]) -> None:
        s = self.match.state
        counts, doubled = queries.majority_counts(s)
        scoring = queries.next_scoring(s)
        score_sheet.draw_sheet(surface, queries.what_if(s), counts, doubled, colours,
                               self.sheet_words(self.say("speedtycoon_play.sheet.what_if",
                                                         scoring=self.say(SCORING_KEYS[scoring])),
                                                self.say("speedtycoon_play.sheet.m_note")))

    def draw_pause(self, surface: pygame.Surface, colours: list[str]) -> None:
        pause = self.pauses[0]
        title = self.say("speedtycoon_play.pause.title",
                         scoring=words.scoring(self.say, pause.done.scoring))
        note = self.say("speedtycoon_play.pause.waiting",
                        names=", ".join(self.names[i] for i in pause.waiting))
        pause.draw(surface, self.sheet_words(title, note), colours)

    def sheet_words(self, title: str, note: str = "") -> score_sheet.SheetWords:
        """The sheet's words; its columns are the seats, then the fund with two players."""
        say, s = self.say, self.match.state
        fund = (say("speedtycoon_play.sheet.fund"),) if s.num_players == 2 else ()
        short = short_names(self.match.setup.seats, self.names, keys.COLOUR, say)

        def row(module: int, key: str) -> str | None:  # only the modules in play have a row
            return say(key) if model.plays(s, module) else None

        return score_sheet.SheetWords(
            title=title, branches=tuple(words.branch(say, b) for b in BRANCHES),
            ring=say("speedtycoon_play.sheet.ring"),
            zones=row(M_ZONES, "speedtycoon_play.sheet.zones"),
            sustainability=row(M_SUSTAIN, "speedtycoon_play.sheet.sustainability"),
            loans=row(M_LOANS, "speedtycoon_play.sheet.loans"),
            total=say("speedtycoon_play.sheet.total"),
            names=tuple(self.names) + fund, note=note, short=tuple(short) + fund,
            language=self.app.settings.language)

    def texts(self, viewer: int, shown: int) -> tv.TableTexts:
        return table_words.table_texts(self.say, self.match.state, self.names, viewer, shown,
                                       self.hint_line(), self.advice_text,
                                       self.running_scoring(), self.column_scores())

    def column_scores(self) -> tuple[int, ...]:
        """The players' column's points: a scoring whose sheet has not yet tallied its total
        row (or still waits its turn behind another) is not in them yet. Asked every frame
        (the picture's key), but worth no cache: 0.28 µs a call, of a 2 ms frame, and a cache
        keyed on the state, its moves and the pauses measured 0.24-0.40 µs (speedfix4)."""
        scores = list(self.match.state.scores())
        for pause in self.pauses:
            if not pause.counted:
                scores = [score - points for score, points in
                          zip(scores, pause.done.totals, strict=False)]
        return tuple(scores)

    def running_scoring(self) -> str | None:
        """The scoring whose sheet holds the table (its name), None while play goes on."""
        return self.pauses[0].done.scoring if self.pauses else None

    def hint_line(self) -> str:
        """The depot's hint line; a turn waiting for End turn (rules' DONE) says so. Empty
        while a scoring holds the table: the buttons are gone then, and "Pick cards in the
        Kapital" beside the sheet asked for what only Continue allows; so while the computer
        plays out a person's turn whose time ran out (it asked them to press End turn, its
        button gone, beside the clock's "the computer finishes your turn", speedtext21)."""
        if self.holding or self.autopilot:
            return ""
        if self.person is not None and model.phase(self.match.state) == DONE:
            # advice shown or not (it has its own box): a picked building is no purchase now
            return self.say("speedtycoon_play.hint.done")
        return self.depot_hint()
