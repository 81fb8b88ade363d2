"""A guided first turn on a real board: buy a ticket, fly, build a hotel, end the turn, then
what the first payday would bring, with the rules' own numbers.

Each step lights up what to click (a market card, a city, the build button); clicking it, the
step's button or Space does the step through the rules, and the board animates it as in a game.
"""

from __future__ import annotations

import html

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UIPanel, UITextBox

from game.scenes.scene import Scene
from game.tycoon.info.forecast import summaries
from game.tycoon.panels.style import GOLD
from game.tycoon.panels.words import Words
from game.tycoon.rules import Action, BuildHotel, Buy, EndTurn, Fly, board, new_game
from game.tycoon.view import layout
from game.tycoon.view.board_view import BoardView
from game.tycoon.view.state_adapter import Seat, from_state

GUIDE_SEED = 7
STEPS = ("intro", "buy", "fly", "build", "end", "payday")
COACH = pygame.Rect(layout.SIDEBAR.x, layout.PLAYER_PANEL_TOP, layout.SIDEBAR.width, 398)
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
        manager = self.app.manager
        self.coach = UIPanel(COACH, manager=manager, container=self.container,
                             object_id=ObjectID("#guide_coach", None))
        self.text = UITextBox("", pygame.Rect(8, 8, COACH.width - 16, COACH.height - 76),
                              manager=manager, container=self.coach,
                              object_id=ObjectID("#guide_text", None))
        self.go = UIButton(pygame.Rect(8, COACH.height - 62, COACH.width - 130, 50), "",
                           manager=manager, container=self.coach,
                           object_id=ObjectID("#guide_go", "@dialog_button"))
        self.leave_button = UIButton(
            pygame.Rect(COACH.width - 116, COACH.height - 62, 104, 50),
            "tycoon_info.guide.leave",
            manager=manager,
            container=self.coach,
            object_id=ObjectID("#guide_leave", None),
        )
        self._show()

    # --- the steps ---------------------------------------------------------------------------

    def target(self) -> pygame.Rect | None:
        """What the player should click now."""
        name = self.step_name
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
        self.text.set_text(html.escape(self.text_of_step()).replace("\n", "<br>"))
        self.go.set_text(BUTTONS[self.step_name])
        reach = frozenset({board.city_index(self.city)}) if self.step_name == "fly" else frozenset()
        self.view.set_decor(hand_seat=0, reachable=reach,
                            selected_hand=0 if self.step_name == "fly" else None)

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
            glow = 3 + int(2 * abs(((self.clock * 2) % 2) - 1) * 2)
            pygame.draw.rect(surface, GOLD, target.inflate(10, 10), glow, border_radius=8)

    def on_language_changed(self) -> None:
        settings = self.app.settings
        self.view = BoardView(settings.language, settings.animation_speed,
                              on_sound=self.app.audio.play)
        self._show()
