"""A guided first turn on a real board: buy a ticket, fly, build a hotel, end the turn, then
what the first payday would bring, with the rules' own numbers.

Each step lights up what to click (a market card, a city, the next free lot), with the rest of
the screen dimmed; clicking it, the step's button or Space does the step through the rules, and
the board animates it as in a game, where the same clicks do the same (a click on the next lot
of a city builds there). The coach card sits over the market or the board, away from what the
step points at, never over the player panels.
"""

from __future__ import annotations

import pygame

from game.scenes.guided_turn import GuidedTurn, Step
from game.scenes.player_files import person_name
from game.scenes.scene import Scene
from game.tycoon.info.forecast import summaries
from game.tycoon.panels.words import Words
from game.tycoon.rules import Action, BuildHotel, Buy, EndTurn, Fly, board, new_game
from game.tycoon.scenes.keys import COLOUR
from game.tycoon.view import layout
from game.tycoon.view import state_adapter as adapter
from game.tycoon.view.board_view import BoardView
from game.tycoon.view.places import panel_row
from game.tycoon.view.state_adapter import Seat, from_state

GUIDE_SEED = 7
_B, _M = layout.BOARD, layout.MARKET
_CORNER = (424, 328)
#: Bands over the board's top row of cities, and over its bottom row down to the action bar,
#: clear of the middle row (whose middle city, Cairo, the guide's ticket flies to: every corner
#: covered it on the ticket step), even as the guide widens it by 12 px a side. The low band
#: is the taller, for the payday's long text.
_LOW = layout.city_rect(6).top + 4
_BANDS = (pygame.Rect(_B.left + 4, _B.top + 4, _B.width - 16,
                      layout.city_rect(3).top - 12 - (_B.top + 4)),
          pygame.Rect(_B.left + 4, _LOW, _B.width - 16, layout.ACTION_BAR.bottom - 4 - _LOW))
#: The coach's places, tried in order until one is clear of what the step points at (and of
#: the plane's and the ticket's city) and holds the step's text without a scroll bar: over the
#: market, a corner of the board, a band over its top or bottom row, the board's left or right
#: half. Never over the player panels.
COACH_PLACES = (pygame.Rect(_M.x, _M.y, _M.width, _M.height),
                *(pygame.Rect(x, y, *_CORNER)
                  for y in (_B.top + 4, _B.bottom - 4 - _CORNER[1])
                  for x in (_B.left + 4, _B.right - 4 - _CORNER[0])),
                *_BANDS,
                pygame.Rect(_B.left + 4, _B.top + 4, _CORNER[0], _B.height - 8),
                pygame.Rect(_B.right - 4 - _CORNER[0], _B.top + 4, _CORNER[0], _B.height - 8))
GUIDE_STEPS = (
    Step("intro", "tycoon_info.guide.intro", "tycoon_info.guide.start"),
    Step("buy", "tycoon_info.guide.buy", "tycoon_info.guide.do_buy"),
    Step("fly", "tycoon_info.guide.fly", "tycoon_info.guide.do_fly"),
    Step("build", "tycoon_info.guide.build", "tycoon_info.guide.do_build"),
    Step("end", "tycoon_info.guide.end", "tycoon_info.guide.do_end"),
    Step("payday", "tycoon_info.guide.payday", "tycoon_info.guide.finish"),
)
STEPS = tuple(step.name for step in GUIDE_STEPS)


def cheapest_first_flight(state) -> tuple[str, str]:
    """The scheduled ticket on display whose city has the cheapest hotel (a newcomer's
    sensible first turn): (ticket id, city id)."""
    options = [board.TICKETS[t] for t in adapter.display(state)[:board.DISPLAY_SCHEDULED]
               if t >= 0]
    best = min(options, key=lambda t: (board.RUNWAY_PRICES[board.CITY_CLASS[t.dest]][0], t.cost))
    return best.id, board.CITY_IDS[best.dest]


class GuidedTurnScene(GuidedTurn, Scene):
    steps = GUIDE_STEPS

    def __init__(self, app) -> None:
        super().__init__(app)
        self.state = new_game(2, GUIDE_SEED)
        self.ticket, self.city = cheapest_first_flight(self.state)
        self.start_guide()

    def enter(self) -> None:
        self.rebuild_view()
        self.show_step()

    def name_seats(self) -> None:
        """You by the name the new-game screen gives you (`person_name`, as every game's
        lesson), the computer by its colour (its panel row adds "Computer" by itself); made
        in the language shown."""
        self.seats = (Seat(person_name(self.app), "red"),
                      Seat(self.app.tr(COLOUR["blue"]), "blue", True))
        self.model = from_state(self.state, self.seats)

    # --- the steps ---------------------------------------------------------------------------

    def target(self) -> pygame.Rect | None:
        """What the player should click now (in the first step: what the text points at)."""
        name = self.step_name
        if name == "intro":
            return layout.home_bank_rect(panel_row(self.model, 0))
        if name == "buy":
            slot = adapter.display(self.state).index(board.ticket_index(self.ticket))
            return layout.market_card_rect("scheduled", slot)
        if name == "fly":
            return layout.city_rect(board.city_index(self.city))
        if name == "build":
            city = board.city_index(self.city)
            return layout.lot_rect(city, adapter.chain_ends(self.state)[city])
        return None

    def ring_keep_clear(self) -> tuple[pygame.Rect, ...]:
        """The ring round a market card stays below the market's heading, the one round a lot
        off the lots beside it."""
        if self.step_name == "build":
            city = board.city_index(self.city)
            return layout.lot_neighbours(city, adapter.chain_ends(self.state)[city])
        return (layout.MARKET_HEADING,)

    def action(self) -> Action | None:
        return {"buy": Buy(self.ticket), "fly": Fly(self.ticket, self.city),
                "build": BuildHotel(), "end": EndTurn()}.get(self.step_name)

    def perform(self) -> None:
        action = self.action()
        if action is not None:
            before = self.model
            events = self.state.apply(action)
            self.model = from_state(self.state, self.seats)
            self.view.animate(events, before, self.model)

    def text_of_step(self) -> str:
        words = Words(self.app.settings.language, [s.name for s in self.seats])
        name = self.step_name
        key = self.steps[self.step].text
        if name == "payday":
            me = summaries(self.state)[0]
            f = me.forecast
            first = next((m for m in f.majorities if m.place == 1), None)
            return words.t(key, total=f.total, spread=f.spread,
                           spread_cities=f.spread_cities, majorities=f.majority_total,
                           city=first.city if first else self.city,
                           factories=f.factory_total,
                           hotels=board.HOTELS_PER_SESSION)
        cost = board.ticket(self.ticket).cost
        price = board.RUNWAY_PRICES[board.CITY_CLASS[board.city_index(self.city)]][0]
        return words.t(key, ticket=self.ticket, city=self.city, amount=cost, price=price)

    def decorate(self) -> None:
        reach = frozenset({board.city_index(self.city)}) if self.step_name == "fly" else frozenset()
        self.view.set_decor(hand_seat=0, reachable=reach,
                            selected_hand=0 if self.step_name == "fly" else None)

    def coach_places(self) -> tuple[pygame.Rect, ...]:
        return COACH_PLACES

    def keep_clear(self) -> tuple[pygame.Rect | None, ...]:
        """The plane's city and the ticket's: the coach talks about where the plane stands
        and where it goes."""
        pos = adapter.position(self.state, 0)
        return (layout.city_rect(pos) if pos >= 0 else None,
                layout.city_rect(board.city_index(self.city)))

    # --- the view's hooks ----------------------------------------------------------------------

    @property
    def motion_busy(self) -> bool:
        return self.view.busy

    def skip_motion(self) -> None:
        self.view.skip()

    def rebuild_view(self) -> None:
        self.name_seats()
        settings = self.app.settings
        self.view = BoardView(settings.language, settings.animation_speed,
                              on_sound=self.app.audio.play)

    def update(self, dt: float) -> None:
        self.update_guide(dt)
        self.view.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(surface, self.model)
        self.draw_guide(surface)
