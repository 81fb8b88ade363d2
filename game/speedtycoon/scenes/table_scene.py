"""The Speedtycoon table: the match loop (game/scenes/match_loop.py) with the table view, the
person's clicks turned into the rules' actions, and the computer seats in the worker.

A click never decides a rule: every button and cell offers only what `legal_actions()` holds
(picks.py maps the person's picks onto it), a greyed button says why in the depot's hint line,
and a refused move shows the rules' reason on the news line. Keys: M the majorities, H the
computer's advice (only with one person at the table, D44), U / Ctrl+Z undo within the own
turn until a card is revealed, Esc clears the selection (and nothing more, D48).
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton

from game.core.match import Match
from game.core.setup import GameSetup
from game.games import game_entry
from game.scenes.hint import HintAsker
from game.scenes.match_loop import MatchScene, Reason
from game.scenes.result_scene import MatchResultScene
from game.speedtycoon.rules import actions as act
from game.speedtycoon.rules import contract_view, geometry, payments, queries
from game.speedtycoon.rules.data import (
    BRANCHES,
    CARD_KIND,
    CARD_VALUE,
    M_LOANS,
    PLACES,
    SPECIAL_FIRST,
    TAKE_LIMIT,
)
from game.speedtycoon.rules.events import FundDrew, ScoringDone, UnicornWon
from game.speedtycoon.rules.phases import ACT, BONUS, LOBBY
from game.speedtycoon.scenes import info, picks, table_words, words
from game.speedtycoon.scenes.clock import LobbyWindow, TurnClock, face
from game.speedtycoon.scenes.course import points_course
from game.speedtycoon.scenes.options import think_seconds
from game.speedtycoon.scenes.scoring_pause import ScoringPause
from game.speedtycoon.scenes.table_words import SCORING_KEYS
from game.speedtycoon.view import art, motion, score_sheet
from game.speedtycoon.view import table_view as tv
from game.speedtycoon.view.art import seat_emblem
from game.speedtycoon.view.info_card import info_card
from game.ui.animation import Timeline
from game.ui.chart import ChartLine, Marked, line_chart
from game.ui.hover import HoverDelay, place_card
from game.ui.palette import BAD, GOLD, LIGHT_TEXT
from game.ui.text import blit_text

BUTTON_TOP = 728
BUTTON_GAP = 6
#: (name, label key, width); the menu sits at the right end, the others left to right.
BUTTONS = (("take", "speedtycoon_play.table.take", 110),
           ("buy", "speedtycoon_play.table.buy", 110),
           ("plan", "speedtycoon_play.table.plan", 150),
           ("fund", "speedtycoon_play.table.fund", 190),
           ("demolish", "speedtycoon_play.table.demolish", 120),
           ("loan", "speedtycoon_play.table.loan", 170),
           ("repay", "speedtycoon_play.table.repay", 130),
           ("end", "speedtycoon_play.table.end", 130),
           ("pass", "speedtycoon_play.table.pass", 100),
           ("undo", "speedtycoon_play.table.undo", 110),
           ("menu", "match.board.menu", 100))
HOVER_DELAY = 0.4  # seconds the pointer rests before an info card opens (D47); a finger
# holds a thing for game/ui/hover.py's LONG_PRESS (500 ms) on a touch screen
DOUBLE_CLICK = 0.4  # seconds between two clicks on one display card that take it alone
DEMOLISH_KEYS = {"not_now": "speedtycoon_play.demolish.not_now",
                 "empty": "speedtycoon_play.demolish.empty",
                 "hq": "speedtycoon_play.demolish.hq",
                 "hole": "speedtycoon_play.demolish.hole",
                 "cut": "speedtycoon_play.demolish.cut"}
PAY_KEYS = {"exact": "speedtycoon_play.pay.exact", "over": "speedtycoon_play.pay.over",
            "short": "speedtycoon_play.pay.short",
            "superfluous": "speedtycoon_play.pay.superfluous",
            "wrong_currency": "speedtycoon_play.pay.wrong_currency"}


class TableScene(MatchScene):
    def new_match(self, setup: GameSetup) -> Match:
        return Match(setup, game_entry("speedtycoon").start(setup))

    # --- building --------------------------------------------------------------------------

    def enter_board(self) -> None:
        self.camera = tv.EmpireCamera()
        self.marks = tv.Marks()
        self.shown: int | None = None  # a player's city picked in the players' column
        self.dragging = False
        self.now = 0.0
        self.last_card_click: tuple[int, float] = (-1, -10.0)
        self.majorities = False
        self.advice_text = ""
        self.clock: TurnClock | None = None
        self.lobby: LobbyWindow | None = None
        self.timeline = Timeline(self.app.settings.animation_speed)
        self.pauses: list[ScoringPause] = []
        self._picture: tuple[tuple, pygame.Surface] | None = None
        self._texts: tuple[tuple, tv.TableTexts] | None = None
        self._empire: tuple[tuple, pygame.Surface] | None = None
        self._clock_words: tuple[tuple, str] | None = None
        self.hover = HoverDelay(HOVER_DELAY)
        self.pointer: tuple[int, int] | None = None
        self._card: tuple[object, pygame.Surface] | None = None
        self.adviser = HintAsker(self.brain, self._describe, worker=self.computers.worker)
        manager = self.app.manager
        self.buttons: dict[str, UIButton] = {}
        for name, key, width in BUTTONS:
            self.buttons[name] = UIButton(pygame.Rect(0, BUTTON_TOP, width, 38), key,
                                          manager=manager, container=self.container,
                                          object_id=ObjectID(f"#st_{name}", "@choice"))

    def leave_board(self) -> None:
        for pause in self.pauses:
            pause.close()
        self.adviser.shutdown()

    # --- whose view ------------------------------------------------------------------------

    @property
    def viewer(self) -> int:
        """Whose depot and trays the table shows: the person acting, else the last person."""
        if self.person is not None:
            return self.person
        if self.shown_human is not None:
            return self.shown_human
        return self.humans[0] if self.humans else 0

    def legal(self) -> list:
        if self.person is None or self.autopilot:
            return []
        return self.match.state.legal_actions()

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.match.setup.seats]

    # --- the match loop's hooks -------------------------------------------------------------

    def show(self, events: list, seat: int | None, reason: Reason | None) -> None:
        if reason is not None and seat is not None:
            self.toast.show(self.say("match.board.computer_move",
                                     player=self.match.seat(seat).name,
                                     reason=words.reason(self.say, *reason, self.names)),
                            self.match.seat(seat).colour)
        self.marks = tv.Marks()
        self.advice_text = ""
        self.adviser.forget()
        self.timeline.set_speed(self.app.settings.animation_speed)
        self.timeline.play(motion.steps_for(events, self.match.state, self.where()))
        self.announce(events)

    def where(self) -> motion.Where:
        shown = self.shown if self.shown is not None else self.viewer
        return motion.Where(self.viewer, shown, self.camera, self.match.state.n)

    def announce(self, events: list) -> None:
        """Scorings hold the table (the pause); Unicorns and fund draws are said."""
        think = think_seconds(self.match.setup.options)
        for e in events:
            if isinstance(e, ScoringDone):
                self.pauses.append(ScoringPause(self, e, think))
            elif isinstance(e, UnicornWon):
                self.toast.show(self.say("speedtycoon_play.news.unicorn",
                                         player=self.names[e.seat],
                                         branch=words.branch(self.say, e.branch),
                                         points=e.points), self.match.seat(e.seat).colour)
            elif isinstance(e, FundDrew):
                self.toast.show(self.say("speedtycoon_play.news.fund_drew", count=len(e.tiles)))

    @property
    def holding(self) -> bool:
        """A scoring is on the table: the computers and the result wait for every person."""
        return bool(self.pauses)

    def refused(self, reason: Reason) -> None:
        self.toast.show(words.reason(self.say, *reason, self.names))

    def curtain_emblem(self, seat: int) -> pygame.Surface:
        return seat_emblem(self.match.seat(seat).colour, 120)

    def update_board(self, dt: float) -> None:
        self.now += dt
        self.hover.track(self.hover_target(self.pointer) if self.pointer else None, dt)
        self.timeline.update(dt)
        self.tick_clock(dt)
        if self.pauses and not self.busy and self.pauses[0].update(dt):
            self.pauses.pop(0).close()
            self.sync()
        if self.adviser.poll():
            self._show_advice()

    # --- the clock and the Lobbyist window ---------------------------------------------------

    @property
    def running(self) -> bool:
        """Whether time passes for the person now: not behind the curtain, a scoring or motion."""
        return self.curtain is None and not self.holding and not self.busy

    @property
    def autopilot(self) -> bool:
        """The person's time and grace are over: the computer plays the rest of the turn.
        Only in that very turn and while its own seat acts: a clock run out in the person's
        last turn must not take the Lobbyist window (and its Pass) from them (issue 31)."""
        s, clock = self.match.state, self.clock
        return (clock is not None and clock.expired and (clock.seat, clock.turn_no) ==
                (s.turn, s.turn_no) and self.match.seat_to_act == clock.seat)

    def tick_clock(self, dt: float) -> None:
        s, seat = self.match.state, self.match.seat_to_act
        if seat is None:
            self.clock = self.lobby = None
            return
        if s.phase == LOBBY and not self.match.is_computer(seat):
            if self.lobby is None or (self.lobby.seat, self.lobby.turn_no) != (seat, s.turn_no):
                self.lobby = LobbyWindow(seat, s.turn_no)
            if self.running:
                self.lobby.elapsed += dt
            if self.lobby.over:
                self.lobby = None
                self.apply(act.LobbyPass())
            return
        self.lobby = None
        think = think_seconds(self.match.setup.options)
        if think is None or self.match.is_computer(s.turn):
            self.clock = None
            return
        if self.clock is None or (self.clock.seat, self.clock.turn_no) != (s.turn, s.turn_no):
            self.clock = TurnClock(s.turn, s.turn_no, think)
        if seat != s.turn or not self.running:
            return
        was_running = not self.autopilot
        self.clock.elapsed += dt
        if self.autopilot:
            if was_running:
                self.marks = tv.Marks()
                self.sync()
            move = self.computers.poll(self.match)
            if move is not None:
                self.apply(move.action)

    def clock_line(self) -> tuple[str, str, tuple[int, int, int]] | None:
        """The clock's line as (locale key, time left, colour), or None without a clock."""
        if self.lobby is not None:
            return "speedtycoon_play.clock.lobby", face(self.lobby.left), GOLD
        if self.clock is None or self.match.seat_to_act != self.clock.seat:
            return None
        if self.autopilot:
            return "speedtycoon_play.clock.computer_plays", "", BAD
        if self.clock.in_grace:
            return "speedtycoon_play.clock.grace", face(self.clock.left), BAD
        return "speedtycoon_play.clock.think", face(self.clock.left), LIGHT_TEXT

    def clock_text(self) -> tuple[str, tuple[int, int, int]] | None:
        """The clock's words, translated once a second rather than once a frame."""
        line = self.clock_line()
        if line is None:
            return None
        key, left, colour = line
        cached = (line, self.app.settings.language)
        if self._clock_words is None or self._clock_words[0] != cached:
            self._clock_words = (cached, self.say(key, left=left) if left else self.say(key))
        return self._clock_words[1], colour

    # --- the buttons ------------------------------------------------------------------------

    def offered(self, legal: list) -> dict[str, bool]:
        """Which buttons the rules allow now (each only for a legal move)."""
        return {
            "take": picks.take_action(legal, self.match.state.display, self.marks.display)
            is not None,
            "buy": picks.buy_action(legal, self.marks) is not None,
            "plan": picks.tile_action(legal, self.marks, act.ToPlanning) is not None,
            "fund": picks.tile_action(legal, self.marks, act.ToFund) is not None,
            "demolish": picks.demolish_action(legal, self.marks) is not None,
            "loan": picks.first_of(legal, act.TakeLoan) is not None,
            "repay": picks.repay_action(legal, self.marks) is not None,
            "end": picks.first_of(legal, act.EndActions) is not None,
            "pass": picks.first_of(legal, act.Pass | act.LobbyPass) is not None,
            "undo": self.can_undo,
            "menu": True,
        }

    def wanted_buttons(self) -> set[str]:
        """The buttons this table has at all: the fund's only with two players, the loans'
        only with the Loans module; a person's buttons only while a person acts."""
        if self.person is None or self.holding or self.autopilot:
            return {"menu"}
        s = self.match.state
        out = {name for name, _key, _w in BUTTONS}
        if s.n != 2:
            out.discard("fund")
        if not s.mods & M_LOANS:
            out -= {"loan", "repay"}
        if not s.loans or not s.loans[self.person]:
            out.discard("repay")
        # "Passen" only when nothing else is possible (D16): it takes the place of "Zug beenden".
        out.discard("end" if picks.first_of(self.legal(), act.Pass | act.LobbyPass) else "pass")
        if not self.undo_allowed:
            out.discard("undo")
        return out

    def sync(self) -> None:
        legal = self.legal()
        self._autoselect_tile(legal)
        offered = self.offered(legal)
        wanted = self.wanted_buttons()
        x = 16
        for name, _key, width in BUTTONS:
            button = self.buttons[name]
            if name not in wanted:
                button.hide()
                continue
            if name == "menu":
                button.set_relative_position((tv.STATUS.right - width, BUTTON_TOP))
            else:
                button.set_relative_position((x, BUTTON_TOP))
                x += width + BUTTON_GAP
            button.show()
            if offered[name]:
                button.enable()
            else:
                button.disable()

    # --- undo -------------------------------------------------------------------------------

    @property
    def undo_allowed(self) -> bool:
        """Undo against computers only (with several people each move is seen, so it stands)
        and when the settings allow it."""
        return len(self.humans) == 1 and self.app.settings.undo_vs_computers

    @property
    def can_undo(self) -> bool:
        s = self.match.state
        return (self.undo_allowed and self.person is not None and s.turn == self.person
                and self.match.undo_steps > 0)

    def take_back(self) -> None:
        if not self.can_undo:
            return
        self.match.take_back()
        self.timeline.skip()
        self.computers.cancel()
        self.marks = tv.Marks()
        self.advice_text = ""
        self.adviser.forget()
        self.sync()

    # --- the person's picks ----------------------------------------------------------------

    def _autoselect_tile(self, legal: list) -> None:
        """In a placement phase the first tile waiting is picked and its cells lit."""
        pending = picks.pending_tiles(legal)
        if pending and self.marks.tile not in pending:
            self.pick_tile(pending[0])
        elif not pending and self.marks.tile is not None and \
                self.marks.tile not in self.match.state.planning[self.viewer]:
            self.marks.tile, self.marks.cells = None, {}

    def pick_tile(self, tile: int) -> None:
        s, seat = self.match.state, self.viewer
        self.marks.tile = tile
        self.marks.building = None
        planned = tile in s.planning[seat]
        cells = queries.legal_cells(s, seat, tile, swap=planned)
        legal = self.legal()
        self.marks.cells = {(x, y): kind for (x, y), kind in cells.items()
                            if picks.cell_action(legal, tile, x, y) is not None}
        self.shown = None
        self.frame_cells(list(self.marks.cells) + [geometry.xy(c) for c in s.emp[seat]])

    def frame_cells(self, cells: list[tuple[int, int]]) -> None:
        """Zoom out and centre so every lit cell is on screen (a person can still drag and
        zoom): a placement never hides its targets outside the empire's area."""
        if not cells:
            return
        area = tv.EMPIRE.inflate(-8, -40)
        if all(area.contains(self.camera.cell_rect(x, y)) for x, y in cells):
            return
        xs, ys = [c[0] for c in cells], [c[1] for c in cells]
        span_x, span_y = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
        cell = max(32, min(tv.CELL, area.w // span_x, area.h // span_y))
        self.camera.cell = cell
        self.camera.offset = (-(min(xs) + max(xs)) / 2 * cell,
                              -(min(ys) + max(ys)) / 2 * cell + 14)

    def clear_selection(self) -> None:
        self.marks = tv.Marks()
        self.advice_text = ""
        self.sync()

    # --- input -----------------------------------------------------------------------------

    def watch_pointer(self, event: pygame.event.Event) -> None:
        self.hover.feed(event)  # a finger's long press opens a card (touch screens)

    def board_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.pointer = event.pos
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if self.pauses and self.pauses[0].press(event.ui_element):
                return True
            self.press(event.ui_element)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.busy:
            self.timeline.skip()  # a click skips the motion, then acts on the settled table
        if self.pauses and event.type == pygame.MOUSEBUTTONDOWN:
            self.pauses[0].skip()
            return True
        if event.type == pygame.KEYDOWN:
            return self.key(event)
        if event.type == pygame.MOUSEWHEEL:
            self.camera.zoom(event.y)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.dragging = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            self.dragging = False
            return True
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            if self.dragging:
                self.camera.pan(*event.rel)
            return self.dragging
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.click(event.pos)
        return False

    def key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE:
            if self.majorities:
                self.majorities = False
            elif self.marks.display or self.marks.place is not None or \
                    self.marks.building is not None or self.marks.payment:
                self.clear_selection()
            return True
        if event.key == pygame.K_m:
            self.majorities = not self.majorities
            return True
        if event.key == pygame.K_h:  # the hint key of every board (issue 30.3)
            self.ask_advice()
            return True
        if event.key == pygame.K_u or (event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL):
            self.take_back()
            return True
        return False

    def press(self, element) -> None:
        names = {b: n for n, b in self.buttons.items()}
        name = names.get(element)
        if name == "menu":
            self.open_menu()
            return
        if name == "undo":
            self.take_back()
            return
        legal = self.legal()
        chosen = {
            "take": lambda: picks.take_action(legal, self.match.state.display,
                                              self.marks.display),
            "buy": lambda: picks.buy_action(legal, self.marks),
            "plan": lambda: picks.tile_action(legal, self.marks, act.ToPlanning),
            "fund": lambda: picks.tile_action(legal, self.marks, act.ToFund),
            "demolish": lambda: picks.demolish_action(legal, self.marks),
            "loan": lambda: picks.first_of(legal, act.TakeLoan),
            "repay": lambda: picks.repay_action(legal, self.marks),
            "end": lambda: picks.first_of(legal, act.EndActions),
            "pass": lambda: picks.first_of(legal, act.Pass | act.LobbyPass),
        }.get(name, lambda: None)()
        if chosen is not None:
            self.apply(chosen)

    def click(self, pos: tuple[int, int]) -> bool:
        s = self.match.state
        for seat in range(s.n):
            if tv.player_rect(seat, s.n).collidepoint(pos):
                self.shown = None if seat == self.viewer else seat
                return True
        if self.person is None:
            return False
        for i, _card in enumerate(s.display):
            if tv.display_rect(i).collidepoint(pos):
                self.click_card(i)
                return True
        for p in range(4):
            if tv.place_rect(p).collidepoint(pos):
                self.pick_place(p)
                return True
        for i, (rect, card) in enumerate(tv.depot_cards(s.hands[self.viewer])):
            if rect.collidepoint(pos):
                self.toggle_depot(i, card)
                return True
        for i, tile in enumerate(tv.tray_tiles(s, self.viewer)[:5]):
            if tv.tray_rect(i).collidepoint(pos):
                self.pick_tile(tile)
                self.sync()
                return True
        for i, tile in enumerate(s.planning[self.viewer][:5]):
            if tv.planning_rect(i).collidepoint(pos):
                self.pick_tile(tile)
                self.sync()
                return True
        shown = self.shown if self.shown is not None else self.viewer
        if contract_view.contracts_of(s, shown) and tv.CONTRACTS.collidepoint(pos):
            return True  # the contracts are read (hover), not played
        if tv.EMPIRE.collidepoint(pos) and (self.shown is None or self.shown == self.viewer):
            self.click_empire(*self.camera.cell_at(pos))
            return True
        return False

    def click_empire(self, x: int, y: int) -> None:
        """A lit cell places the picked tile; a built cell is picked for "Abreißen"."""
        legal = self.legal()
        if self.marks.tile is not None and (x, y) in self.marks.cells:
            chosen = picks.cell_action(legal, self.marks.tile, x, y)
            if chosen is not None:
                self.apply(chosen)
            return
        if geometry.cell(x, y) in self.match.state.emp[self.viewer]:
            pending = picks.pending_tiles(legal)
            self.marks = tv.Marks(building=(x, y))
            if pending:  # a tile waits to be placed: it stays picked
                self.pick_tile(pending[0])
                self.marks.building = (x, y)
            self.sync()

    def click_card(self, index: int) -> None:
        """A click selects or drops a display card; a second click on the same card within
        DOUBLE_CLICK takes that card alone at once (D48)."""
        last, when = self.last_card_click
        self.last_card_click = (index, self.now)
        if last == index and self.now - when <= DOUBLE_CLICK:
            kind = CARD_KIND[self.match.state.display[index]]
            alone = picks.take_action(self.legal(), [self.match.state.display[index]], {0})
            if alone is not None and alone.cards == (kind,):
                self.apply(alone)
                return
        self.toggle_display(index)

    def toggle_display(self, index: int) -> None:
        """Cards are picked up to a total of 5 (one more with a tip, the rules decide)."""
        self.marks.place, self.marks.payment, self.marks.building = None, (), None
        self.marks.display ^= {index}
        display = self.match.state.display
        total = sum(CARD_VALUE[display[i]] for i in self.marks.display
                    if display[i] < SPECIAL_FIRST)
        if len(self.marks.display) > 1 and total > TAKE_LIMIT + 9:
            self.marks.display = {index}
        self.sync()

    def pick_place(self, place: int) -> None:
        """A market building with the best payment preselected (D50)."""
        self.marks.display, self.marks.building = set(), None
        self.marks.place = place
        self.marks.payment = queries.best_payment(self.match.state, self.viewer, place) or ()
        self.sync()

    def toggle_depot(self, index: int, card: int) -> None:
        """A depot card into or out of the payment (for the market place picked, else for
        repaying a loan)."""
        chosen = index in tv.chosen_cards(self.match.state.hands[self.viewer],
                                          self.marks.payment)
        self.marks.display = set()
        self.marks.payment = picks.toggle_card(self.marks.payment, CARD_KIND[card], chosen)
        self.sync()

    # --- hover info cards ---------------------------------------------------------------------

    def hover_target(self, pos: tuple[int, int]) -> tuple | None:
        """What the pointer rests on, as a hashable name of the thing (None: nothing)."""
        s, seat = self.match.state, self.viewer
        for p in range(4):
            if tv.place_rect(p).collidepoint(pos) and s.market[p] >= 0:
                return ("market", p, s.market[p])
        for i, card in enumerate(s.display):
            if tv.display_rect(i).collidepoint(pos):
                return ("display", i, card)
        for rect, card in tv.depot_cards(s.hands[seat]):
            if rect.collidepoint(pos):
                return ("depot", card)
        for i, tile in enumerate(tv.tray_tiles(s, seat)[:5]):
            if tv.tray_rect(i).collidepoint(pos):
                return ("tray", tile)
        for i, tile in enumerate(s.planning[seat][:5]):
            if tv.planning_rect(i).collidepoint(pos):
                return ("planning", tile)
        shown = self.shown if self.shown is not None else seat
        contracts = contract_view.contracts_of(s, shown)
        if contracts and tv.CONTRACTS.collidepoint(pos) and not self.majorities:
            for i, tile in enumerate(contracts[:2]):
                if tv.contract_rect(i).collidepoint(pos):
                    return ("contract", i, tile)
            return None  # the inset hides the city under it
        if tv.EMPIRE.inflate(-4, -32).move(0, 14).collidepoint(pos) and not self.majorities:
            tile = s.emp[shown].get(geometry.cell(*self.camera.cell_at(pos)))
            if tile is not None:
                return ("empire", tile)
        return None

    def info_blocks(self, target: tuple) -> tuple[pygame.Surface, list]:
        s, seat, say = self.match.state, self.viewer, self.say
        kind = target[0]
        if kind in ("display", "depot"):
            card = target[-1]
            return (art.card_image(card, tv.CARD),
                    info.card_card(say, s, seat, card, in_depot=kind == "depot"))
        tile = target[-1]
        if kind == "contract":
            return (art.tile_image(tile, tv.CELL),
                    info.contract_card(say, s, seat, tile, self.names))
        place = target[1] if kind == "market" else None
        return (art.tile_image(tile, tv.CELL),
                info.building_card(say, s, seat, tile, kind, self.names, place))

    def hover_card(self) -> pygame.Surface | None:
        """The card for the thing the pointer has rested on, drawn once per position."""
        target = self.hover.ready
        if target is None or self.curtain is not None or self.pointer is None:
            return None
        if self.hover_target(self.pointer) != target:  # a move this frame changed the thing
            return None
        key = (target, len(self.match.actions), self.app.settings.language)
        if self._card is None or self._card[0] != key:
            picture, blocks = self.info_blocks(target)
            self._card = (key, info_card(picture, blocks))
        return self._card[1]

    # --- majorities and advice ---------------------------------------------------------------

    def ask_advice(self) -> None:
        """H: the computer's best move for the person, only with one person at the table."""
        if len(self.humans) != 1:
            self.advice_text = self.say("speedtycoon_play.advice.only_computers")
            return
        if self.person is None:
            return
        self.advice_text = self.say("speedtycoon_play.advice.thinking")
        self.adviser.ask(self.match.state, self.person)

    def _describe(self, state, seat: int, plan: tuple) -> tuple[tuple[str, dict], tv.Marks]:
        """The advised move in words, and the picks that light it up on the table: the plan's
        first step (the rest of a turn is advised again after it, with the table changed)."""
        return table_words.describe_move(self.say, state, plan[0])

    def _show_advice(self) -> None:
        if self.adviser.failed or self.adviser.answer is None:
            self.advice_text = self.say("speedtycoon_play.advice.failed")
            return
        ((key, params), marks), reason = self.adviser.answer
        self.count_hint()
        said = self.say(key, **params)
        if reason is not None:
            said = self.say("speedtycoon_play.advice.with_reason", move=said,
                            reason=words.reason(self.say, *reason, self.names))
        self.advice_text = said
        if marks.tile is not None and not marks.cells:
            self.pick_tile(marks.tile)
        else:
            self.marks = marks
        self.sync()

    # --- frame -----------------------------------------------------------------------------

    def picture_key(self) -> tuple:
        """Everything the settled table picture depends on: it is redrawn only when one of
        these changes (a frame otherwise blits it and draws the motion and cards on top)."""
        m, c = self.marks, self.camera
        return (id(self.match.state), len(self.match.actions), self.viewer, self.shown,
                self.person, c.offset, c.cell, m.place, m.payment, m.tile, m.building,
                tuple(sorted(m.display)), tuple(sorted(m.cells.items())), self.majorities,
                self.advice_text, self.app.settings.language, self.timeline.hidden())

    def hidden_tiles(self) -> frozenset[int]:
        """Tiles the motion still carries to their place (not drawn there yet)."""
        return motion.hidden_tiles(self.timeline.hidden())

    @property
    def busy(self) -> bool:
        return self.timeline.busy

    def draw_board(self, surface: pygame.Surface) -> None:
        colours = [seat.colour for seat in self.match.setup.seats]
        key = self.picture_key()
        if self._picture is None or self._picture[0] != key:
            picture = self._picture[1] if self._picture else \
                pygame.Surface(surface.get_size(), 0, surface)  # the screen's format: fast blits
            self.paint_table(picture, colours)
            self._picture = (key, picture)
        surface.blit(self._picture[1], (0, 0))
        self.draw_motion(surface)
        shown = self.clock_text()
        if shown is not None:
            text, colour = shown
            blit_text(surface, text, (tv.EMPIRE.right - 12, tv.EMPIRE.y + 6), 16, colour,
                      bold=True, align="right")
        self.toast.draw(surface, 700, midbottom=(tv.EMPIRE.centerx, tv.EMPIRE.bottom - 10))
        if self.pauses and not self.busy:
            self.draw_pause(surface, colours)
            return
        card = self.hover_card()
        if card is not None and self.pointer is not None:
            surface.blit(card, place_card(card.get_size(), self.pointer,
                                          pygame.Rect(0, BUTTON_TOP, 1280, 80),
                                          pygame.Rect(0, 0, 1280, 800)))

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
        in_city = tiles & frozenset(s.emp[shown].values())
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
        names = tuple(self.names) + ((self.say("speedtycoon_play.sheet.fund"),)
                                     if s.n == 2 else ())
        scoring = queries.next_scoring(s)
        score_sheet.draw_sheet(surface, queries.what_if(s), counts, doubled, colours,
                               self.sheet_words(self.say("speedtycoon_play.sheet.what_if",
                                                         scoring=self.say(SCORING_KEYS[scoring])),
                                                names, self.say("speedtycoon_play.sheet.m_note")))

    def draw_pause(self, surface: pygame.Surface, colours: list[str]) -> None:
        pause = self.pauses[0]
        names = tuple(self.names) + ((self.say("speedtycoon_play.sheet.fund"),)
                                     if self.match.state.n == 2 else ())
        title = self.say("speedtycoon_play.pause.title",
                         scoring=words.scoring(self.say, pause.done.scoring))
        note = self.say("speedtycoon_play.pause.waiting",
                        names=", ".join(self.names[i] for i in pause.waiting))
        pause.draw(surface, self.sheet_words(title, names, note), colours)

    def sheet_words(self, title: str, names: tuple[str, ...], note: str = ""
                    ) -> score_sheet.SheetWords:
        say = self.say
        return score_sheet.SheetWords(
            title=title, branches=tuple(words.branch(say, b) for b in BRANCHES),
            ring=say("speedtycoon_play.sheet.ring"), zones=say("speedtycoon_play.sheet.zones"),
            sustainability=say("speedtycoon_play.sheet.sustainability"),
            loans=say("speedtycoon_play.sheet.loans"), total=say("speedtycoon_play.sheet.total"),
            names=names, note=note)

    def depot_hint(self) -> str:
        """The hint line: the advice, a demolish refusal, or what the payment means."""
        if self.advice_text:
            return self.advice_text
        s, seat = self.match.state, self.viewer
        if self.marks.building is not None and self.person is not None:
            refusal = queries.demolish_refusal(s, seat, *self.marks.building)
            if refusal is not None:
                return self.say(DEMOLISH_KEYS[refusal])
            return self.say("speedtycoon_play.demolish.possible")
        if self.person is None:
            return ""
        if self.marks.place is None:
            nothing = not (self.marks.display or self.marks.payment or self.marks.tile)
            return self.say("speedtycoon_play.hint.start") if nothing and s.turn == seat \
                and s.phase in (ACT, BONUS) else ""
        if s.market[self.marks.place] < 0:
            return ""
        if not self.marks.payment:
            missing = self.missing_at(self.marks.place)
            if missing > 0:
                return self.say("speedtycoon_play.pay.cannot_afford", missing=missing)
            return self.say("speedtycoon_play.pay.none")
        verdict, params = queries.payment_verdict(s, seat, self.marks.place, self.marks.payment)
        return self.say(PAY_KEYS[verdict], cards=words.cards(self.marks.payment), **params)

    def missing_at(self, place: int) -> int:
        """How much the viewer's cards usable at a market place fall short of its price
        (0 when they reach it): a building out of reach says so rather than asking for cards."""
        s, seat = self.match.state, self.viewer
        offer = queries.market_prices(s, seat)[place]
        if offer is None:
            return 0
        usable = payments.hand_totals(s.hands[seat])[PLACES[place][2]]
        return max(0, offer["price"] - usable)

    def texts(self, viewer: int, shown: int) -> tv.TableTexts:
        names = [self.match.seat(i).name for i in range(self.match.state.n)]
        return table_words.table_texts(self.say, self.match.state, names, viewer, shown,
                                       self.depot_hint())


class TableResult(MatchResultScene):
    """The final IPO screen: the ranking beside the points race over the whole game, and the
    house's "Neues Spiel / Revanche / Menü" (§4.8); New game starts from the table just
    played."""

    has_chart = True

    def new_game_screen(self):
        return game_entry(self.match.setup.game).new_game_class()(self.app,
                                                                   last=self.match.setup)

    def chart(self, size: tuple[int, int]) -> pygame.Surface:
        course = points_course(self.match.setup, self.match.actions)
        tr = self.app.tr
        lines = [ChartLine(seat.colour, course.points[i], end_dot=True)
                 for i, seat in enumerate(self.match.setup.seats)]
        marks = [Marked(turn, words.scoring(tr, name)) for turn, name in course.scorings]
        last = max(line.points[-1][0] for line in lines)
        return line_chart(size, tr("speedtycoon_play.result.chart"), "", lines, marks,
                          lambda v: str(v), tr("speedtycoon_play.result.turns", end=last))

    def score_text(self, score: int) -> str:
        return self.app.tr("speedtycoon_play.result.points", count=score)

    def emblem(self, colour: str) -> pygame.Surface:
        return seat_emblem(colour, 28)


__all__ = ["TableResult", "TableScene"]
