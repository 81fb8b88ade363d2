"""The question a click on a city's next free lot asks when several ways there cost the same:
one button per way (its tickets in flying order), and Cancel (what Esc does)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton

from game.scenes.scene import Scene
from game.scenes.widgets import DIALOG_PAD, dialog_panel, dialog_text
from game.tycoon.rules import board
from game.tycoon.rules.ways import Way
from game.tycoon.view.texts import Texts
from game.ui.focus import FocusRing

if TYPE_CHECKING:
    from game.app import App

WIDTH = 1200  # two long charter names and a flight home in one line
ROW = 56  # one way's button and the gap under it
TOP = 170  # below the heading and the two lines of body text
MAX_WAYS = 6  # a few equal ways at most; more would not help anyone choose


def way_label(texts: Texts, way: Way) -> str:
    """The way's tickets in flying order: "“Scheduled Cairo” (in hand), then …"."""
    legs = []
    for ticket, bought in way.legs:
        if ticket == "home":
            legs.append(texts.t("tycoon_turn.way.home"))
        elif bought:
            legs.append(texts.t("tycoon_turn.way.buy", ticket=texts.ticket(ticket),
                                price=texts.money(board.ticket(ticket).cost)))
        else:
            legs.append(texts.t("tycoon_turn.way.hand", ticket=texts.ticket(ticket)))
    label = legs[0]
    for leg in legs[1:]:
        label = texts.t("tycoon_turn.way.then", first=label, next=leg)
    return label


class WayQuestion(Scene):
    overlay = True

    def __init__(self, app: App, texts: Texts, city: int, ways: Sequence[Way],
                 on_way: Callable[[Way], None]) -> None:
        super().__init__(app)
        self.texts = texts
        self.city = city
        self.ways = list(ways)[:MAX_WAYS]
        self.on_way = on_way
        self.ring = FocusRing(self._press)

    def enter(self) -> None:
        height = TOP + ROW * (len(self.ways) + 1) + DIALOG_PAD
        city = self.texts.city(self.city)
        panel = dialog_panel(self, (WIDTH, height),
                             self.texts.t("tycoon_turn.way.heading", city=city))
        self.body = dialog_text(self, panel, "tycoon_turn.way.body",
                                {"total": self.texts.money(self.ways[0].spent)})
        self.body.set_dimensions((self.body.rect.width, TOP - 80))
        self.buttons: dict[UIButton, Way | None] = {}
        for i, way in enumerate([*self.ways, None]):
            label = (way_label(self.texts, way) if way is not None
                     else self.texts.t("tycoon_turn.way.cancel"))
            button = UIButton(
                pygame.Rect(DIALOG_PAD, TOP + i * ROW, WIDTH - 2 * DIALOG_PAD, ROW - 8), label,
                manager=self.app.manager, container=panel,
                object_id=ObjectID(f"#way_{i}", "@dialog_button" if way is None else "@choice"))
            self.buttons[button] = way
        self.ring.set_items(list(self.buttons))
        self.ring.focus(next(iter(self.buttons)))

    def _press(self, element) -> None:
        if element not in self.buttons:
            return
        way = self.buttons[element]
        self.app.scenes.pop()
        if way is not None:
            self.on_way(way)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._press(event.ui_element)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.scenes.pop()
            return True
        return self.ring.handle_key(event)
