"""The property board, one scene for Kraken Bay Tycoon and «Менеджер»: the house's match loop
(game/scenes/match_loop.py: apply, autosave, computer seats, curtain, result) with the board
drawn in code, the person's decisions as buttons built from the rules' legal actions, the
trade screen, the clocks (time limit, turn timer) and the information views (deeds on hover,
log, net-worth chart, heat map).

A click never decides a rule: every button carries an action of the rules, and a refused one
shows the rules' reason. The ruleset comes from the setup's game id (the entry fixes it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UITextEntryLine

from game.core.match import Match
from game.core.setup import GameSetup
from game.games import game_entry
from game.property.rules import events as ev
from game.property.rules import queries
from game.property.rules.actions import TIME_UP, Bid
from game.property.rules.landing import landing_table
from game.property.scenes.decisions import Decisions
from game.property.scenes.deed import deed_blocks
from game.property.scenes.person_out import WATCH_FAST, out_question, people_out
from game.property.scenes.trade_draft import TradeDraft, draft_preview, offer_preview
from game.property.scenes.words import Words, seat_names
from game.property.view import column, layout
from game.property.view.board_view import BoardTexts, BoardView, Marks, token
from game.property.view.motion import Motion
from game.scenes.hint import HintAsker
from game.scenes.match_loop import MatchScene, Reason
from game.ui.hover import Block, HoverDelay, place_card, render_card
from game.ui.palette import BAD, DIM_TEXT, GOLD, GOOD, LIGHT_TEXT

if TYPE_CHECKING:
    from game.app import App

BUTTON_H = 34
BUTTON_GAP = 6
BUTTONS_TOP = layout.PANEL.y + 150
COLUMNS = 3
MENU = pygame.Rect(layout.HEADER.right - 92, layout.HEADER.y + 2, 90, layout.HEADER.h - 4)
INFO_TABS = {"log": "property_board.button.log", "chart": "property_board.button.chart",
             "heat": "property_board.button.heat"}
LEVELS = {"easy": "levels.easy", "normal": "levels.normal", "hard": "levels.hard"}
#: The keys that press a panel button, each trying its buttons in order.
KEY_BUTTONS = {
    pygame.K_SPACE: ("roll", "end_turn"),
    pygame.K_RETURN: ("roll", "end_turn"),
    pygame.K_KP_ENTER: ("roll", "end_turn"),
    pygame.K_r: ("roll",),
    pygame.K_t: ("trade",),
}
SIDES = (("property_board.trade.you_give", "give"), ("property_board.trade.you_get", "get"))
TRADE = pygame.Rect(layout.PANEL.x, layout.PANEL.y, layout.PANEL.w,
                    layout.LOG.bottom - layout.PANEL.y)
AUCTION_PAUSE = 0.45  # extra seconds between two computer bids, so each bid can be seen


class BoardScene(MatchScene):
    your_turn_key = "property_board.board.your_turn"

    def __init__(self, app: App, setup: GameSetup, *, curtain: bool = True,
                 match: Match | None = None) -> None:
        super().__init__(app, setup, curtain=curtain, match=match)
        state = self.match.state
        self.rs = state.rs
        self.marks = Marks()
        self.draft: TradeDraft | None = None
        self.decision_key: tuple | None = None
        self.decision_left = 0.0       # the turn timer of the person to act
        self.info = "log"
        self.worths: list[list[tuple[int, int]]] = [[] for _ in range(state.n)]
        self.landed = [0] * self.rs.n_spaces
        self.last_refusal: str | None = None
        self.widgets: list = []
        self.handlers: dict = {}
        self.bid_entry: UITextEntryLine | None = None
        self.entries: dict[str, UITextEntryLine] = {}
        self.pointer: tuple[int, int] | None = None
        self._texts: BoardTexts | None = None
        self._frame_cache: dict = {}
        self.auction_seats: tuple[int, ...] = ()
        self.auction_bids: dict[int, int] = {}
        self.auction_out: set[int] = set()
        self.out_answer: str | None = None  # what the person out of the game chose (28.3)

    def new_match(self, setup: GameSetup) -> Match:
        return Match(setup, game_entry(setup.game).start(setup))

    # --- lifecycle --------------------------------------------------------------------------

    def enter_board(self) -> None:
        self.words = Words(self.say, self.rs, seat_names(self.match.setup.seats, self.say))
        self.view = BoardView(self.rs)
        self.motion = Motion(self.view, lambda seat: layout.seat_row(seat).midleft,
                             self.words.money)
        self.hover = HoverDelay()
        self.log = column.LogView(layout.LOG.w)
        self.adviser = HintAsker(self.brain, lambda state, seat, plan: plan[0],
                                 worker=self.computers.worker)
        self.fixed = []
        self.enter_fixed()
        self.replay_history()
        self.sample_worths()

    def leave_board(self) -> None:
        self.adviser.shutdown()

    def replay_history(self) -> None:
        """A loaded game's log, chart and landings from its action log."""
        if not self.match.actions:
            return
        setup = self.match.setup
        state = game_entry(setup.game).new_game(setup.num_players, setup.seed,
                                                dict(setup.options))
        for action in self.match.actions:
            self.record(state.apply(action), state)

    # --- whose view -------------------------------------------------------------------------

    @property
    def viewer(self) -> int | None:
        """Whose eyes the deeds speak to: the person acting, else the last person shown."""
        if self.person is not None:
            return self.person
        if self.shown_human is not None:
            return self.shown_human
        return self.humans[0] if self.humans else None

    @property
    def colours(self) -> list[str]:
        return [seat.colour for seat in self.match.setup.seats]

    # --- the match loop's hooks -------------------------------------------------------------

    def show(self, events: list, seat: int | None, reason: Reason | None) -> None:
        state = self.match.state
        self.last_refusal = None
        self.motion.play(events, None, self.factor, self.words.card,
                         lambda deck: self.words.game(f"deck.{deck}"))
        self.record(events, state)
        self.adviser.forget()
        if reason is not None and seat is not None:
            self.toast.show(self.say("match.board.computer_move",
                                     player=self.words.player(seat),
                                     reason=self.words.reason(*reason)),
                            self.match.seat(seat).colour)
        for e in events:
            if isinstance(e, ev.EscalatorStep | ev.TimeIsUp):
                self.toast.show(self.words.event(e))
        if self.draft is not None and (self.person != self.draft.me
                                       or not state.may_offer(self.draft.me)):
            self.draft = None

    def record(self, events: list, state) -> None:
        """The log lines, landings and net-worth samples of `events`."""
        for e in events:
            line = self.words.event(e)
            if line is not None:
                seat = getattr(e, "seat", getattr(e, "payer", getattr(e, "proposer", None)))
                colour = self.colours[seat] if isinstance(seat, int) and seat >= 0 else None
                self.log.add(line, colour)
            if isinstance(e, ev.AuctionOpened):
                self.auction_seats, self.auction_bids, self.auction_out = e.seats, {}, set()
            elif isinstance(e, ev.BidMade):
                self.auction_bids[e.seat] = e.amount
            elif isinstance(e, ev.BidderDropped):
                self.auction_out.add(e.seat)
            if isinstance(e, ev.Landed):
                self.landed[e.space] += 1
            if isinstance(e, ev.TurnStarted | ev.GameOver):
                self.sample_worths(state)

    def sample_worths(self, state=None) -> None:
        state = state or self.match.state
        turn = sum(len(w) for w in self.worths[:1])
        for seat in range(state.n):
            self.worths[seat].append((turn, queries.net_worth(state, seat)))

    def refused(self, reason: Reason) -> None:
        self.last_refusal = self.words.reason(*reason)
        self.toast.show(self.last_refusal)

    def after_computer_move(self) -> None:
        if self.match.state.au_place >= 0:
            self.pause += AUCTION_PAUSE * self.factor

    def curtain_emblem(self, seat: int) -> pygame.Surface:
        surface = pygame.Surface((120, 120), pygame.SRCALPHA)
        pygame.draw.circle(surface, (0, 0, 0, 80), (64, 66), 50)
        big = pygame.Surface((24, 24), pygame.SRCALPHA)
        token(big, (12, 12), self.colours[seat])
        surface.blit(pygame.transform.smoothscale(big, (100, 100)), (10, 10))
        return surface

    def seat_name(self, seat: int) -> str:
        """Made from keys and the seat's data in the board's language (issue 28.8)."""
        return seat_names(self.match.setup.seats, self.say)[seat]

    def result_details(self) -> dict:
        return {"worths": self.worths, "words": self.words}

    @property
    def busy(self) -> bool:
        return self.motion.busy

    @property
    def holding(self) -> bool:
        """The last person out has not yet said whether to watch or leave."""
        return self.out_answer is None and people_out(self.match, self.humans)

    @property
    def factor(self) -> float:
        return super().factor * (WATCH_FAST if self.out_answer == "watch" else 1.0)

    def ask_when_out(self) -> None:
        """Once the last person's bankruptcy has been shown, the question (person_out.py)."""
        if self.holding and not self.busy and self.app.scenes.top is self:
            self.app.scenes.push(out_question(self.app, self.answered_out))

    def answered_out(self, answer: str) -> None:
        self.out_answer = answer
        if answer == "leave":
            self.menu_picture = None  # the save keeps the board, not a menu opened earlier
            self.leave_to_title()
        else:
            self.show_info("log")

    def autosave_point(self, events: list, turn_before: int | None) -> bool:
        return any(isinstance(e, ev.TurnStarted | ev.GameOver) for e in events)

    def board_language_changed(self) -> None:
        self._texts = None
        self._frame_cache = {}
        self.words = Words(self.say, self.rs, seat_names(self.match.setup.seats, self.say))
        self.log.clear()
        self.worths = [[] for _ in range(self.match.state.n)]
        self.landed = [0] * self.rs.n_spaces
        self.replay_history()
        self.sample_worths()
        for element in list(self.fixed):
            element.kill()
        self.fixed = []
        self.enter_fixed()

    def enter_fixed(self) -> None:
        # the house's menu key, as every board has it: pygame-gui translates it and its tip
        self.menu = self._button(MENU, "match.board.menu", self.open_menu,
                                 tip="match.board.menu_tip", fixed=True)
        tab_w = 110
        self._button(pygame.Rect(layout.LOG.x + 6, layout.LOG.y + 2, tab_w, 26),
                     self.say("property_board.button.hint"), self.ask_hint,
                     tip=self.say("property_board.button.hint_tip"), fixed=True, cid="hint")
        for k, (tab, key) in enumerate(INFO_TABS.items()):
            rect = pygame.Rect(layout.LOG.right - (3 - k) * (tab_w + 4), layout.LOG.y + 2,
                               tab_w, 26)
            self._button(rect, self.say(key),
                         lambda tab=tab: self.show_info(tab), fixed=True)

    # --- widgets ----------------------------------------------------------------------------

    def _button(self, rect: pygame.Rect, text: str, run, enabled: bool = True,
                tip: str | None = None, fixed: bool = False, cid: str = "") -> UIButton:
        button = UIButton(rect, text, manager=self.app.manager, container=self.container,
                          tool_tip_text=tip,
                          object_id=ObjectID(f"#property_{cid or 'button'}", "@choice"))
        if not enabled:
            button.disable()
        self.handlers[button] = run
        (self.fixed if fixed else self.widgets).append(button)
        return button

    def _entry(self, name: str, rect: pygame.Rect, value: int) -> UITextEntryLine:
        entry = UITextEntryLine(rect, manager=self.app.manager, container=self.container,
                                initial_text=str(value))
        entry.set_allowed_characters("numbers")
        self.entries[name] = entry
        self.widgets.append(entry)
        return entry

    def sync(self) -> None:
        """The panel's widgets for what can happen now (rebuilt after every move)."""
        for element in self.widgets:
            self.handlers.pop(element, None)
            element.kill()
        self.widgets = []
        self.entries = {}
        self.bid_entry = None
        for element in self.fixed[1:]:  # the hint and the info tabs sit where the trade goes
            if self.draft is not None:
                element.hide()
            else:
                element.show()
        if self.draft is not None:
            self._trade_widgets()
            return
        self.decisions = Decisions(self)
        controls = self.decisions.controls()
        self.controls = {}
        self.specs = {control.id: control for control in controls}
        width = (layout.PANEL.w - (COLUMNS - 1) * BUTTON_GAP) // COLUMNS
        for k, control in enumerate(controls):
            row, col = divmod(k, COLUMNS)
            rect = pygame.Rect(layout.PANEL.x + col * (width + BUTTON_GAP),
                               BUTTONS_TOP + row * (BUTTON_H + BUTTON_GAP), width, BUTTON_H)
            self.controls[control.id] = self._button(rect, control.text, control.run,
                                                     control.enabled, control.tip,
                                                     cid=control.id)
        if "bid_typed" in self.controls:
            rect = self.controls["bid_typed"].get_relative_rect()
            row_y = BUTTONS_TOP + ((len(controls) + COLUMNS - 1) // COLUMNS) * \
                (BUTTON_H + BUTTON_GAP)
            self.bid_entry = self._entry("bid", pygame.Rect(rect.x, row_y, rect.w, BUTTON_H),
                                         self._min_bid())
            self.bid_entry.rebuild()

    def _min_bid(self) -> int:
        from game.property.rules.auction import min_bid

        return min_bid(self.match.state)

    def control(self, cid: str) -> UIButton | None:
        """The panel button of that id, when it is shown (tests press them by id)."""
        return getattr(self, "controls", {}).get(cid)

    def offers(self, cid: str) -> bool:
        """Whether the button of that id is shown and the rules allow its move now."""
        spec = getattr(self, "specs", {}).get(cid)
        return spec is not None and spec.enabled and spec.tip is None

    # --- the trade screen -------------------------------------------------------------------

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

    def _trade_widgets(self) -> None:
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

    # --- other panel actions ----------------------------------------------------------------

    def bid_typed(self) -> None:
        if self.bid_entry is None:
            return
        text = self.bid_entry.get_text().strip()
        if text.isdigit():
            self.apply(Bid(int(text)))

    def show_info(self, tab: str) -> None:
        self.info = tab

    def ask_hint(self) -> None:
        """R or the Hint button: what the Hard computer would do in the person's seat, said
        on the news line with its reason (counted in the saves and the record)."""
        if self.person is None:
            return
        self.toast.show(self.say("property_board.hint.thinking"))
        self.adviser.ask(self.match.state, self.person)

    def show_hint(self) -> None:
        if self.adviser.failed or self.adviser.answer is None:
            self.toast.show(self.say("property_board.hint.failed"))
            return
        self.count_hint()
        _action, reason = self.adviser.answer
        said = self.words.reason(*reason) if reason is not None else ""
        self.toast.show(self.say("property_board.hint.said", reason=said))

    # --- input ------------------------------------------------------------------------------

    def watch_pointer(self, event: pygame.event.Event) -> None:
        self.pointer = event.pos
        self.hover.feed(event)  # a finger's long press opens a card (touch screens)

    def board_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            run = self.handlers.get(event.ui_element)
            if run is not None:
                run()
                return True
            return False
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and self.draft is not None:
            self.read_entries()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.draft is not None:
                self.close_trade()
            elif self.marks.selected is not None:
                self.marks.selected = None
                self.sync()
            else:
                self.open_menu()
            return True
        if event.type == pygame.KEYDOWN and self.draft is None and not self.typing():
            return self.key(event.key)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.click(event.pos)
        return False

    def typing(self) -> bool:
        """Whether a text field (the typed bid) has the keys."""
        return any(entry.is_focused for entry in self.entries.values())

    def key(self, key: int) -> bool:
        """The board's keys (issue 28.7): Space or Enter rolls or ends the turn, R rolls, T
        opens a trade, L shows the log, H asks for a hint. A key only does what the button
        it stands for would do now; while the dice and the token move it ends the motion, as a
        click does, so a second Space never ends a turn unseen."""
        if key in KEY_BUTTONS:
            if self.motion.busy:   # as a click does: the dice and the hop end first
                self.motion.skip()
                return True
            for cid in KEY_BUTTONS[key]:
                if self.offers(cid):
                    self.specs[cid].run()
                    return True
            return False
        if key == pygame.K_l:
            self.show_info("log")
            return True
        if key == pygame.K_h:
            self.ask_hint()
            return True
        return False

    def click(self, pos: tuple[int, int]) -> bool:
        """A click on the board skips the motion, else picks a place (or adds it to the
        trade being put together)."""
        if self.motion.busy:
            self.motion.skip()
            return True
        space = layout.space_at(self.rs.n_spaces, pos)
        if space is None:
            return False
        s = self.match.state
        if self.draft is not None:
            if self.draft.toggle(s, space):
                self.read_entries()
            return True
        self.marks.selected = None if self.marks.selected == space else space
        self.sync()
        return True

    def click_space(self, space: int) -> None:
        """A click on a space's centre (tests and the keyboard use it)."""
        self.click(self.view.cells[space].rect.center)

    # --- per frame --------------------------------------------------------------------------

    def update_board(self, dt: float) -> None:
        self.motion.update(dt)
        target = layout.space_at(self.rs.n_spaces, self.pointer) if self.pointer else None
        self.hover.track(target, dt)
        self.run_clocks(dt)
        self.ask_when_out()
        if self.adviser.poll():
            self.show_hint()

    def run_clocks(self, dt: float) -> None:
        s = self.match.state
        if s.is_terminal() or self.curtain is not None:
            return
        self.match.play_seconds += dt
        if s.time_limit and not s.time_up and self.match.play_seconds >= s.time_limit * 60 \
                and not self.busy:
            self.apply(TIME_UP)
            return
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

    # --- frame ------------------------------------------------------------------------------

    def texts(self) -> BoardTexts:
        """The static picture's words (made once per language: the frame only reuses them)."""
        if self._texts is None:
            self._texts = BoardTexts(self.words.names(), self.words.prices(),
                                     self.words.game("title"), self.words.game("subtitle"),
                                     self.app.settings.language)
        return self._texts

    def draw_board(self, surface: pygame.Surface) -> None:
        s = self.match.state
        heat = list(landing_table(self.rs.id).per_turn) if self.info == "heat" else None
        lit = {}
        if self.draft is not None:
            lit = {p: GOLD for p in self.draft.give} | {p: GOOD for p in self.draft.get}
        self.marks.lit = lit
        self.view.draw(surface, s, self.colours, self.texts(), self.marks,
                       self.motion.token_at(s), heat)
        self.motion.draw(surface, self.colours)
        self.draw_column(surface)
        self.toast.draw(surface, layout.centre().w - 20,
                        midbottom=(layout.centre().centerx, layout.centre().bottom - 6))
        self.draw_hover(surface)

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
        parts = [b("property_board.board.round", round=s.round)]
        factor = self.rs.escalator(s.round)
        if factor > 1:
            parts.append(b("property_board.board.escalator", multiplier=factor))
        warn = None
        if s.time_limit:
            if s.time_up:
                warn = b("property_board.board.time_up")
            else:
                left = max(0, int(s.time_limit * 60 - self.match.play_seconds))
                parts.append(b("property_board.board.time_left",
                               time=f"{left // 60}:{left % 60:02d}"))
        if s.turn_timer and self.decision_key is not None:
            warn = b("property_board.board.turn_timer", seconds=max(0, int(self.decision_left)))
        return parts, warn

    def seat_lines(self) -> list[column.SeatLine]:
        return seat_lines(self.say, self.words, self.match.state, self.match.setup.seats)

    def draw_column(self, surface: pygame.Surface) -> None:
        parts, warn = self.header_parts()
        column.draw_header(surface, parts, warn)
        moved = (len(self.match.actions), self.curtain is None)
        picture = self.cached("seats", moved, lambda: column.seats_picture(self.seat_lines()))
        surface.blit(picture, column.seats_area(self.match.state.n))
        if self.draft is not None:
            self.draw_trade(surface)
            return
        column.panel_box(surface, layout.PANEL)
        text_area = pygame.Rect(layout.PANEL.x + 10, layout.PANEL.y + 8, layout.PANEL.w - 20,
                                BUTTONS_TOP - layout.PANEL.y - 12)
        blocks, refusal = self.cached(
            "panel", (moved, self.marks.selected, id(self.decisions)),
            lambda: (self.decisions.lines(), self.decisions.place_refusal()))
        if self.marks.selected is not None:
            blocks = blocks + [Block(self.words.space(self.marks.selected), 13, GOLD, True)]
        if refusal or self.last_refusal:
            blocks = blocks + [Block(self.last_refusal or refusal, 12, BAD)]
        column.draw_lines(surface, text_area, blocks)
        column.panel_box(surface, layout.LOG)
        inner = layout.LOG.inflate(-12, -36).move(0, 14)
        if self.info == "chart":
            surface.blit(self.cached("chart", (moved, inner.size),
                                     lambda: self.chart(inner.size)), inner)
        elif self.info == "heat":
            column.draw_lines(surface, inner, [Block(self.say("property_board.board.heat_title"),
                                                     13, LIGHT_TEXT)])
        else:
            self.log.draw(surface, inner)

    def chart(self, size: tuple[int, int]) -> pygame.Surface:
        from game.ui.chart import ChartLine, line_chart

        lines = [ChartLine(self.colours[seat], points, end_dot=True)
                 for seat, points in enumerate(self.worths)]
        return line_chart(size, self.say("property_board.board.chart_title"),
                          self.say("property_board.board.chart_legend"), lines, [],
                          self.words.money, self.say("property_board.board.chart_rounds"))

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

    def deed_card(self, space: int) -> pygame.Surface:
        blocks = deed_blocks(self.match.state, space, self.viewer, self.words)
        if self.info == "heat":
            blocks.append(Block(self.say("property_board.deed.landing",
                                         count=self.landed[space]), 12, DIM_TEXT))
        return render_card(blocks, 300)

    def draw_hover(self, surface: pygame.Surface) -> None:
        space = self.hover.ready
        if space is None:
            return
        card = self.cached("deed", (len(self.match.actions), space, self.info, self.viewer),
                           lambda: self.deed_card(space))
        pointer = self.view.cells[space].rect.center
        rect = place_card(card.get_size(), pointer, layout.COLUMN, layout.CANVAS)
        surface.blit(card, rect)


def seat_lines(say, words: Words, s, seats) -> list[column.SeatLine]:
    """The column's row of each seat in position `s` (the board's and the review's)."""
    out = []
    for seat in range(s.n):
        info = seats[seat]
        marks = []
        if not s.alive[seat]:
            marks.append(say("property_board.board.bankrupt"))
        else:
            if info.kind == "computer":
                marks.append(say("property_board.board.computer",
                                 level=say(LEVELS.get(info.level, "levels.normal"))))
            if s.jail[seat] >= 0:
                marks.append(say("property_board.board.jail_mark"))
            if s.held[seat]:
                marks.append(say("property_board.board.passes", count=len(s.held[seat])))
        out.append(column.SeatLine(
            words.player(seat), info.colour, words.money(s.cash[seat]),
            say("property_board.board.worth", amount=queries.net_worth(s, seat)),
            " · ".join(marks), seat == s.turn_player(), seat == s.current_player,
            not s.alive[seat]))
    return out
