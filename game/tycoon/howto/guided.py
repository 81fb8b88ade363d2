"""A guided first turn on a real board: buy a ticket, fly, build a hotel, end the turn, then
what the first payday would bring, with the rules' own numbers.

Each step lights up what to click (a market card, a city, the next free lot), with the rest of
the screen dimmed; clicking it, the step's button or Space does the step through the rules, and
the board animates it as in a game, where the same clicks do the same (a click on the next lot
of a city builds there). The coach card sits over the market or the board, away from what the
step points at, never over the player panels.
"""

from __future__ import annotations

import html

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UIPanel, UITextBox

from game.scenes.scene import Scene
from game.tycoon.info.forecast import summaries
from game.tycoon.panels.words import Words
from game.tycoon.rules import Action, BuildHotel, Buy, EndTurn, Fly, board, new_game
from game.tycoon.view import layout
from game.tycoon.view.board_view import BoardView
from game.tycoon.view.places import panel_row
from game.tycoon.view.state_adapter import Seat, from_state
from game.ui.spotlight import draw_spotlight

GUIDE_SEED = 7
STEPS = ("intro", "buy", "fly", "build", "end", "payday")
_B, _M = layout.BOARD, layout.MARKET
_CORNER = (424, 328)
#: The coach's places, tried in order until one is clear of what the step points at (and of
#: the plane's city) and holds the step's text without a scroll bar: over the market, a corner
#: of the board, the board's left or right half. Never over the player panels.
COACH_PLACES = (pygame.Rect(_M.x, _M.y, _M.width, _M.height),
                *(pygame.Rect(x, y, *_CORNER)
                  for y in (_B.top + 4, _B.bottom - 4 - _CORNER[1])
                  for x in (_B.left + 4, _B.right - 4 - _CORNER[0])),
                pygame.Rect(_B.left + 4, _B.top + 4, _CORNER[0], _B.height - 8),
                pygame.Rect(_B.right - 4 - _CORNER[0], _B.top + 4, _CORNER[0], _B.height - 8))
TEXTS = {
    "intro": "tycoon_info.guide.intro",
    "buy": "tycoon_info.guide.buy",
    "fly": "tycoon_info.guide.fly",
    "build": "tycoon_info.guide.build",
    "end": "tycoon_info.guide.end",
    "payday": "tycoon_info.guide.payday",
}
BUTTONS = {
    "intro": "tycoon_info.guide.start",
    "buy": "tycoon_info.guide.do_buy",
    "fly": "tycoon_info.guide.do_fly",
    "build": "tycoon_info.guide.do_build",
    "end": "tycoon_info.guide.do_end",
    "payday": "tycoon_info.guide.finish",
}


def cheapest_first_flight(state) -> tuple[str, str]:
    """The scheduled ticket on display whose city has the cheapest hotel (a newcomer's
    sensible first turn): (ticket id, city id)."""
    options = [board.TICKETS[t] for t in state.display[:board.DISPLAY_SCHEDULED] if t >= 0]
    best = min(options, key=lambda t: (board.RUNWAY_PRICES[board.CITY_CLASS[t.dest]][0], t.cost))
    return best.id, board.CITY_IDS[best.dest]


class GuidedTurnScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.state = new_game(2, GUIDE_SEED)
        self.step = 0
        self.ticket, self.city = cheapest_first_flight(self.state)
        self.clock = 0.0
        self.coach: UIPanel | None = None
        self.coach_place: pygame.Rect | None = None

    @property
    def step_name(self) -> str:
        return STEPS[self.step]

    def enter(self) -> None:
        settings = self.app.settings
        self.seats = (Seat(self.app.tr("tycoon_info.guide.you"), "red"),
                      Seat(self.app.tr("tycoon_info.guide.computer"), "blue", True))
        self.view = BoardView(settings.language, settings.animation_speed,
                              on_sound=self.app.audio.play)
        self.model = from_state(self.state, self.seats)
        self._show()

    # --- the steps ---------------------------------------------------------------------------

    def target(self) -> pygame.Rect | None:
        """What the player should click now (in the first step: what the text points at)."""
        name = self.step_name
        if name == "intro":
            return layout.home_bank_rect(panel_row(self.model, 0))
        if name == "buy":
            slot = self.state.display.index(board.ticket_index(self.ticket))
            return layout.market_card_rect("scheduled", slot)
        if name == "fly":
            return layout.city_rect(board.city_index(self.city))
        if name == "build":
            city = board.city_index(self.city)
            return layout.lot_rect(city, self.state.cend[city])
        return None

    def action(self) -> Action | None:
        return {"buy": Buy(self.ticket), "fly": Fly(self.ticket, self.city),
                "build": BuildHotel(), "end": EndTurn()}.get(self.step_name)

    def advance(self) -> None:
        """Do the current step (through the rules) and show the next one."""
        if self.view.busy:
            self.view.skip()
        action = self.action()
        if action is not None:
            before = self.model
            events = self.state.apply(action)
            self.model = from_state(self.state, self.seats)
            self.view.animate(events, before, self.model)
        if self.step == len(STEPS) - 1:
            self.app.scenes.pop()
            return
        self.step += 1
        self._show()

    def text_of_step(self) -> str:
        words = Words(self.app.settings.language, [s.name for s in self.seats])
        name = self.step_name
        if name == "payday":
            me = summaries(self.state)[0]
            f = me.forecast
            first = next((m for m in f.majorities if m.place == 1), None)
            return words.t(TEXTS[name], total=f.total, spread=f.spread,
                           count=f.spread_cities, majorities=f.majority_total,
                           city=first.city if first else self.city,
                           factories=f.factory_total,
                           hotels=board.HOTELS_PER_SESSION)
        cost = board.ticket(self.ticket).cost
        price = board.RUNWAY_PRICES[board.CITY_CLASS[board.city_index(self.city)]][0]
        return words.t(TEXTS[name], ticket=self.ticket, city=self.city, amount=cost,
                       price=price)

    def _show(self) -> None:
        self._place_coach(html.escape(self.text_of_step()).replace("\n", "<br>"))
        reach = frozenset({board.city_index(self.city)}) if self.step_name == "fly" else frozenset()
        self.view.set_decor(hand_seat=0, reachable=reach,
                            selected_hand=0 if self.step_name == "fly" else None)

    def _place_coach(self, text: str) -> None:
        """The first place clear of the step's target (and, if one is, of the plane's city)
        whose card holds the text whole."""
        target = self.target()
        wanted = [r.inflate(24, 24) for r in (target, self._plane_city()) if r is not None]
        clear = [p for keep in (wanted, wanted[:1]) for p in COACH_PLACES
                 if not any(p.colliderect(r) for r in keep)]
        if self.coach_place in clear:  # stay put where that is possible
            clear.insert(0, self.coach_place)
        for place in clear or COACH_PLACES:
            self._build_coach(place, text)
            if self.text.scroll_bar is None:
                return

    def _build_coach(self, place: pygame.Rect, text: str) -> None:
        if self.coach is not None:
            self.coach.kill()
        manager = self.app.manager
        self.coach_place = place
        self.coach = UIPanel(place, starting_height=4, manager=manager,
                             container=self.container, object_id=ObjectID("#guide_coach", None))
        self.text = UITextBox(text, pygame.Rect(8, 8, place.width - 16, place.height - 76),
                              manager=manager, container=self.coach,
                              object_id=ObjectID("#guide_text", None))
        self.go = UIButton(pygame.Rect(8, place.height - 62, place.width - 130, 50),
                           BUTTONS[self.step_name], manager=manager, container=self.coach,
                           object_id=ObjectID("#guide_go", "@dialog_button"))
        self.leave_button = UIButton(
            pygame.Rect(place.width - 116, place.height - 62, 104, 50), "tycoon_info.guide.leave",
            manager=manager, container=self.coach, object_id=ObjectID("#guide_leave", None))

    def _plane_city(self) -> pygame.Rect | None:
        pos = self.state.pos[0]
        return layout.city_rect(pos) if pos >= 0 else None

    # --- frame -------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.go:
                self.advance()
                return True
            if event.ui_element is self.leave_button:
                self.app.scenes.pop()
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            target = self.target()
            if target is not None and target.collidepoint(event.pos):
                self.advance()
                return True
            if self.view.busy:
                self.view.skip()
                return True
            return False
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.advance()
                return True
            if event.key == pygame.K_ESCAPE:
                self.app.scenes.pop()
                return True
        return False

    def update(self, dt: float) -> None:
        self.clock += dt
        self.view.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(surface, self.model)
        target = self.target()
        if target is not None and not self.view.busy:
            draw_spotlight(surface, target, self.clock, dim=True)

    def on_language_changed(self) -> None:
        settings = self.app.settings
        self.view = BoardView(settings.language, settings.animation_speed,
                              on_sound=self.app.audio.play)
        self._show()
