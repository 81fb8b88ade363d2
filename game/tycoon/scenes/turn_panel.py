"""The widgets of a person's turn: the action bar, and clickable spots over drawn things.

The board view draws the cards and cities; transparent buttons laid over them make each one a
real pygame-gui widget, so hovering shows a tooltip (a card's cost, why a city is out of reach),
a click arrives as a normal button press and the keyboard can focus it like any button.
Hotspots stay enabled: pressing one the rules refuse must *explain*, which a disabled button
cannot do. Every widget's press is routed by what it stands for (its `Spot` or action id) and
the seat it was made for (game/ui/press_routes.py, as on every board): a press whose event
comes after the panel was made anew acts on the new widget of that meaning, and one whose
panel went (another seat's turn, the payday card) is said to be impossible now.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame
from pygame_gui.core import ObjectID, UIElement
from pygame_gui.elements import UIButton

from game.tycoon.rules import board
from game.tycoon.scenes.refusing_button import RefusingButton
from game.tycoon.scenes.theme import HOTSPOT, ensure_theme
from game.tycoon.view import layout
from game.ui.palette import GOLD
from game.ui.press_routes import PressRoutes

if TYPE_CHECKING:
    from game.scenes.scene import Scene

# (id, label key) of the action bar, left to right; the label's %{price} is filled per turn.
ACTIONS = (
    ("home", "tycoon_play.board.home"),
    ("loan_10", "tycoon_play.board.loan_10"),
    ("loan_16", "tycoon_play.board.loan_16"),
    ("hotel", "tycoon_play.board.hotel"),
    ("factory", "tycoon_play.board.factory"),
    ("renovate", "tycoon_play.board.renovate"),
    ("end", "tycoon_play.board.end_turn"),
)
#: Each button's share of the bar, by its longest label in de/en/ru with a two-digit price
#: ("Zug beenden", "Фабрика 10"; test_action_bar_fits.py holds every label in its room).
BAR_SHARE = {"home": 9, "loan_10": 10, "loan_16": 10, "hotel": 9, "factory": 11,
             "renovate": 11, "end": 12}
BAR_GAP = 6
LOT_FOCUS = (12, 12)  # how much wider than its lot the focused lot's ring is
MENU_WIDTH = 76


@dataclass(frozen=True)
class Spot:
    """What a hotspot stands for: ('hand', index), ('market', slot), ('city', index) or
    ('lot', city): the city's next free lot, where a click builds a hotel."""

    kind: str
    index: int


Meaning = Spot | str  # what a turn widget stands for: a hotspot's Spot or an action's id


class TurnPanel:
    """The widgets of one person's turn (`seat`); `on_press` gets what a pressed one means."""

    def __init__(self, scene: Scene, routes: PressRoutes,
                 on_press: Callable[[Meaning], None], seat: int) -> None:
        self._manager = scene.app.manager
        self._container = scene.container
        self._routes = routes
        self._on_press = on_press
        self.seat = seat
        ensure_theme(self._manager)
        self.spots: dict[UIButton, Spot] = {}
        self.cities = [self._hotspot(layout.city_rect(c), Spot("city", c))
                       for c in range(board.NUM_CITIES)]
        self.hand = [self._hotspot(layout.hand_card_rect(i), Spot("hand", i))
                     for i in range(layout.HAND_SLOTS)]
        self.market = [self._hotspot(_market_rect(slot), Spot("market", slot))
                       for slot in range(board.DISPLAY_SLOTS)]
        #: Made after the cities, so they lie above them and take the click on their lot.
        self.lots = [self._hotspot(layout.lot_rect(c, 0), Spot("lot", c))
                     for c in range(board.NUM_CITIES)]
        #: What the hotspots were last laid out for: moving a widget costs pygame-gui a walk
        #: over its container, and the frame that shows a move must stay cheap (issue 30.10).
        self._hand_laid: int | None = None
        self._lots_laid: list[int] | None = None
        self.buttons: dict[str, RefusingButton] = {}
        for action_id, label in ACTIONS:
            button = RefusingButton(
                action_rect(action_id), label, manager=self._manager, container=self._container,
                object_id=ObjectID(f"#turn_{action_id}", "@choice"),
                text_kwargs={"price": "–"})
            self.buttons[action_id] = self._bind(button, action_id)

    def _bind(self, element: UIElement, meaning: Meaning) -> UIElement:
        """Route `element`'s press by its meaning and this panel's seat (press_routes.py)."""
        return self._routes.bind(element, lambda: self._on_press(meaning),
                                 key=(meaning, self.seat), carried=meaning)

    def moving_spots(self) -> list[UIButton]:
        """The hotspots whose press makes a move (buys a ticket, builds, flies); a hand
        card's only chooses a ticket."""
        return [*self.market, *self.lots, *self.cities]

    def _hotspot(self, rect: pygame.Rect, spot: Spot) -> UIButton:
        button = UIButton(rect, "", manager=self._manager, container=self._container,
                          object_id=ObjectID(f"#spot_{spot.kind}_{spot.index}", HOTSPOT))
        self.spots[button] = spot
        return self._bind(button, spot)

    def layout_hand(self, count: int) -> None:
        """Lay the hand's hotspots over its cards (they overlap beyond eight)."""
        if count == self._hand_laid:
            return
        self._hand_laid = count
        while len(self.hand) < count:
            self.hand.append(self._hotspot(layout.hand_card_rect(len(self.hand)),
                                           Spot("hand", len(self.hand))))
        for index, spot in enumerate(self.hand):
            if index < count:
                rect = layout.hand_card_rect(index, count)
                spot.set_relative_position(rect.topleft)
                spot.set_dimensions(rect.size)
                spot.show()
            else:
                spot.hide()

    def place_lots(self, chain_ends: list[int]) -> None:
        """Each city's lot hotspot over its next free lot (none on a full chain)."""
        if chain_ends == self._lots_laid:
            return
        self._lots_laid = list(chain_ends)
        for city, spot in enumerate(self.lots):
            lot = chain_ends[city]
            if lot < board.BUILD_LOTS:
                spot.set_relative_position(layout.lot_rect(city, lot).topleft)
                spot.show()
            else:
                spot.hide()

    def draw_focus(self, surface: pygame.Surface, focused: UIElement | pygame.Rect | None
                   ) -> None:
        """A wider ring round the lot the keys are on, or round the part of a city the arrows
        walked to (a rect): the ring's gold border lies where the board's own gold mark of
        every city's next lot is, so a focused lot looked like all the others (tycoonkeys2,
        a real window). It reaches a few pixels onto the lots beside it, never onto their
        prices."""
        if isinstance(focused, pygame.Rect):
            rect = focused
        elif focused is not None and focused.visible and focused in self.lots:
            rect = focused.get_abs_rect()
        else:
            return
        pygame.draw.rect(surface, GOLD, rect.inflate(*LOT_FOCUS), 3, border_radius=9)

    def kill(self) -> None:
        """Gone between a person's turns: hidden widgets still cost pygame-gui time every
        frame, and the computer's turns must leave the frame budget to the board."""
        for widget in [*self.spots, *self.buttons.values()]:
            self._routes.unbind(widget)
            widget.kill()

    def tab_order(self, hand_size: int, selecting: bool, menu: UIElement,
                  reachable: frozenset[int] = frozenset()) -> list[UIElement]:
        """While a ticket is chosen the cities it reaches come first, then the rest: the next
        step is picking one (Tab walked all nine in board order, the lit ones among them).
        Otherwise each city is followed by its next free lot, where Enter builds a hotel as a
        click does (tycoonkeys2: one stop a city, the only lot a press acts on; a full chain
        has none, the ring skips hidden widgets); with a ticket chosen a lot means its city."""
        hand = self.hand[:hand_size]
        actions = [*self.buttons.values(), menu]
        if selecting:
            lit = [self.cities[c] for c in sorted(reachable)]
            unlit = [city for c, city in enumerate(self.cities) if c not in reachable]
            return [*lit, *hand, *self.market, *actions, *unlit]
        places = [widget for pair in zip(self.cities, self.lots, strict=True) for widget in pair]
        return [*hand, *self.market, *actions, *places]


def action_rect(action_id: str) -> pygame.Rect:
    """Where the action bar's button `action_id` stands (a hint lights up this one). Seven
    buttons share the bar by `BAR_SHARE`: at equal widths "Zug beenden" had no room left."""
    ids = [a for a, _label in ACTIONS]
    bar = layout.ACTION_BAR
    room = bar.width - MENU_WIDTH - BAR_GAP * len(ACTIONS)
    total = sum(BAR_SHARE[a] for a in ids)
    i = ids.index(action_id)
    x = bar.x + i * BAR_GAP + room * sum(BAR_SHARE[a] for a in ids[:i]) // total
    width = room * BAR_SHARE[action_id] // total
    return pygame.Rect(x, bar.y + 4, width, bar.height - 8)


def _market_rect(slot: int) -> pygame.Rect:
    """Rules display slots 0-1 are the scheduled cards, 2-7 the charters."""
    if slot < board.DISPLAY_SCHEDULED:
        return layout.market_card_rect("scheduled", slot)
    return layout.market_card_rect("charter", slot - board.DISPLAY_SCHEDULED)
