"""The seat rows of every game's new-game screen: who plays, in which colour, as person or
computer.

Each row is a colour button (click to take the next colour; the seat holding it gets yours),
the game's emblem in that colour (Tycoon: each colour flies its own plane shape, for
colour-blind players), a name field and a row of kinds: person, or the computer at one of the
game's levels. What a game offers (colours, levels, their texts, the emblem, how many seats
are required) comes in one `SeatOffer` from its entry; up to six rows fit above the options.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame
from pygame_gui.core import ObjectID, UIElement
from pygame_gui.elements import UIButton, UIImage, UIScrollingContainer

from game.core.setup import Seat
from game.scenes.widgets import ChoiceRow, NameEntry

if TYPE_CHECKING:
    from game.scenes.scene import Scene

NAME_LIMIT = 20
ROW_HEIGHT = 52
EMBLEM_SIZE = 44


@dataclass
class SeatChoice:
    """What one row says; the screen turns the active rows into `Seat`s."""

    colour: str
    kind: str
    name: str

    def seat(self, fallback_name: str) -> Seat:
        if self.kind == "human":
            return Seat(kind="human", name=self.name.strip() or fallback_name, colour=self.colour)
        return Seat(kind="computer", name=fallback_name, colour=self.colour, level=self.kind)


@dataclass(frozen=True)
class SeatOffer:
    """What a game's seats may be: its colours in order and their texts, the kinds ("human"
    first, then the computer levels) and their texts, the emblem of a colour at a size, the
    name a seat gets when nobody typed one, and how many seats a game needs at least (the
    rows after those can be removed)."""

    colours: tuple[str, ...]
    colour_keys: Mapping[str, str]
    kinds: tuple[str, ...]
    kind_keys: Mapping[str, str]
    emblem: Callable[[str, int], pygame.Surface]
    default_name: Callable[[SeatChoice, int], str]
    min_seats: int = 2

    def next_colour(self, current: str) -> str:
        """The colour after `current` in the game's order. A colour another seat holds is
        swapped with it rather than skipped, so one click always changes something."""
        return self.colours[(self.colours.index(current) + 1) % len(self.colours)]


class SeatRow:
    """The widgets of one seat; `remove` exists only for the optional seats."""

    def __init__(self, scene: Scene, index: int, top: int, choice: SeatChoice,
                 offer: SeatOffer) -> None:
        manager, container = scene.app.manager, scene.container
        self.index = index
        self.choice = choice
        self.offer = offer
        self.colour = UIButton(
            pygame.Rect(60, top, 130, ROW_HEIGHT - 8), offer.colour_keys[choice.colour],
            manager=manager, container=container,
            object_id=ObjectID(f"#seat{index}_colour", "@choice"),
            tool_tip_text="match.new_game.colour_tip")
        self.emblem = UIImage(pygame.Rect(200, top, EMBLEM_SIZE, EMBLEM_SIZE),
                              offer.emblem(choice.colour, EMBLEM_SIZE - 4),
                              manager=manager, container=container)
        self.name = NameEntry(pygame.Rect(256, top, 290, ROW_HEIGHT - 8), "", manager=manager,
                              container=container,
                              object_id=ObjectID(f"#seat{index}_name", "@name_entry"))
        self.name.set_text_length_limit(NAME_LIMIT)
        self.name.set_text(choice.name)
        self.kinds = ChoiceRow(scene, pygame.Rect(566, top, 526, ROW_HEIGHT - 8),
                               [(kind, offer.kind_keys[kind]) for kind in offer.kinds],
                               choice.kind, container, f"seat{index}_kind")
        self.remove: UIButton | None = None
        if index >= offer.min_seats:
            self.remove = UIButton(pygame.Rect(1108, top, 112, ROW_HEIGHT - 8),
                                   "match.new_game.remove_seat", manager=manager,
                                   container=container,
                                   object_id=ObjectID(f"#seat{index}_remove", "@choice"))
        self._show_kind()

    def widgets(self) -> list[UIElement]:
        """In Tab order."""
        order: list[UIElement] = [self.colour, self.name, *self.kinds.buttons.values()]
        if self.remove is not None:
            order.append(self.remove)
        return order

    def set_visible(self, shown: bool) -> None:
        for element in (*self.widgets(), self.emblem):
            if shown:
                element.show()
            else:
                element.hide()
        if shown:
            self._show_kind()

    def pick_kind(self, element: UIElement) -> bool:
        kind = self.kinds.pick(element)
        if kind is None:
            return element in self.kinds.buttons.values()
        self.choice.kind = kind
        self._show_kind()
        return True

    def set_colour(self, colour: str) -> None:
        self.choice.colour = colour
        self.colour.set_text(self.offer.colour_keys[colour])
        self.emblem.set_image(self.offer.emblem(colour, EMBLEM_SIZE - 4))
        self._show_kind()

    def read_name(self) -> None:
        if self.choice.kind == "human":
            self.choice.name = self.name.get_text()

    def _show_kind(self) -> None:
        """A computer is named by its colour and level, so the field shows that name greyed;
        a person's typed name is kept while the seat is a computer."""
        if self.choice.kind == "human":
            self.name.set_text(self.choice.name)
            self.name.enable()
        else:
            self.name.set_text(self.offer.default_name(self.choice, self.index))
            self.name.disable()



def options_panel(scene: Scene, rect: pygame.Rect, content_height: int) -> UIScrollingContainer:
    """A scrolling panel for a game's options below the seat rows: a game with many switches
    (Speedtycoon's 13 modules) lays its rows into it from y = 0; past `rect`'s height the
    panel scrolls instead of pushing Start off the screen."""
    panel = UIScrollingContainer(rect, manager=scene.app.manager, container=scene.container,
                                 allow_scroll_x=False)
    panel.set_scrollable_area_dimensions((rect.width - 20, max(rect.height, content_height)))
    return panel
