"""The Speedtycoon table: the match loop (game/scenes/match_loop.py) with the table view, the
person's clicks turned into the rules' actions, and the computer seats in the worker.

A click never decides a rule: every button and cell offers only what `legal_actions()` holds
(take the selected cards, buy at the place with the best payment, place the tile on a lit
cell, plan it, give it to the fund, end the actions, pass), and a refused move shows the
rules' reason on the news line.
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton

from game.core.match import Match
from game.core.setup import GameSetup
from game.scenes.computer import Brain
from game.scenes.match_loop import MatchScene, Reason
from game.scenes.result_scene import MatchResultScene
from game.speedtycoon import rules
from game.speedtycoon.bot.levels import level_budget
from game.speedtycoon.rules import actions as act
from game.speedtycoon.rules import geometry, queries
from game.speedtycoon.rules.data import (
    CARD_KIND,
    CARD_VALUE,
    NUM_BRANCHES,
    PLACE_SHORT,
    SPECIAL_FIRST,
    TAKE_LIMIT,
)
from game.speedtycoon.scenes.options import rules_options
from game.speedtycoon.view import table_view as tv
from game.speedtycoon.view.art import seat_emblem

#: The computer opponents (game/speedtycoon/bot). Tests may give a board a stand-in brain.
DECIDER = "game.speedtycoon.bot.decide:decide"
PLACE_KEYS = ("speedtycoon_play.place.new_york", "speedtycoon_play.place.frankfurt",
              "speedtycoon_play.place.shanghai", "speedtycoon_play.place.tokyo")
BUTTON_TOP = 728
BUTTON_WIDTH = {"take": 120, "buy": 120, "plan": 170, "fund": 210, "loan": 110, "end": 150,
                "pass": 110, "menu": 110}


def first_legal(state):
    return state.legal_actions()[0]


BRAIN = Brain("speedtycoon", DECIDER, level_budget, rules.parse_action, first_legal)


class TableScene(MatchScene):
    brain = BRAIN

    def new_match(self, setup: GameSetup) -> Match:
        state = rules.new_game(setup.num_players, setup.seed, rules_options(setup.options))
        return Match(setup, state)

    # --- building --------------------------------------------------------------------------

    def enter(self) -> None:
        self.start_loop()
        self.camera = tv.EmpireCamera()
        self.marks = tv.Marks()
        self.shown: int | None = None  # a player's city picked in the players' column
        self.dragging = False
        manager = self.app.manager
        specs = [("take", "speedtycoon_play.table.take"), ("buy", "speedtycoon_play.table.buy"),
                 ("plan", "speedtycoon_play.table.plan"), ("fund", "speedtycoon_play.table.fund"),
                 ("loan", "speedtycoon_play.table.loan"), ("end", "speedtycoon_play.table.end"),
                 ("pass", "speedtycoon_play.table.pass"), ("menu", "match.board.menu")]
        self.buttons: dict[str, UIButton] = {}
        x = 16
        for name, key in specs:
            width = BUTTON_WIDTH[name]
            self.buttons[name] = UIButton(pygame.Rect(x, BUTTON_TOP, width, 38), key,
                                          manager=manager, container=self.container,
                                          object_id=ObjectID(f"#st_{name}", "@choice"))
            x += width + 6
        self.begin_turn_of(self.match.seat_to_act)
        self.sync()

    def leave(self) -> None:
        self.stop_loop()

    # --- whose view ------------------------------------------------------------------------

    @property
    def person(self) -> int | None:
        """The person acting now (None while a computer acts or the curtain is up)."""
        seat = self.match.seat_to_act
        if seat is None or self.match.is_computer(seat) or self.curtain is not None:
            return None
        return seat

    @property
    def viewer(self) -> int:
        """Whose depot and trays the table shows: the person acting, else the last person."""
        if self.person is not None:
            return self.person
        if self.shown_human is not None:
            return self.shown_human
        return self.humans[0] if self.humans else 0

    def legal(self) -> list:
        return self.match.state.legal_actions() if self.person is not None else []

    # --- the match loop's hooks -------------------------------------------------------------

    def show(self, events: list, seat: int | None, reason: Reason | None) -> None:
        if reason is not None and seat is not None:
            self.toast.show(self.say("match.board.computer_move",
                                     player=self.match.seat(seat).name,
                                     reason=self.say(reason[0], **reason[1])),
                            self.match.seat(seat).colour)
        self.marks = tv.Marks()

    def refused(self, reason: Reason) -> None:
        self.toast.show(self.say(reason[0], **reason[1]))

    def curtain_emblem(self, seat: int) -> pygame.Surface:
        return seat_emblem(self.match.seat(seat).colour, 120)

    def result_scene(self) -> TableResult:
        return TableResult(self.app, self.match, curtain=self.use_curtain)

    def sync(self) -> None:
        """Each button is shown only when the rules offer its move now."""
        legal = self.legal()
        self._autoselect_tile(legal)
        offered = {
            "take": self._take_action(legal) is not None,
            "buy": self._buy_action(legal) is not None,
            "plan": self._tile_action(legal, act.ToPlanning) is not None,
            "fund": self._tile_action(legal, act.ToFund) is not None,
            "loan": any(isinstance(a, act.TakeLoan) for a in legal),
            "end": any(isinstance(a, act.EndActions) for a in legal),
            "pass": any(isinstance(a, act.Pass | act.LobbyPass) for a in legal),
            "menu": True,
        }
        for name, button in self.buttons.items():
            if name == "menu" or self.person is not None:
                button.show()
            else:
                button.hide()
            if offered[name]:
                button.enable()
            else:
                button.disable()

    # --- the person's picks ----------------------------------------------------------------

    def _pending_tiles(self, legal: list) -> list[int]:
        return list(dict.fromkeys(a.tile for a in legal
                                  if isinstance(a, act.Place | act.ToPlanning | act.ToFund)))

    def _autoselect_tile(self, legal: list) -> None:
        """In a placement phase the first tile waiting is picked and its cells lit."""
        pending = self._pending_tiles(legal)
        if pending and self.marks.tile not in pending:
            self.pick_tile(pending[0])
        elif not pending and self.marks.tile is not None and \
                self.marks.tile not in self.match.state.planning[self.viewer]:
            self.marks.tile, self.marks.cells = None, {}

    def pick_tile(self, tile: int) -> None:
        s, seat = self.match.state, self.viewer
        self.marks.tile = tile
        planned = tile in s.planning[seat]
        cells = queries.legal_cells(s, seat, tile, swap=planned)
        legal = self.legal()
        lit = {}
        for (x, y), kind in cells.items():
            if self._cell_action(legal, tile, x, y) is not None:
                lit[(x, y)] = kind
        self.marks.cells = lit
        self.shown = None
        self.frame_cells(list(lit) + [geometry.xy(c) for c in s.emp[seat]])

    def frame_cells(self, cells: list[tuple[int, int]]) -> None:
        """Zoom out and centre so every lit cell is on screen (a person can still drag and
        zoom): a placement never hides its targets outside the empire's area."""
        if not cells:
            return
        xs, ys = [c[0] for c in cells], [c[1] for c in cells]
        fits = all(tv.EMPIRE.inflate(-8, -40).contains(self.camera.cell_rect(x, y))
                   for x, y in cells)
        if fits:
            return
        span_x, span_y = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
        area = tv.EMPIRE.inflate(-8, -40)
        cell = max(32, min(tv.CELL, area.w // span_x, area.h // span_y))
        self.camera.cell = cell
        self.camera.offset = (-(min(xs) + max(xs)) / 2 * cell,
                              -(min(ys) + max(ys)) / 2 * cell + 14)

    def _take_action(self, legal: list):
        if not self.marks.display:
            return None
        display = self.match.state.display
        kinds = tuple(CARD_KIND[display[i]] for i in sorted(self.marks.display)
                      if i < len(display))
        for tip in (False, True):
            try:
                wanted = act.TakeMoney(kinds, tip)
            except ValueError:
                return None
            if wanted in legal:
                return wanted
        return None

    def _buy_action(self, legal: list):
        if self.marks.place is None or not self.marks.payment:
            return None
        for cls in (act.Buy, act.LobbyBuy):
            wanted = cls(PLACE_SHORT[self.marks.place], self.marks.payment)
            if wanted in legal:
                return wanted
        return None

    def _tile_action(self, legal: list, cls):
        if self.marks.tile is None:
            return None
        wanted = cls(self.marks.tile)
        return wanted if wanted in legal else None

    @staticmethod
    def _cell_action(legal: list, tile: int, x: int, y: int):
        for cls in (act.Place, act.BuildFromPlanning, act.Swap):
            wanted = cls(tile, x, y)
            if wanted in legal:
                return wanted
        return None

    # --- input -----------------------------------------------------------------------------

    def board_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self.press(event.ui_element)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.marks.display or self.marks.place is not None or self.marks.tile is not None:
                self.marks = tv.Marks()
                self.sync()
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.camera.zoom(event.y)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.dragging = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            self.dragging = False
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self.camera.pan(*event.rel)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.click(event.pos)
        return False

    def press(self, element) -> None:
        legal = self.legal()
        if element is self.buttons["menu"]:
            self.app.back_to_title()
            return
        names = {b: n for n, b in self.buttons.items()}
        name = names.get(element)
        chosen = None
        if name == "take":
            chosen = self._take_action(legal)
        elif name == "buy":
            chosen = self._buy_action(legal)
        elif name == "plan":
            chosen = self._tile_action(legal, act.ToPlanning)
        elif name == "fund":
            chosen = self._tile_action(legal, act.ToFund)
        elif name in ("loan", "end", "pass"):
            kinds = {"loan": act.TakeLoan, "end": act.EndActions,
                     "pass": act.Pass | act.LobbyPass}[name]
            chosen = next((a for a in legal if isinstance(a, kinds)), None)
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
                self.toggle_display(i)
                return True
        for p in range(4):
            if tv.place_rect(p).collidepoint(pos):
                self.pick_place(p)
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
        if tv.EMPIRE.collidepoint(pos) and self.marks.tile is not None:
            x, y = self.camera.cell_at(pos)
            chosen = self._cell_action(self.legal(), self.marks.tile, x, y)
            if chosen is not None:
                self.apply(chosen)
            return True
        return False

    def toggle_display(self, index: int) -> None:
        """Cards are picked up to a total of 5 (one more with a tip, the rules decide)."""
        self.marks.place, self.marks.payment = None, ()
        self.marks.display ^= {index}
        total = sum(CARD_VALUE[self.match.state.display[i]] for i in self.marks.display
                    if self.match.state.display[i] < SPECIAL_FIRST)
        if len(self.marks.display) > 1 and total > TAKE_LIMIT + 9:
            self.marks.display = {index}
        self.sync()

    def pick_place(self, place: int) -> None:
        """A market building with the best payment preselected (D50)."""
        self.marks.display = set()
        self.marks.place = place
        self.marks.payment = queries.best_payment(self.match.state, self.viewer, place) or ()
        self.sync()

    # --- frame -----------------------------------------------------------------------------

    def draw_board(self, surface: pygame.Surface) -> None:
        s = self.match.state
        colours = [seat.colour for seat in self.match.setup.seats]
        viewer = self.viewer
        shown = self.shown if self.shown is not None else viewer
        marks = self.marks if shown == viewer else tv.Marks()
        tv.draw_table(surface, s, colours, viewer, shown, self.camera, marks,
                      self.texts(viewer, shown))
        self.toast.draw(surface, 700, midbottom=(tv.EMPIRE.centerx, tv.EMPIRE.bottom - 10))

    def texts(self, viewer: int, shown: int) -> tv.TableTexts:
        s = self.match.state
        say = self.say
        lines = tuple(say("speedtycoon_play.table.player_line", name=self.match.seat(i).name,
                          cards=str(len(s.hands[i]))) for i in range(s.n))
        scoring = queries.next_scoring(s)
        status = say("speedtycoon_play.table.status", bag=str(len(s.bag)),
                     scoring=say(SCORING_KEYS[scoring]), turn=str(s.turn_no))
        return tv.TableTexts(
            market=say("speedtycoon_play.table.market"),
            kapital=say("speedtycoon_play.table.kapital"),
            empire=say("speedtycoon_play.table.empire", name=self.match.seat(shown).name),
            players=say("speedtycoon_play.table.players"),
            tray=say("speedtycoon_play.table.tray"),
            planning=say("speedtycoon_play.table.planning"),
            depot=say("speedtycoon_play.table.depot"),
            place_names=tuple(say(k) for k in PLACE_KEYS),
            deck=say("speedtycoon_play.table.deck", deck=str(len(s.deck)),
                     discard=str(len(s.discard))),
            closed=say("speedtycoon_play.table.closed"),
            status=status,
            player_lines=lines,
            fund_line=self.app.tr("speedtycoon_play.table.fund_line", count=len(s.fund)),
        )


SCORING_KEYS = {1: "speedtycoon_play.scoring.startup", 2: "speedtycoon_play.scoring.vc",
                3: "speedtycoon_play.scoring.ipo"}


class TableResult(MatchResultScene):
    def score_text(self, score: int) -> str:
        return self.app.tr("speedtycoon_play.result.points", count=score)

    def emblem(self, colour: str) -> pygame.Surface:
        return seat_emblem(colour, 28)

    def board_for(self, setup: GameSetup) -> TableScene:
        return TableScene(self.app, setup, curtain=self.curtain)


__all__ = ["NUM_BRANCHES", "TableResult", "TableScene"]
