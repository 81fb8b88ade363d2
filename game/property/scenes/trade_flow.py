"""The trade on the property board: the Trade button and the T key open a draft (a
`TradeDraft`), the person picks a partner and the places on the board, types cash and passes,
and sends it as an offer, or answers an open offer with a counter-offer drafted from it; the
turn timer runs here too, since what it does to an open draft is the trade's business.

A mixin of `BoardScene` (board_scene.py): it uses the scene's match, words, `_button`/`_entry`,
`sync` and `apply`; the scene calls `trade_*` at its hooks (after a move, an event, a click on a
place, a frame) and leaves the rest of the trade to this module.
"""

from __future__ import annotations

import pygame
import pygame_gui

from game.property.rules import queries
from game.property.scenes.trade_draft import TradeDraft, draft_preview, offer_preview
from game.property.view import column, layout
from game.ui.hover import Block
from game.ui.palette import BAD, DIM_TEXT, GOLD, GOOD

SIDES = (("property_board.trade.you_give", "give"), ("property_board.trade.you_get", "get"))
TRADE = pygame.Rect(layout.PANEL.x, layout.PANEL.y, layout.PANEL.w,
                    layout.LOG.bottom - layout.PANEL.y)


class TradeFlow:
    draft: TradeDraft | None = None   # the trade being put together on screen

    # --- the board's hooks ------------------------------------------------------------------

    def trade_after_move(self) -> None:
        """After a move: a draft its maker may no longer send (not their turn) is dropped."""
        state = self.match.state
        if self.draft is not None and (self.person != self.draft.me
                                       or not state.may_offer(self.draft.me)):
            self.draft = None

    def trade_event(self, event: pygame.event.Event) -> bool:
        """Typing in the draft's fields, and Escape closing it."""
        if self.draft is None:
            return False
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            self.read_entries()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close_trade()
            return True
        return False

    def trade_click(self, space: int) -> bool:
        """A click on a place while a draft is open adds it to (or takes it off) the draft."""
        if self.draft is None:
            return False
        if self.draft.toggle(self.match.state, space):
            self.read_entries()
        return True

    def trade_lit(self) -> dict:
        """The places in the draft, lit on the board: given in gold, got in green."""
        if self.draft is None:
            return {}
        return {p: GOLD for p in self.draft.give} | {p: GOOD for p in self.draft.get}

    def run_turn_timer(self, dt: float) -> None:
        """The turn timer of the person to act: when it runs out, the draft goes and the rules'
        default move is made."""
        s = self.match.state
        if not s.turn_timer or self.person is None:
            self.decision_key = None
            return
        key = (len(self.match.actions), self.person)
        if key != self.decision_key:
            self.decision_key = key
            self.decision_left = float(s.turn_timer)
        if self.busy:
            return
        self.decision_left -= dt
        if self.decision_left <= 0:
            self.draft = None
            self.decision_key = None
            self.apply(queries.default_action(s))

    # --- the draft --------------------------------------------------------------------------

    def open_trade(self) -> None:
        s, me = self.match.state, self.person
        if me is None:
            return
        others = [k for k in range(s.n) if k != me and s.alive[k]]
        self.draft = TradeDraft(me, others[0])
        self.sync()

    def open_counter(self) -> None:
        if self.person is None:
            return
        self.draft = TradeDraft.answering(self.match.state, self.person)
        self.sync()

    def close_trade(self) -> None:
        self.draft = None
        self.sync()

    def pick_partner(self, seat: int) -> None:
        if self.draft is not None and not self.draft.counter:
            self.draft = TradeDraft(self.draft.me, seat)
            self.sync()

    def send_trade(self) -> None:
        draft = self.draft
        if draft is None:
            return
        self.read_entries()
        if self.apply(draft.action()):
            self.draft = None
            self.sync()

    def read_entries(self) -> None:
        draft = self.draft
        for name, entry in self.entries.items():
            text = entry.get_text().strip()
            value = int(text) if text.isdigit() else 0
            setattr(draft, name, value)

    def trade_widgets(self) -> None:
        s, draft = self.match.state, self.draft
        x, y = TRADE.x + 10, TRADE.y + 54
        if not draft.counter:
            for seat in range(s.n):
                if seat == draft.me or not s.alive[seat]:
                    continue
                rect = pygame.Rect(x, y, 110, 30)
                button = self._button(rect, self.words.player(seat),
                                      lambda seat=seat: self.pick_partner(seat),
                                      cid=f"partner_{seat}")
                if seat == draft.partner:
                    button.select()
                x += 114
        half = TRADE.w // 2
        row = TRADE.y + 230
        for k, (side, who) in enumerate((("give", draft.me), ("get", draft.partner))):
            left = TRADE.x + k * half
            self._entry(f"{side}_cash", pygame.Rect(left + 70, row, 110, 30),
                        getattr(draft, f"{side}_cash"))
            if s.held[who]:
                self._entry(f"{side}_passes", pygame.Rect(left + 70, row + 34, 60, 30),
                            getattr(draft, f"{side}_passes"))
        bottom = TRADE.bottom - 40
        b = self.say
        self._button(pygame.Rect(TRADE.x, bottom, 150, 34), b("property_board.button.send"),
                     self.send_trade, cid="send")
        self._button(pygame.Rect(TRADE.x + 156, bottom, 150, 34),
                     b("property_board.button.clear"), self.clear_trade, cid="clear")
        self._button(pygame.Rect(TRADE.x + 312, bottom, 150, 34),
                     b("property_board.button.close"), self.close_trade, cid="close")

    def clear_trade(self) -> None:
        if self.draft is not None:
            d = self.draft
            self.draft = TradeDraft(d.me, d.partner, counter=d.counter)
            self.sync()

    def offer_preview(self):
        s = self.match.state
        return offer_preview(s, s.tr_to) if s.tr_terms is not None else None

    def preview_lines(self, preview) -> list[Block]:
        if preview is None:
            return []
        b, w = self.say, self.words
        out = []
        for k, seat in enumerate((self.person, self.other_side())):
            if seat is None:
                continue
            name = (b("property_board.trade.side_you") if k == 0
                    else b("property_board.trade.side_them", player=w.player(seat)))
            before, after = preview.income_before[k], preview.income_after[k]
            colour = GOOD if after >= before else BAD
            out.append(Block(f"{name}: " + b("property_board.trade.income",
                                               before=round(before), after=round(after))
                             + " · " + b("property_board.trade.worth",
                                         amount=preview.worth_after[k]), 12, colour))
        return out

    def other_side(self) -> int | None:
        s = self.match.state
        if self.draft is not None:
            return self.draft.partner
        return s.tr_from if s.tr_terms is not None else None

    def draw_trade(self, surface: pygame.Surface) -> None:
        s, draft, b, w = self.match.state, self.draft, self.say, self.words
        column.panel_box(surface, TRADE)
        inner = TRADE.inflate(-20, -12)
        column.draw_lines(surface, inner, [
            Block(b("property_board.trade.title"), 15, GOLD, True),
            Block(b("property_board.trade.pick"), 12, DIM_TEXT)])
        half = TRADE.w // 2
        for k, (key, side) in enumerate(SIDES):
            places = getattr(draft, side)
            left = TRADE.x + 10 + k * half
            heading = b(key)
            if k == 1:
                heading += f" ({w.player(draft.partner)})"
            rows = [Block(heading, 14, GOLD, True)]
            rows += [Block(w.space(p), 12) for p in sorted(places)]
            column.draw_lines(surface, pygame.Rect(left, TRADE.y + 96, half - 20, 130), rows)
            column.draw_lines(surface, pygame.Rect(left, TRADE.y + 236, 64, 30),
                              [Block(b("property_board.trade.cash"), 13)])
            who = draft.me if k == 0 else draft.partner
            if s.held[who]:
                column.draw_lines(surface, pygame.Rect(left, TRADE.y + 270, 64, 30),
                                  [Block(b("property_board.trade.passes"), 13)])
        reason, blocks = self.cached(
            "trade", (len(self.match.actions), str(draft.action()), draft.partner),
            lambda: (queries.trade_refusal(s, draft.me, draft.partner, draft.terms())
                     if not draft.counter else None,
                     self.preview_lines(draft_preview(s, draft))))
        blocks = list(blocks)
        if reason is not None:
            blocks.append(Block(w.reason(*reason), 12, BAD))
        elif self.last_refusal:
            blocks.append(Block(self.last_refusal, 12, BAD))
        column.draw_lines(surface, pygame.Rect(TRADE.x + 10, TRADE.y + 310, TRADE.w - 20,
                                               TRADE.bottom - 50 - TRADE.y - 310), blocks)
