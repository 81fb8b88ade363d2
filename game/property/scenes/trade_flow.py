"""The trade on the property board: the Trade button and the T key open a draft (a
`TradeDraft`), the person picks a partner and the places on the board, types cash and passes,
and sends it as an offer, or answers an open offer with a counter-offer drafted from it; the
turn timer runs here too, since what it does to an open draft is the trade's business.

Issue 28.1-2: a person trades whenever the rules allow it, out of turn too (`trader`); while a
draft is open the computers wait, so the board does not change under it. A rejected offer comes
back as the draft it was sent from, saying who rejected it (and a computer's reason); a
counter-offer to it opens as a draft with Accept and Reject beside Send. The turn timer counts
only the moves of a turn (roll, buy or decline, the jail's ways out, end the turn): it pauses
while a trade draft, an offer to answer, an auction or a debt is open, since there the default
move throws away what the person is working out (the deal, a place, buildings sold at half
price); it resumes with at least `RESUME_SECONDS`.

A mixin of `BoardScene` (board_scene.py): it uses the scene's match, words, `_button`/`_entry`,
`sync` and `apply`; the scene calls `trade_*` at its hooks (after a move, an event, a click on a
place, a frame) and leaves the rest of the trade to this module.
"""

from __future__ import annotations

from typing import NamedTuple

import pygame
import pygame_gui

from game.core.save_format import TurnClockMark
from game.property.rules import Terms, queries
from game.property.rules import events as ev
from game.property.rules.actions import ACCEPT, REJECT
from game.property.scenes.trade_draft import TradeDraft, draft_preview, offer_preview
from game.property.scenes.words import short_name
from game.property.view import column, layout, model
from game.scenes.match_loop import Reason
from game.ui.hover import Block
from game.ui.number_entry import show_taken, typed_amount
from game.ui.palette import BAD, DIM_TEXT, GOLD, GOOD, LIGHT_TEXT

SIDES = (("property_board.trade.you_give", "give"), ("property_board.trade.you_get", "get"))
TRADE = pygame.Rect(layout.PANEL.x, layout.PANEL.y, layout.PANEL.w,
                    layout.LOG.bottom - layout.PANEL.y)
TABS_Y, TAB_H, TAB_GAP, TAB_MAX = 50, 28, 4, 220   # the partner tabs (px, from TRADE's top)
LISTS_Y, LISTS_H = 96, 130   # the two sides' places, lower by a tab row when there are two
TAB_PAD = 12   # px a tab's theme keeps beside its label
RESUME_SECONDS = 10.0   # the least a paused turn timer gives back, so a closed draft is no trap
#: While the turn timer runs with no move made, the save learns the time used this often, so a
#: kill costs the person at most this much of a fresh timer (as Speedtycoon's clock).
SAVE_CLOCK_EVERY = 5.0


class Answer(NamedTuple):
    """Who answered the person's offer, whether it was a rejection (the offer comes back as
    it went) and the computer's reason (None from a person)."""

    seat: int
    reason: Reason | None
    rejected: bool
    terms: Terms | None = None   # the terms answered, as the draft came back with them


class TradeFlow:
    draft: TradeDraft | None = None   # the trade being put together on screen
    sent: TradeDraft | None = None    # the person's offer (or counter) awaiting its answer
    #: that offer's answered draft with the answer, until its sender's moment (`give_back_returned`)
    returned: tuple[TradeDraft, Answer | None] | None = None
    #: who answered that offer and why, shown in the draft it reopens (`trade_notes`)
    trade_answer: Answer | None = None
    accept_button: pygame_gui.elements.UIButton | None = None  # a counter draft's Accept
    send_button: pygame_gui.elements.UIButton | None = None    # the draft's Send

    @property
    def trader(self) -> int | None:
        """The person who may put a trade together now: the person to act, or, while a
        computer acts and no curtain hides the board, the person the board shows (issue
        28.2: "trade at any time (except during an auction)", out of turn too; whether an
        offer may go now is the rules' `may_offer`)."""
        if self.person is not None:
            return self.person
        seat = self.match.seat_to_act
        if self.curtain is not None or seat is None or not self.match.is_computer(seat):
            return None
        viewer = self.viewer
        return viewer if viewer is not None and model.alive(self.match.state)[viewer] else None

    def may_move(self) -> bool:
        """The computers wait while the person puts a trade together, out of turn too."""
        return super().may_move() and self.draft is None

    @property
    def trade_note(self) -> str | None:
        """The computer's reason for its answer in words, made when shown: a language switch
        in the Settings with the note on screen shows it in the new language (the answer is
        kept, not its words)."""
        if self.trade_answer is None or self.trade_answer.reason is None:
            return None
        seat, reason = self.trade_answer.seat, self.trade_answer.reason
        return self.say("match.board.computer_move", player=self.words.player(seat),
                        reason=self.words.reason(*reason))

    def trade_notes(self) -> list[str]:
        """What the reopened draft says of its answer: a rejected offer says so and by whom,
        from a person too (play-test: it came back without a word, as if never sent), then a
        computer's reason. Only while the draft holds the terms rejected: changed, they are a
        new offer nobody has answered (playtest20, Kraken Bay de and «Менеджер» ru: two more
        places added, "Blau (normal) hat dein Angebot abgelehnt" and its reason stood on over
        the new terms' figures, as if those had been turned down too)."""
        answer, out = self.trade_answer, []
        draft = self.draft
        if answer is not None and answer.rejected and draft is not None \
                and answer.terms is not None and draft.terms() != answer.terms:
            return []
        if answer is not None and answer.rejected:
            out.append(self.say("property_board.trade.rejected_by",
                                player=self.words.player(answer.seat)))
        note = self.trade_note
        return out + ([note] if note else [])

    # --- the board's hooks ------------------------------------------------------------------

    def trade_after_move(self, events: list, seat: int | None, reason) -> None:
        """After a move by ``seat`` (with a computer's ``reason``): the person's offer
        answered (rejected: its draft comes back; countered: the counter opens as a draft;
        either with the answer's reason; accepted: done), and an open draft keeps only what
        can still go into it."""
        s = self.match.state
        if self.sent is not None:
            answer = self._answer_to_sent(events, s)
            if answer is not None:
                self.sent = None
                self.returned = (answer, None if seat is None
                                 else Answer(seat, reason, not answer.counter))
            elif any(isinstance(e, ev.TradeAccepted) for e in events):
                self.sent = None
        self.give_back_returned()
        draft = self.draft
        if draft is None:
            return
        if not (model.alive(s)[draft.me] and model.alive(s)[draft.partner]):
            self.draft = None
            return
        if draft.counter and (model.trade_terms(s) is None or model.trade_to(s) != draft.me):
            draft.counter = False           # the offer it answered is gone: a plain draft
        draft.still_held(s)

    def give_back_returned(self) -> None:
        """The answered offer's draft opens for its sender at their next moment: at once
        alone at the screen, else when the sender is the person to act. In hot seat Ben's
        counter-offer, rejected by Anna in her turn, came back over Anna's panel, and she
        could not end her turn until Ben closed it (play-test pt-prop2)."""
        if self.returned is None:
            return
        draft, answer = self.returned
        if len(self.humans) > 1 and self.match.seat_to_act != draft.me:
            return
        self.returned = None
        if answer is not None:
            answer = answer._replace(terms=draft.terms())
        self.draft, self.trade_answer = draft, answer

    def trade_event(self, event: pygame.event.Event) -> bool:
        """Typing in the draft's fields, and Escape closing it."""
        if self.draft is None:
            return False
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            self.read_entries()
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED \
                and event.ui_element in self.entries.values():
            self.read_entries()
            self.show_entries_taken()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close_trade()
            return True
        return False

    def trade_click(self, space: int) -> bool:
        """A click on a place while a draft is open adds it to (or takes it off) the draft.
        A place of another seat than the partner's makes that seat the partner, as its tab
        would, the person's own side kept; an answer's partner is fixed, so the news line
        says whose place it is (play-test 12: the click did nothing, not a word why)."""
        draft = self.draft
        if draft is None:
            return False
        s = self.match.state
        owner = model.owners(s)[space]
        if owner >= 0 and owner not in (draft.me, draft.partner) and model.alive(s)[owner]:
            w = self.words
            if draft.counter:
                self.toast.show(self.say("property_board.trade.not_partner",
                                         space=w.space(space),
                                         player=w.player(owner),
                                         partner=w.player(draft.partner)))
                return True
            self.read_entries()
            self.draft = TradeDraft(draft.me, owner, set(draft.give), give_cash=draft.give_cash,
                                    give_passes=draft.give_passes)
            self.sync()
        if self.draft.toggle(s, space):
            self.read_entries()
        return True

    def trade_lit(self) -> dict:
        """The places in the draft, lit on the board: given in gold, got in green."""
        if self.draft is None:
            return {}
        return {p: GOLD for p in self.draft.give} | {p: GOOD for p in self.draft.get}

    def _answer_to_sent(self, events: list, s) -> TradeDraft | None:
        """The draft the answer to the person's offer opens: the offer itself when rejected,
        the counter-offer when countered; None for any other move."""
        sent = self.sent
        for e in events:
            if isinstance(e, ev.TradeRejected) and e.proposer == sent.me:
                return TradeDraft(sent.me, sent.partner, set(sent.give), set(sent.get),
                                  sent.give_cash, sent.get_cash, sent.give_passes,
                                  sent.get_passes)
            if isinstance(e, ev.TradeOffered) and e.counter and e.to == sent.me:
                return TradeDraft.answering(s, sent.me)
        return None

    def timer_paused(self) -> bool:
        """A trade draft, an offer to answer, an auction or a debt is open (see above)."""
        s = self.match.state
        return self.draft is not None or model.trade_terms(s) is not None \
            or model.auction_place(s) >= 0 or model.in_debt(s)

    def run_turn_timer(self, dt: float) -> None:
        """The turn timer of the person to act: when it runs out, the rules' default move is
        made; it stands still while the motion plays, while `timer_paused` and while the
        person reads the log (`reading_log`: no time given back after it, unlike a closed
        draft, or opening and closing the log would refill the timer). The time used goes into
        the game's saves (`Match.turn_clock`, the move's number as its turn), so the menu's To
        title and Continue, or a kill, give no fresh timer (playtest: Continue showed 120 s
        where 86 s had been left)."""
        s = self.match.state
        if not model.turn_timer(s) or self.person is None:
            self.decision_key = None
            return
        full = float(model.turn_timer(s))
        key = (len(self.match.actions), self.person)
        if key != self.decision_key:
            self.decision_key = key
            self.decision_left = full - self.timer_used_before(*key)
        if self.timer_paused():
            self.decision_left = max(self.decision_left, min(RESUME_SECONDS, full))
            self.mark_timer(full)
            return
        if self.busy or self.reading_log():
            return
        self.decision_left -= dt
        if self.mark_timer(full) // SAVE_CLOCK_EVERY > (full - self.decision_left - dt) \
                // SAVE_CLOCK_EVERY:
            self.keep_in_save(fresh_picture=False)
        if self.decision_left <= 0:
            self.decision_key = None
            self.timing_out = True   # its log line says the timer moved (log_lines.lines_of)
            try:
                with self.match.clock_moving():  # the review does not count it as theirs
                    self.apply(queries.default_action(s))
            finally:
                self.timing_out = False

    def timer_used_before(self, moves: int, seat: int) -> float:
        """The seconds of this very decision's timer used when the game was saved (0 for a
        decision the save knows nothing of, or an older save without a clock)."""
        mark = self.match.turn_clock
        if mark is None or (mark.seat, mark.turn) != (seat, moves):
            return 0.0
        return mark.used

    def mark_timer(self, full: float) -> float:
        """Tell the match (and so its next save) the seconds used; returns them."""
        used = max(0.0, full - self.decision_left)
        self.match.turn_clock = TurnClockMark(self.person, len(self.match.actions), used)
        return used

    # --- the draft --------------------------------------------------------------------------

    def open_trade(self) -> None:
        s, me = self.match.state, self.trader
        if me is None:
            return
        others = [k for k in range(s.num_players) if k != me and model.alive(s)[k]]
        self.draft = TradeDraft(me, others[0])
        self.trade_answer = None
        self.sync()

    def open_counter(self) -> None:
        if self.person is None:
            return
        self.draft = TradeDraft.answering(self.match.state, self.person)
        self.sync()

    def close_trade(self) -> None:
        self.draft = None
        self.trade_answer = None
        self.sync()

    def pick_partner(self, seat: int) -> None:
        """A fresh draft with another partner: the last answer (who rejected what, and why)
        was about the old draft and goes with it."""
        if self.draft is not None and not self.draft.counter:
            self.draft = TradeDraft(self.draft.me, seat)
            self.trade_answer = None
            self.sync()

    def send_trade(self) -> None:
        draft = self.draft
        if draft is None:
            return
        self.read_entries()
        self.show_entries_taken()
        if self.apply(draft.action(self.match.state)):
            self.sent, self.draft, self.trade_answer = draft, None, None
            self.sync()

    def answer_counter(self, action) -> None:
        """Accept or Reject beside a counter-offer's draft."""
        self.draft = None
        self.trade_answer = None
        self.apply(action)

    def read_entries(self) -> None:
        """The typed cash and passes into the draft, and its buttons to the new terms."""
        draft = self.draft
        for name, entry in self.entries.items():
            setattr(draft, name, typed_amount(entry.get_text()))
        self.refresh_buttons()

    def show_entries_taken(self) -> None:
        """The draft's typed amounts written the language's way ("25.000", "25 000") once
        taken (Send, Enter), as every other amount on the board; left as typed while typing."""
        for entry in self.entries.values():
            show_taken(entry, self.app.settings.language)

    def trade_widgets(self) -> None:
        s, draft = self.match.state, self.draft
        if not draft.counter:
            self.partner_tabs()
        half = TRADE.w // 2
        row = TRADE.y + 230
        for k, (side, who) in enumerate((("give", draft.me), ("get", draft.partner))):
            left = TRADE.x + k * half
            self._entry(f"{side}_cash", pygame.Rect(left + 70, row, 110, 30),
                        getattr(draft, f"{side}_cash"))
            if model.passes(s)[who]:
                self._entry(f"{side}_passes", pygame.Rect(left + 70, row + 34, 60, 30),
                            getattr(draft, f"{side}_passes"))
        bottom = TRADE.bottom - 40
        b = self.say
        buttons = [("send", b("property_board.button.send"), self.send_trade)]
        if draft.counter:       # answering an open offer: taking it as it stands is a click
            buttons += [("accept", b("property_board.button.accept"),
                         lambda: self.answer_counter(ACCEPT)),
                        ("reject", b("property_board.button.reject"),
                         lambda: self.answer_counter(REJECT))]
        else:
            buttons.append(("clear", b("property_board.button.clear"), self.clear_trade))
        buttons.append(("close", b("property_board.button.close"), self.close_trade))
        # shared by the labels' lengths (four fit), inside the panel's margin as its lines are
        room = TRADE.w - 2 * layout.PANEL_MARGIN - 6 * (len(buttons) - 1)
        weights = [len(text) + 4 for _cid, text, _run in buttons]
        x = TRADE.x + layout.PANEL_MARGIN
        for (cid, text, run), weight in zip(buttons, weights, strict=True):
            width = room * weight // sum(weights)
            button = self._button(pygame.Rect(x, bottom, width, 34), text, run,
                                  tip=b("property_board.trade.accept_as_made")
                                  if cid == "accept" else None,
                                  cid=f"trade_{cid}" if cid in ("accept", "reject") else cid)
            if cid == "accept":
                self.accept_button = button
            elif cid == "send":
                self.send_button = button
            x += width + 6
        self.refresh_buttons()

    def refresh_buttons(self) -> None:
        """Accept takes the offer on the table as it was made: greyed while the draft shows
        other terms, its tip says why (Send takes the changed ones). Send is greyed while the
        rules refuse the draft, its tip their reason (play-test 9: it stayed lit under "This
        offer was already rejected this round", and a click did nothing), and while a
        counter-offer's draft holds the offer's own terms, which Accept takes."""
        draft, s = self.draft, self.match.state
        if draft is None:
            return
        accept = self.accept_button
        if accept is not None and accept in self.widgets:
            if draft.holds_the_offer(s):
                accept.enable()
            else:
                accept.disable()
        send = self.send_button
        if send is not None and send in self.widgets:
            reason = queries.why_not(s, draft.action(s))
            tip = None if reason is None else self.words.reason(*reason)
            if tip is None and draft.holds_the_offer(s):
                # the offer's own terms sent back only hand its maker the same deal to accept
                # (proptable, «Менеджер» de: Send lit beside Accept over the unchanged offer)
                tip = self.say("property_board.trade.send_same_terms")
            send.set_tooltip(tip)
            if tip is None:
                send.enable()
            else:
                send.disable()

    def tab_rows(self) -> list[list[int]]:
        """The partners the draft may pick, in one row of tabs, or in two from four partners
        on (a six-seat game): five names of up to 20 letters in one row were cut to eight
        (issue 28.4, «Фиолетов»); none when answering an offer (its partner is fixed)."""
        s, draft = self.match.state, self.draft
        if draft is None or draft.counter:
            return []
        alive = model.alive(s)
        partners = [seat for seat in range(s.num_players) if seat != draft.me and alive[seat]]
        if len(partners) <= 3:
            return [partners] if partners else []
        half = (len(partners) + 1) // 2
        return [partners[:half], partners[half:]]

    def partner_tabs(self) -> None:
        """One tab per partner: a row's tabs share it equally, or by their names' lengths when
        an equal share would cut one. When the whole names cannot share the row (five Hard
        computers in Russian), its computers go by their colour, which no other seat wears;
        the hover says the whole name, and so does a typed name still too long."""
        room = TRADE.w - 20
        probe = self._button(pygame.Rect(0, 0, 10, 10), "", lambda: None)
        font = probe.font     # the theme's tab font, for measuring the names
        self.drop_widget(probe)
        seats, rows = self.match.setup.seats, self.tab_rows()
        names = [[self.words.player(seat) for seat in row] for row in rows]
        layouts = [tab_layout(font, row_names, room) for row_names in names]
        if any(labels is None for labels, _widths in layouts):   # every row alike
            short = [[short_name(seats[seat], seat, self.say) for seat in row] for row in rows]
            layouts = [(labels or row_short, widths) for row_short, (labels, widths)
                       in zip(short, (tab_layout(font, s, room) for s in short), strict=True)]
        for r, row in enumerate(rows):
            labels, widths = layouts[r]
            x, y = TRADE.x + 10, TRADE.y + TABS_Y + r * (TAB_H + TAB_GAP)
            for seat, name, label, width in zip(row, names[r], labels, widths, strict=True):
                button = self._button(pygame.Rect(x, y, width, TAB_H), label,
                                      lambda seat=seat: self.pick_partner(seat), tip=name,
                                      cid=f"partner_{seat}")
                if seat == self.draft.partner:
                    button.select()
                x += width + TAB_GAP

    def clear_trade(self) -> None:
        """An empty draft with the same partner; the last answer was about the terms just
        cleared, so it goes too (pick_partner)."""
        if self.draft is not None:
            d = self.draft
            self.draft = TradeDraft(d.me, d.partner, counter=d.counter)
            self.trade_answer = None
            self.sync()

    def offer_preview(self):
        s = self.match.state
        return offer_preview(s, model.trade_to(s)) if model.trade_terms(s) is not None else None

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
            out.append(Block(b("property_board.trade.outlook", side=name, before=round(before),
                               after=round(after), worth=preview.worth_after[k]), 12,
                             outlook_colour(preview, k)))
        steps = preview.sets
        if steps.completes or steps.nearer:
            # one line, the person's: the offer panel holds one more row below the two sides'
            # figures and no more (a swap naming both sides' sets cut the partner's words)
            key, set_id = (("property_board.trade.completes", steps.completes[0])
                           if steps.completes else
                           ("property_board.trade.nearer", steps.nearer[0]))
            out.append(Block(b(key, set=w.set_name(set_id)), 12, GOLD))
        return out

    def other_side(self) -> int | None:
        s = self.match.state
        if self.draft is not None:
            return self.draft.partner
        return model.trade_from(s) if model.trade_terms(s) is not None else None

    def draw_trade(self, surface: pygame.Surface) -> None:
        s, draft, b, w = self.match.state, self.draft, self.say, self.words
        column.panel_box(surface, TRADE)
        inner = TRADE.inflate(-20, -12)
        # with several people at the screen, whose draft it is (a rejected counter-offer
        # comes back to its sender on another person's turn: play-test 12)
        title = (b("property_board.trade.title_of", player=w.player(draft.me))
                 if len(self.humans) > 1 else b("property_board.trade.title"))
        column.draw_lines(surface, inner, [
            Block(title, 15, GOLD, True),
            Block(b("property_board.trade.pick"), 12, DIM_TEXT)])
        half = TRADE.w // 2
        for k, (key, side) in enumerate(SIDES):
            places = getattr(draft, side)
            left = TRADE.x + 10 + k * half
            heading = (b("property_board.trade.you_get_from", player=w.player(draft.partner))
                       if side == "get" else b(key))
            rows = [Block(heading, 14, GOLD, True)]
            rows += [Block(w.space(p), 12) for p in sorted(places)]
            lower = (TAB_H + TAB_GAP) * max(0, len(self.tab_rows()) - 1)
            column.draw_lines(surface, pygame.Rect(left, TRADE.y + LISTS_Y + lower, half - 20,
                                                   LISTS_H - lower), rows)
            column.draw_lines(surface, pygame.Rect(left, TRADE.y + 236, 64, 30),
                              [Block(b("property_board.trade.cash"), 13)])
            who = draft.me if k == 0 else draft.partner
            if model.passes(s)[who]:
                column.draw_lines(surface, pygame.Rect(left, TRADE.y + 270, 64, 30),
                                  [Block(b("property_board.trade.passes"), 13)])
        action = draft.action(s)
        reason, blocks = self.cached(
            "trade", (len(self.match.actions), str(action), draft.partner),
            lambda: (queries.why_not(s, action), self.preview_lines(draft_preview(s, draft))))
        blocks = [Block(note, 12, GOLD) for note in self.trade_notes()] + list(blocks)
        if reason is not None:
            blocks.append(Block(w.reason(*reason), 12, BAD))
        elif self.last_refusal:
            blocks.append(Block(w.reason(*self.last_refusal), 12, BAD))
        column.draw_lines(surface, pygame.Rect(TRADE.x + 10, TRADE.y + 310, TRADE.w - 20,
                                               TRADE.bottom - 50 - TRADE.y - 310), blocks)


def outlook_colour(preview, k: int) -> tuple[int, int, int]:
    """The colour of side ``k``'s outlook line, from the figures a player reads: the rent per
    round as shown (rounded) and net worth after against now (the players' column). Green
    when neither falls and one rises, red when neither rises and one falls, the plain text
    colour when they part or nothing changes. The colour followed the unrounded rent alone:
    Ben's line "2 now, 2 after" stood in red while his net worth rose 1,540 → 1,550 (play-test
    playtest23, Kraken Bay en)."""
    signs = {_sign(round(preview.income_after[k]) - round(preview.income_before[k])),
             _sign(preview.worth_after[k] - preview.worth_before[k])} - {0}
    if signs == {1}:
        return GOOD
    if signs == {-1}:
        return BAD
    return LIGHT_TEXT


def _sign(x: float) -> int:
    return (x > 0) - (x < 0)


def tab_layout(font, labels: list[str], room: int) -> tuple[list[str] | None, list[int]]:
    """A row of tabs for `labels` in `room` px: equal widths (at most TAB_MAX) when each label
    fits its share, else the room shared by the labels' lengths; labels None when even that
    cuts one (the widths are then the shared ones)."""
    free = room - TAB_GAP * (len(labels) - 1)
    share = min(TAB_MAX, free // len(labels))
    needs = [font.size(label)[0] + TAB_PAD for label in labels]
    if max(needs) <= share:
        return labels, [share] * len(labels)
    widths = [free * need // sum(needs) for need in needs]
    return (labels if sum(needs) <= free else None), widths
