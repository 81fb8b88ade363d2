"""The property board, one scene for Kraken Bay Tycoon and «Менеджер»: the house's match loop
(game/scenes/match_loop.py: apply, autosave, computer seats, curtain, result) with the board
drawn in code (board_frame.py), input (board_input.py), the person's decisions as buttons
built from the rules' legal actions, the trade screen (trade_flow.py), the clocks (time
limit, turn timer) and the information views (deeds on hover, log, net-worth chart, heat map).

A click never decides a rule: every button carries an action of the rules, and a refused one
shows the rules' reason. The ruleset comes from the setup's game id (the entry fixes it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UITextEntryLine

from game.core.match import Match
from game.core.setup import GameSetup
from game.games import game_entry
from game.property.rules import events as ev
from game.property.rules import queries
from game.property.rules.actions import TIME_UP, Bid
from game.property.rules.ending import time_is_over
from game.property.scenes.bid_focus import BidFocus
from game.property.scenes.board_frame import BUTTONS_TOP, BoardFrame
from game.property.scenes.board_input import BoardInput
from game.property.scenes.decisions import PLACE_SLOT, Control, Decisions
from game.property.scenes.person_out import SKIP, WATCH_FAST, SkipClock, out_question, people_out
from game.property.scenes.trade_flow import TradeFlow
from game.property.scenes.undo import BoardUndo
from game.property.scenes.words import Words, why_only
from game.property.view import layout, log_lines, model
from game.property.view.board_view import BoardTexts, BoardView, Marks, token
from game.property.view.motion import Motion
from game.scenes.hint import HintAsker
from game.scenes.match_loop import COMPUTER_PAUSE, MatchScene, Reason
from game.scenes.widgets import TipButton
from game.ui.focus import FocusRing
from game.ui.hover import HoverDelay
from game.ui.log_book import LogLine
from game.ui.number_entry import number_entry, typed_amount
from game.ui.press_routes import PressRoutes
from game.ui.side_panel import mark_open

if TYPE_CHECKING:
    from game.app import App

BUTTON_H = 34
BUTTON_GAP = 6
COLUMNS = 3
ROWS = 3   # the rows of buttons the panel holds under its lines
#: The buttons' grid, inside the panel's margin as its lines are.
GRID_X = layout.PANEL.x + layout.PANEL_MARGIN
CELL_W = (layout.PANEL.w - 2 * layout.PANEL_MARGIN - (COLUMNS - 1) * BUTTON_GAP) // COLUMNS
LABEL_PAD = 8  # px a button's theme keeps beside its label
#: The panel buttons' look a font step smaller (assets/theme.json), for a bid whose sum would
#: touch its cell's edge (`fit_sum`).
SMALL_SUM = "@choice_small"
#: Undo's own cell, the first row's last, whatever the decision shows: it stays under the
#: pointer when the person presses it again and again (a Buy's three buttons used to push it
#: to the second row); the other buttons flow around it.
UNDO_RECT = pygame.Rect(GRID_X + (COLUMNS - 1) * (CELL_W + BUTTON_GAP), BUTTONS_TOP,
                        CELL_W, BUTTON_H)
#: How far the grid moves up when its buttons need a fourth row (`lift_for`): its last row
#: then ends at the panel's inner margin.
FOURTH_ROW_LIFT = (BUTTONS_TOP + (ROWS + 1) * (BUTTON_H + BUTTON_GAP) - BUTTON_GAP
                   - (layout.PANEL.bottom - layout.PANEL_MARGIN))
#: Trade…'s own cell (column, row), the second row's last, under Undo's, in every panel that
#: shows it: own turn before and after the roll, a place for sale, jail, a debt, a place picked
#: or not, a computer's turn (`grid_rects` keeps it free, shown or not). It stood in the first
#: row's second cell before the roll, the second row's first while a place was for sale, the
#: second or third cell of the second row in jail and the third row's first in jail with a
#: pass (ru), so a click meant for it met Auction or Pay the fine (play-test pt-men). Its cell
#: is the debt panel's (beside Go bankrupt, under Pay's two cells), the one cell no
#: decision's own first row needs: Buy and Auction, Pay's two cells, the jail's two-cell Roll.
TRADE_CELL = (COLUMNS - 1, 1)
INFO_TABS = {"log": "property_board.button.log", "chart": "property_board.button.chart",
             "heat": "property_board.button.heat"}
#: The share of the animations and pauses a computer's turn plays at with "fast computers" on:
#: a fifth, so that the whole turn (with the frames every move waits for the next) takes at most
#: a quarter of its time at normal speed (issue 28.9, tests/property_scenes/test_fast_computers).
FAST_COMPUTERS = 0.2
AUCTION_PAUSE = 0.45  # extra seconds between two computer bids, so each bid can be seen


class BoardScene(BoardUndo, TradeFlow, BoardInput, BoardFrame, MatchScene):
    your_turn_key = "property_board.board.your_turn"

    def __init__(self, app: App, setup: GameSetup, *, curtain: bool = True,
                 match: Match | None = None) -> None:
        super().__init__(app, setup, curtain=curtain, match=match)
        state = self.match.state
        self.rs = model.ruleset(state)
        self.marks = Marks()
        self.decision_key: tuple | None = None
        self.decision_left = 0.0       # the turn timer of the person to act
        self.timing_out = False        # the turn timer's own move is being applied
        self.info = "log"
        self.info_tabs: dict[str, UIButton] = {}   # Log / Chart / Heat map, by tab
        self.worths: list[list[tuple[int, int]]] = [[] for _ in range(state.num_players)]
        self.landed = [0] * self.rs.n_spaces
        self.last_refusal: Reason | None = None   # the rules' last "no", put in words when shown
        self.widgets: list = []
        self.routes = PressRoutes()   # the presses, by what each button stands for
        self.bid_entry: UITextEntryLine | None = None
        self.entries: dict[str, UITextEntryLine] = {}
        self.pointer: tuple[int, int] | None = None
        self._texts: BoardTexts | None = None
        self._frame_cache: dict = {}
        self.auction_seats: tuple[int, ...] = ()
        self.auction_bids: dict[int, int] = {}
        self.auction_out: set[int] = set()
        self.controls_held = False  # the panel's moves wait for the token (sync)
        self.fast_computers = False  # the computers' turns at FAST_COMPUTERS (issue 28.9)
        self.out_answer: str | None = None  # what the person out of the game chose (28.3)
        self.skip_clock = SkipClock()   # a skipped game's clock counts what watching takes
        self.panel_person: int | None = None  # whom the panel's buttons were last made for
        self.bid_focus = BidFocus()   # a bidder's focus from one round of bids to the next

    def new_match(self, setup: GameSetup) -> Match:
        return Match(setup, game_entry(setup.game).start(setup))

    # --- lifecycle --------------------------------------------------------------------------

    def enter_board(self) -> None:
        self.words = Words(self.say, self.rs, self.names, self.app.settings.language)
        self.view = BoardView(self.rs)
        self.motion = Motion(self.view, lambda seat: layout.seat_row(seat).midleft,
                             lambda amount: self.words.money(amount),
                             lambda deck, card: self.words.card_words(deck, card))
        self.hover = HoverDelay()
        self.adviser = HintAsker(self.brain, lambda state, seat, plan: plan[0],
                                 worker=self.computers.worker)
        self.fixed = []
        self.ring = FocusRing(self.ring_press)
        self.enter_fixed()
        self.replay_history()
        self.sample_worths()

    def leave_board(self) -> None:
        self.adviser.shutdown()

    def replay_history(self) -> None:
        """A loaded game's chart and landings from its action log (the log replays its own
        lines: game/scenes/match_log.py)."""
        if not self.match.actions:
            return
        setup = self.match.setup
        state = game_entry(setup.game).new_game(setup.num_players, setup.seed,
                                                dict(setup.options))
        for action in self.match.actions:
            self.record(state.apply(action), state)

    def log_opening(self, start) -> list[LogLine]:
        """The rules' roll-off for the first turn in the log, round by round (issue 28.7)."""
        setup = self.match.setup
        return log_lines.opening(self.rs.id, setup.num_players, setup.seed, start.first)

    def log_lines(self, events: list, seat: int | None, reason: Reason | None,
                  state) -> list[LogLine]:
        return log_lines.lines_of(events, state, reason, seat, self.timing_out)

    def log_words(self, line: LogLine) -> tuple[str, str | None]:
        return (log_lines.say(line, self.words),
                self.words.reason(*why_only(line.reason)) if line.reason else None)

    def log_rect(self) -> pygame.Rect:
        """Over the board's ring, beside the column the person still reads."""
        return layout.BOARD.inflate(-40, -40)

    def log_tail_rect(self) -> pygame.Rect | None:
        """The column's log box, when it shows the log (not the chart, the legend or a
        trade's draft)."""
        return layout.LOG_INSIDE if self.info == "log" and self.draft is None else None

    def since_place(self) -> tuple[int, int]:
        return (layout.centre().x + 8, layout.centre().y + 8)

    def since_hidden(self) -> bool:
        """The card waits while the person's trade draft is up: it stood over the board's
        title while they picked places (play-test 12), and comes back if they close the
        draft without a move."""
        return super().since_hidden() or self.draft is not None

    def begin_turn_of(self, seat: int | None) -> None:
        """The first turn of a new game also says who rolled highest and begins. A place
        selected in the last turn is let go: its hint («not the whole set…») stayed on the
        panel while the person was buying another place (play-test pt-prop2). The board walk
        ends too, at every turn's start, a computer's as well: its frame and deed card stayed
        over the next player's turn (propkeys2)."""
        self.marks.selected = None
        self.marks.walked = None
        super().begin_turn_of(seat)
        if not self.match.actions:
            first = model.first_seat(self.match.state)
            self.toast.show(self.log_words(self.game_log.book.lines[-1])[0], self.colours[first])

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
        self.motion.play(events, None, self.factor)
        self.record(events, state)
        self.adviser.forget()
        if self.out_answer == "skip":   # one line for the whole playing out, not each move
            self.skip_clock.shown(self.match, events, self.pace("watch"))
            self.toast.show(self.say("property_board.out.skipping",
                                     round=model.round_number(state)))
        elif reason is not None and seat is not None:
            self.toast.show(self.say("match.board.computer_move",
                                     player=self.words.player(seat),
                                     reason=self.words.reason(*reason)),
                            self.match.seat(seat).colour)
        for e in events:
            if isinstance(e, ev.EscalatorStep | ev.TimeIsUp):
                self.toast.show(log_lines.say(log_lines.line_of(e), self.words))
            if rolls_again(e, state) and self.person == e.seat:
                self.toast.show(self.say("property_board.board.roll_again",
                                         player=self.words.player(e.seat)), self.colours[e.seat])
        self.trade_after_move(events, seat, reason)

    def record(self, events: list, state) -> None:
        """The auction's bids, landings and net-worth samples of `events`."""
        for e in events:
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
        for seat in range(state.num_players):
            self.worths[seat].append((turn, queries.net_worth(state, seat)))

    def refused(self, reason: Reason) -> None:
        self.last_refusal = reason
        self.toast.show(self.words.reason(*reason))

    def after_computer_move(self) -> None:
        auction = model.auction_place(self.match.state) >= 0
        if auction:
            self.pause += AUCTION_PAUSE * self.factor
        if self.out_answer == "skip":   # the pauses watching would have made, on the clock
            self.skip_clock.paused(self.match, self.pace("watch") * (
                COMPUTER_PAUSE + (AUCTION_PAUSE if auction else 0.0)))

    def computer_step(self, dt: float) -> None:
        """A computer's pause that ends within this frame lets its move come in this frame
        (the loop would spend the frame on the pause's last bit: a frame a move, unscaled,
        kept 'fast computers' from four times as fast; issue 28.9)."""
        if not self.busy and 0 < self.pause <= dt:
            self.pause = 0.0
        super().computer_step(dt)

    def apply(self, action, reason: Reason | None = None) -> bool:
        applied = super().apply(action, reason)
        if applied:
            self.think_ahead()
        return applied

    def think_ahead(self) -> None:
        """A computer to act next starts thinking at once, while the last move still plays:
        its think then hides behind the animation and the pause instead of coming after them
        (issue 28.9: unscaled, it kept a fast computer turn from being four times as fast).
        The first poll of a new position only submits it (game/scenes/computer.py); the loop
        takes the answer when the motion is over, as before."""
        seat = self.match.seat_to_act
        if seat is not None and self.match.is_computer(seat) \
                and not self.match.state.is_terminal() and not self.computers.failed:
            self.computers.poll(self.match)

    def drop_curtain(self, seat: int) -> None:
        """No curtain during an auction: every bid is public and the panel names the person
        to bid in their colour, so the curtain at each change of bidder only cost a click to
        lift (since a428316), and nothing is hidden. Not after Continue or Load either: a
        game saved in an auction opened behind "Over to Ben" before his bid (prop22). Each
        bidder has the screen in turn (`shown_uncovered`): after the auction the curtain
        falls when the next to act is not the last person who bid or dropped out."""
        if model.auction_place(self.match.state) < 0:
            super().drop_curtain(seat)

    def curtain_title(self, seat: int) -> str | None:
        """An offer to answer says whose it is: "Over to Ben" alone left Ben asking why
        (playtest21, Kraken Bay, en 1280x800)."""
        state = self.match.state
        if model.trade_terms(state) is None or model.trade_to(state) != seat:
            return None
        return self.say("property_board.board.curtain_offer", player=self.seat_name(seat),
                        proposer=self.text_names[model.trade_from(state)])

    def curtain_emblem(self, seat: int) -> pygame.Surface:
        surface = pygame.Surface((120, 120), pygame.SRCALPHA)
        pygame.draw.circle(surface, (0, 0, 0, 80), (64, 66), 50)
        big = pygame.Surface((24, 24), pygame.SRCALPHA)
        token(big, (12, 12), self.colours[seat])
        surface.blit(pygame.transform.smoothscale(big, (100, 100)), (10, 10))
        return surface

    @property
    def busy(self) -> bool:
        return self.motion.busy

    @property
    def holding(self) -> bool:
        """The last person out has not yet said whether to watch or leave."""
        return self.out_answer is None and people_out(self.match, self.humans)

    @property
    def factor(self) -> float:
        return self.pace(self.out_answer)

    def pace(self, out_answer: str | None) -> float:
        """The board's factor on the Settings' animation speed, had the person out of the
        game answered `out_answer` (a skipped game's clock asks the watching one's)."""
        factor = super().factor * {"watch": WATCH_FAST, "skip": SKIP}.get(out_answer, 1.0)
        if self.person is None and (self.fast_computers or self.auction_left_to_computers()):
            factor *= FAST_COMPUTERS
        return factor

    def auction_left_to_computers(self) -> bool:
        """An auction every person in it has dropped out of: the computers' bids are news
        now, not a choice, and play at the fast computers' pace (play-test 9: two computers
        bid a «Менеджер» place up 500 at a time for 25 s after the person dropped out)."""
        seats = self.auction_seats
        people = [seat for seat in seats if not self.match.is_computer(seat)]
        return model.auction_place(self.match.state) >= 0 and bool(people) \
            and all(seat in self.auction_out for seat in people)

    def toggle_fast_computers(self) -> None:
        """F or the panel's button while a computer acts (issue 28.9): the computers' turns at
        a quarter of the time (on top of the Settings' animation speed, which the person's own
        turns keep); the log still tells every move."""
        self.fast_computers = not self.fast_computers
        self.sync()
        button = self.control("fast")
        if button is not None:   # a double-click switches once: its second click is the first's
            self.app.manager.click_guard.guard(button)

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
        self.words = Words(self.say, self.rs, self.names, self.app.settings.language)
        self.worths = [[] for _ in range(self.match.state.num_players)]
        self.landed = [0] * self.rs.n_spaces
        self.replay_history()
        self.sample_worths()
        for element in list(self.fixed):
            self.routes.unbind(element)
            element.kill()
        self.fixed = []
        self.enter_fixed()

    def enter_fixed(self) -> None:
        # the house's menu key, as every board has it: pygame-gui translates it and its tip
        self.menu = self._button(layout.MENU, "match.board.menu", self.open_menu,
                                 tip=self.menu_tip, fixed=True, cid="menu")
        hint, tabs = layout.log_buttons(len(INFO_TABS))
        self._button(hint, self.say("property_board.button.hint"), self.ask_hint,
                     tip=self.say(self.hint_tip("property_board.button.hint_tip")), fixed=True,
                     cid="hint")
        for rect, (tab, key) in zip(tabs, INFO_TABS.items(), strict=True):
            self.info_tabs[tab] = self._button(rect, self.say(key),
                                               lambda tab=tab: self.show_info(tab), fixed=True,
                                               cid=f"info_{tab}")

    # --- widgets ----------------------------------------------------------------------------

    def _button(self, rect: pygame.Rect, text: str, run, enabled: bool = True,
                tip: str | None = None, fixed: bool = False, cid: str = "",
                control: Control | None = None) -> UIButton:
        """A panel button; a greyed one still shows its tip on hover (the rules' reason:
        "Beleihen" greyed while a house stands in the set said nothing). Its press is routed
        by `cid` (`press_key`), so the same button made anew takes it too; a decision's
        button (`control`) is keyed to the person it was made for as well."""
        button = TipButton(rect, text, manager=self.app.manager, container=self.container,
                          tool_tip_text=tip,
                          object_id=ObjectID(f"#property_{cid or 'button'}", "@choice"))
        if not enabled:
            button.disable()
        self.routes.bind(button, run, press_key(cid, fixed, control, self.person), control)
        (self.fixed if fixed else self.widgets).append(button)
        return button

    def control_button(self, rect: pygame.Rect, control: Control) -> UIButton:
        """A decision's button: a press routed to it while it is greyed (the enabled button
        it replaced was pressed) says the reason instead (`refuse_press`)."""
        run = control.run if control.enabled else (lambda: self.refuse_press(control))
        return self._button(rect, control.text, run, control.enabled, control.tip,
                            cid=control.id, control=control)

    @property
    def handlers(self) -> dict:
        """Each button shown and what a press on it runs (tests press them by what they run)."""
        return self.routes.bound()

    def drop_widget(self, element) -> None:
        """Take a panel widget out again (its handler too)."""
        self.routes.unbind(element)
        self.widgets.remove(element)
        element.kill()

    def _entry(self, name: str, rect: pygame.Rect, value: int) -> UITextEntryLine:
        entry = number_entry(rect, self.app.manager, self.container, value,
                             self.app.settings.language)
        self.entries[name] = entry
        self.widgets.append(entry)
        return entry

    def sync(self) -> None:
        """The panel's widgets for what can happen now (rebuilt after every move), in the
        focus ring's Tab order, the focus kept on the button that stands for the same."""
        kept = self.focused_key()
        self.bid_focus.note(self)
        self.sync_panel()
        self.refresh_ring(kept)

    def sync_panel(self) -> None:
        for element in self.widgets:
            self.routes.unbind(element)
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
            # a draft's clicks pick the deal's places, lit gold (given) and green (asked for):
            # a place still framed from before looked given away too (play-test 6)
            self.marks.selected = None
            self.trade_widgets()
            return
        # the panel's moves wait for the dice, the token and a drawn card (issue 28.7): no End
        # turn, no Buy before the token has arrived where they apply; its words wait with them
        self.controls_held = self.motion.token_moving
        self.decisions = Decisions(self)
        # out of turn the panel holds only Trade…, which the token's motion does not hold
        # back: at a hot seat it came and went with every roll of a computer's (pt-men); the
        # rules let the person open a negotiation at any quiet point of anyone's turn (D32)
        out_of_turn = self.person is None
        controls = [] if self.controls_held and not out_of_turn else self.decisions.controls()
        undo = [] if self.controls_held else self.undo_controls()
        if self.person is None and not self.match.state.is_terminal():   # a computer acts
            key = "property_board.button.fast_off" if self.fast_computers \
                else "property_board.button.fast_on"
            controls.append(Control("fast", self.say(key), self.toggle_fast_computers, True,
                                    self.say("property_board.button.fast_tip"), setting=True))
        self.controls = {}
        self.specs = {control.id: control for control in controls + undo}
        made = {control.id: self.control_button(pygame.Rect(GRID_X, BUTTONS_TOP, CELL_W,
                                                            BUTTON_H), control)
                for control in controls}
        font = next(iter(made.values())).font if made else None

        def span(text: str) -> int:
            return 1 if font.size(text)[0] <= CELL_W - LABEL_PAD else 2

        wide, labels = self.decisions.wide(), self.decisions.labels()
        spans = {c.id: max(wide.get(c.id, 1), *(span(t) for t in (c.text, *labels.get(c.id, ()))))
                 for c in controls}
        slots = {slot: max(span(text) for text in texts)
                 for slot, texts in self.decisions.place_slots().items()} if made else {}
        # Undo's cell is kept where Undo can show in this game (one person against
        # computers); at a hot seat the first row's own buttons take it: it stood empty in
        # every panel there, a hole at a new player's eyes (propkeys2)
        undo_cell = self.undo_game
        places = (auction_rects(spans, undo_cell) if "bid_typed" in spans else None) \
            or panel_rects(spans, slots, undo_cell)
        if "fast" in places:
            # one place, whether Trade… shows or not (play-test 9: the speed button jumped
            # between the first and the second row from one computer's turn to the next);
            # Trade… keeps its own cell beside it (`TRADE_CELL`)
            places["fast"] = cell(0, 1, spans["fast"])
        self.buttons_lift = lift_for(places)
        places = {cid: rect.move(0, -self.buttons_lift) for cid, rect in places.items()}
        # every cell the grid keeps, an empty place slot's too: what a hole is not (tests)
        self.kept_cells = list(places.values())
        for control in undo:
            self.controls[control.id] = self.control_button(
                UNDO_RECT.move(0, -self.buttons_lift), control)
        for control in controls:
            rect = places[control.id]
            # the typed bid's field takes the cell before its button, on the same row: in a
            # row of its own under the grid it fell below the panel (4 px, with Undo shown)
            field = CELL_W + BUTTON_GAP if control.id == "bid_typed" else 0
            if field:
                self.bid_entry = self._entry("bid", pygame.Rect(rect.x - field, rect.y, CELL_W,
                                                                BUTTON_H), self._min_bid())
                self.bid_entry.rebuild()
            button = made[control.id]
            if button.get_relative_rect() != rect:
                # made anew, not resized: pygame-gui 0.6.14's set_dimensions keeps the label
                # clipped to the first size and drops the border (seen at 1280x800 in ru)
                self.drop_widget(button)
                button = self.control_button(rect, control)
            self.fit_sum(button, control)
            self.controls[control.id] = button
            if control.setting:
                # Fast computers: in one place on every computer's turn, and a press switches
                # a speed, never a move; its quick press after End turn was swallowed when a
                # selected place's button had stood there (pt-prop6)
                self.app.manager.click_guard.trust(button)
        self.guard_hand_over()

    @staticmethod
    def fit_sum(button: UIButton, control: Control) -> None:
        """A bid's label a font step smaller where its sum would touch its cell's edge. A bid
        is the panel's one label without a bound: a typed bid or all of a seat's money in
        «Менеджер» reaches millions ("Ставка 1 000 000" is 140 px of a 146 px cell, ru). The
        sum stays whole: a bid is money to the unit, and "1 млн" would read the same for
        1 000 000 and 1 002 500."""
        if (isinstance(control.action, Bid)
                and button.font.size(button.text)[0] > button.rect.w - LABEL_PAD):
            button.change_object_id(ObjectID(button.object_ids[-1], SMALL_SUM))

    def guard_hand_over(self) -> None:
        """Another person's buttons where the last person's were, with no curtain between
        (an auction's bids): they wait the click guard's time as new buttons do, or a
        double-click on Drop out dropped the next bidder out too."""
        before, self.panel_person = self.panel_person, self.person
        if before is None or self.panel_person in (None, before):
            return
        for button in self.controls.values():
            self.app.manager.click_guard.guard(button)

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

    # --- other panel actions ----------------------------------------------------------------

    def bid_typed(self) -> None:
        if self.bid_entry is None:
            return
        text = self.bid_entry.get_text()
        if any(char.isdigit() for char in text):
            self.apply(Bid(typed_amount(text)))

    def show_info(self, tab: str) -> None:
        self.info = tab
        self.mark_info_tab()

    def mark_info_tab(self) -> None:
        """The tab of what the box shows reads pressed, Log's while L's whole log is open:
        three equal tabs left the player guessing which one was on (en/de play-test)."""
        shown = "log" if self.game_log.open else self.info
        if self.info_tabs and not self.info_tabs[shown].is_selected:
            mark_open(self.info_tabs, shown)

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
        self.count_hint(self.adviser.asked_for)
        _action, reason = self.adviser.answer
        said = self.words.reason(*reason) if reason is not None else ""
        self.toast.show(self.say("property_board.hint.said", reason=said))

    def tips_keep_clear(self) -> list[pygame.Rect | None]:
        """The log's lines stay in sight under a tip: Hint's tip opened downward over them
        and hid the latest bids, the lines a bidder reads beside the hint (playtest24, ru
        1366x768); L's whole log as well, when it is open."""
        return [layout.LOG_INSIDE, self.game_log.card_rect]

    # --- per frame --------------------------------------------------------------------------

    def update_board(self, dt: float) -> None:
        self.motion.update(dt)
        self.mark_info_tab()
        if self.controls_held and not self.motion.token_moving:
            self.sync()
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
        if not self.reading_log():   # the loop's clock counted this frame
            self.skip_clock.passed(self.match, dt)
        if time_is_over(s, self.match.play_seconds) and not self.busy:
            self.apply(TIME_UP)
            return
        self.run_turn_timer(dt)


def press_key(cid: str, fixed: bool, control: Control | None, person: int | None):
    """What a button's press is routed by: a decision's button by its id and the person it
    was made for or acts for (`Control.seat`; a press never acts for the next seat to act: an
    auction's "Bid 120" made for one person is not another's), a fixed button (Menu, the
    info tabs) and a trade draft's by its id; a button without an id by itself (None)."""
    if not cid:
        return None
    if control is not None:
        # Trade… in a computer's turn is made for the person trading, not for no one: the
        # same person's Trade… takes its press once their turn begins (it said "not possible
        # right now" over the person's own active Trade…, propleft)
        return ("decision", person if control.seat is None else control.seat, cid)
    return ("fixed" if fixed else "widget", cid)


def cell(column: int, row: int, span: int = 1) -> pygame.Rect:
    """The panel grid's cell (or `span` cells side by side) at that column and row."""
    return pygame.Rect(GRID_X + column * (CELL_W + BUTTON_GAP),
                       BUTTONS_TOP + row * (BUTTON_H + BUTTON_GAP),
                       span * CELL_W + (span - 1) * BUTTON_GAP, BUTTON_H)


def panel_rects(spans: dict[str, int], slots: dict[str, int],
                undo_cell: bool = True) -> dict[str, pygame.Rect]:
    """Where the panel's buttons lie (`grid_rects`), the selected place's in their fixed
    slots after the decision's own (`Decisions.place_slots`: each slot as wide as its longest
    label): a slot whose button is not shown stays empty, so Mortgage keeps its place when
    the last sale takes Sell away, and Unmortgage comes up where Mortgage was. The slots keep
    their cells in a fourth row too (`lift_for`; the fullest panel, in jail with a pass and a
    whole set picked, packed its buttons there, and after the sale Mortgage moved into Sell's
    cell under the pointer: propleft). Every slot's cell is given under its slot's name as
    well, shown or not, so that the grid's lift counts an empty one and does not change when
    its button goes. Only where the slots would not fit four rows are the buttons packed.
    `undo_cell`: whether Undo's cell is kept (`grid_rects`)."""
    own = {cid: n for cid, n in spans.items() if cid not in PLACE_SLOT}
    cells = grid_rects(own | slots, undo_cell)
    if any(rect.bottom > cell(0, ROWS).bottom for rect in cells.values()):
        return grid_rects(spans, undo_cell)
    return {slot: cells[slot] for slot in slots} \
        | {cid: cells[PLACE_SLOT.get(cid, cid)] for cid in spans}


def lift_for(places: dict[str, pygame.Rect]) -> int:
    """How far the panel's grid moves up: 0 when its buttons (and empty place slots) fit the
    three rows, else `FOURTH_ROW_LIFT`, so that a fourth row ends at the panel's inner margin
    (the panel's lines give up that height, `BoardFrame.panel_text`). Only the fullest panel
    needs it: in jail with a pass and a whole set picked (Sell's slot kept, shown or not),
    nine cells in ru and «Менеджер» de, the last button lay under the third row, outside the
    panel (panel3)."""
    bottom = max((rect.bottom for rect in places.values()), default=0)
    if bottom <= cell(0, ROWS - 1).bottom:
        return 0
    assert bottom <= cell(0, ROWS).bottom, places   # four rows at most
    return FOURTH_ROW_LIFT


def grid_rects(spans: dict[str, int], undo_cell: bool = True) -> dict[str, pygame.Rect]:
    """Where the panel's buttons lie (by id, in the decision's order, from the cells each
    label needs): a grid of three whose first row ends before Undo's cell, shown or not, in
    a game where Undo can show (`undo_cell`: one person against computers), so that no
    button moves when Settings' "Allow undo" is off or the move is out of turn (Build once
    took Undo's place), and Trade… in its own cell (`TRADE_CELL`), kept free whether it
    shows or not. At a hot seat, where Undo never shows, the first row's own buttons take
    its cell, the first of them widened (`lead_row`): it stood empty in every panel, a hole
    where a button seemed to be missing at a new player's eyes (propkeys2; Roll and End turn
    then take the whole row, Buy two cells). The people at the screen are the same all
    game, so nothing moves from one state to the next by it. The typed bid's button has its
    field in the cell before it.
    Each takes the first free cells it fits (`pack`), so a one-cell button fills the hole a
    two-cell one left at a row's end (Kraken Bay ru, in jail with a pass and a whole set
    picked: the third row ended in an empty cell before Sell's two-cell slot, propwords)."""
    field = {cid: 1 if cid == "bid_typed" else 0 for cid in spans}
    column, row = TRADE_CELL
    flowing = [cid for cid in spans if cid != "trade"]
    sizes = {cid: spans[cid] + field[cid] for cid in flowing}
    row_ends = (COLUMNS - undo_cell, *[COLUMNS] * len(spans))
    own = [cid for cid in flowing if cid not in PLACE_SLOT]
    taken = {(row, column)}
    out = pack(own, sizes, row_ends, taken)
    if not undo_cell:
        out = lead_row(out, taken)
    out = fill_rows(out, row_ends, taken)
    places = pack([cid for cid in flowing if cid in PLACE_SLOT], sizes, row_ends, taken)
    out |= fill_rows(places, row_ends, taken, own_row=False)
    if "trade" in spans:
        out["trade"] = cell(column, row)
    skip = {cid: field.get(cid, 0) * (CELL_W + BUTTON_GAP) for cid in out}
    return {cid: pygame.Rect(r.x + skip[cid], r.y, r.w - skip[cid], r.h)
            for cid, r in out.items()}


def auction_rects(spans: dict[str, int], undo_cell: bool = True) -> dict[str, pygame.Rect] | None:
    """Where an auction's buttons lie (by id; `spans` in the order of
    `Decisions._auction_controls`: the least bid, five and ten steps more, all the money, the
    typed bid, Drop out), or None when the typed bid's or Drop out's label needs two cells.
    One fixed set of cells for the whole auction, whatever the bidder's cash (bidcells22, the
    lead's option (c)): the least bid and five steps more in the first row, then ten steps
    more (before Undo's cell, shown or not, where Undo can show: `undo_cell`; else in the
    first row's last cell), and the all-money bid the second row's rest, over Drop out. A
    step over the cash stays in its cell, greyed with the reason; before, the bids shown were
    laid out anew each round, and once ten steps were over the cash the all-money bid took
    the cell where they had stood, so a habit click there bid all the cash. Every cell of the
    bids' two rows holds a button in every round, so no hole opens either (propkeys2). Drop
    out, the typed bid's field and its button keep the last row in every auction, whether
    Undo shows or not (in a computer's auction Drop out once took the cell where "Bid typed"
    lay in the person's own). A step's label fits one cell in de/en/ru up to 999 999 (126 of
    138 px, ru), a longer sum a font step smaller (`fit_sum`); the all-money bid has two
    cells at least."""
    if spans["bid_typed"] > 1 or spans["drop"] > 1:
        return None
    least, five, ten, every = list(spans)[:4]
    out = {least: cell(0, 0), five: cell(1, 0), "bid_typed": cell(1, 2), "drop": cell(2, 2)}
    if undo_cell:
        return out | {ten: cell(0, 1), every: cell(1, 1, COLUMNS - 1)}
    return out | {ten: cell(2, 0), every: cell(0, 1, COLUMNS)}


def pack(cids: list[str], spans: dict[str, int], row_ends: tuple[int, ...],
         taken: set[tuple[int, int]] | None = None) -> dict[str, pygame.Rect]:
    """The buttons laid in reading order, each in the first free cells of a row (ending at
    that row's column) where it fits: a later, narrower button takes a hole an earlier, wider
    one left at a row's end. The places depend on the labels' widths alone, never on which
    buttons are shown, so they stay fixed for a decision (`panel_rects`' slots). `taken`:
    cells (row, column) kept free for a button of a fixed cell (`TRADE_CELL`); the cells the
    buttons take are added to it."""
    taken = set() if taken is None else taken
    out = {}
    for cid in cids:
        n = spans[cid]
        row, column = next((row, column) for row, end in enumerate(row_ends)
                           for column in range(end - n + 1)
                           if not any((row, column + k) in taken for k in range(n)))
        taken |= {(row, column + k) for k in range(n)}
        out[cid] = cell(column, row, n)
    return out


def lead_row(out: dict[str, pygame.Rect], taken: set[tuple[int, int]]) -> dict[str, pygame.Rect]:
    """The first row's free cells at its end given to its first button, the others moved
    right (`grid_rects` at a hot seat, where Undo's cell is free): Roll and End turn take the
    whole row, Buy two cells beside Auction. The first button is the decision's main one, so
    it is the larger, and Roll's middle lies on Buy, not on Auction, when a double-click on
    Roll comes down on the next decision's buttons (the click guard holds them 0.5 s)."""
    row = sorted((cid for cid in out if cell_of(out[cid])[1] == 0), key=lambda c: out[c].x)
    if not row:
        return out
    free = [column for column in range(COLUMNS) if (0, column) not in taken]
    if not free or min(free) < cell_of(out[row[-1]])[0]:
        return out   # a hole before the last button: not a row's end (not met)
    shift = len(free) * (CELL_W + BUTTON_GAP)
    first = out[row[0]]
    out[row[0]] = pygame.Rect(first.x, first.y, first.w + shift, first.h)
    for cid in row[1:]:
        out[cid] = out[cid].move(shift, 0)
    taken |= {(0, column) for column in free}
    return out


def fill_rows(out: dict[str, pygame.Rect], row_ends: tuple[int, ...],
              taken: set[tuple[int, int]], own_row: bool = True) -> dict[str, pygame.Rect]:
    """The decision's own buttons widened over the free cells after them in every row but
    their last: a two-cell button that did not fit beside them left a hole where a button
    seemed to be missing (ru, in jail with a pass and nothing picked: «Выйти по пропуску»
    dropped to the third row and the second row's middle cell stayed empty; propcells). Their
    last row too when it is Trade…'s: a place's two-cell Mortgage (en) did not fit the one
    cell left before Trade… and left it empty. The widths depend on the decision's buttons
    alone, so a place picked or not moves none of them; `taken` gets every cell they cover.
    A place's slots are filled the same way after them (their widths depend on the slots
    alone: Kraken Bay en, the fullest panel, Build and a two-cell Sell), not in their last
    row (`own_row` False: a lone place's Mortgage keeps one cell beside Trade…)."""
    last = max((cell_of(rect)[1] for rect in out.values()), default=-1)
    for row in range(last + (own_row and last == TRADE_CELL[1])):
        for column in range(row_ends[row]):
            if (row, column) in taken:
                continue
            left = max((cid for cid, rect in out.items() if cell_of(rect)[1] == row
                        and cell_of(rect)[0] < column), key=lambda cid: out[cid].x, default=None)
            if left is None or out[left].right + BUTTON_GAP != cell(column, row).x:
                continue
            rect = out[left]
            out[left] = rect.union(cell(column, row))
            taken.add((row, column))
    return out


def cell_of(rect: pygame.Rect) -> tuple[int, int]:
    """The grid's (column, row) where `rect` begins."""
    return ((rect.x - GRID_X) // (CELL_W + BUTTON_GAP),
            (rect.y - BUTTONS_TOP) // (BUTTON_H + BUTTON_GAP))


def rolls_again(e, state) -> bool:
    """Whether `e` is a roll of doubles that gives its seat another roll (the rules' `extra`
    after the move: not the third doubles, not doubles out of jail)."""
    return (isinstance(e, ev.DiceRolled) and e.doubles and e.purpose == "move"
            and model.extra_roll(state) and model.turn(state) == e.seat)
