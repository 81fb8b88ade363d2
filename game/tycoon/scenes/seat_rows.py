"""The seat rows of the new-game screen: who plays, in which colour, as person or computer.

Each row is a colour button (click to take the next colour; the seat holding it gets yours),
the plane of that colour (each colour flies its own shape, for colour-blind players), a name
field and a row of kinds: person, or the computer at one of its three levels.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame
from pygame_gui.core import ObjectID, UIElement
from pygame_gui.elements import UIButton, UIImage

from game.core.setup import Seat
from game.scenes.widgets import ChoiceRow, NameEntry
from game.tycoon.rules.board import PLAYER_COLOURS
from game.tycoon.scenes.keys import COLOUR, KIND
from game.tycoon.scenes.names import player_default_name
from game.tycoon.view.sprites import plane_image

if TYPE_CHECKING:
    from game.scenes.scene import Scene

KINDS = ("human", "easy", "normal", "hard")
LEVELS = KINDS[1:]
NAME_LIMIT = 20
ROW_HEIGHT = 52
PLANE_SIZE = 44


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


class SeatRow:
    """The widgets of one seat; `remove` exists only for the optional third and fourth seat."""

    def __init__(self, scene: Scene, index: int, top: int, choice: SeatChoice) -> None:
        manager, container = scene.app.manager, scene.container
        self.index = index
        self.choice = choice
        self.colour = UIButton(
            pygame.Rect(60, top, 130, ROW_HEIGHT - 8), COLOUR[choice.colour],
            manager=manager, container=container,
            object_id=ObjectID(f"#seat{index}_colour", "@choice"),
            tool_tip_text="match.new_game.colour_tip")
        self.plane = UIImage(pygame.Rect(200, top, PLANE_SIZE, PLANE_SIZE),
                             plane_image(choice.colour, PLANE_SIZE - 4),
                             manager=manager, container=container)
        self.name = NameEntry(pygame.Rect(256, top, 290, ROW_HEIGHT - 8), "", manager=manager,
                              container=container,
                              object_id=ObjectID(f"#seat{index}_name", "@name_entry"))
        self.name.set_text_length_limit(NAME_LIMIT)
        self.name.set_text(choice.name)
        self.kinds = ChoiceRow(scene, pygame.Rect(566, top, 526, ROW_HEIGHT - 8),
                               [(kind, KIND[kind]) for kind in KINDS],
                               choice.kind, container, f"seat{index}_kind")
        self.remove: UIButton | None = None
        if index >= 2:
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
        for element in (*self.widgets(), self.plane):
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
        self.colour.set_text(COLOUR[colour])
        self.plane.set_image(plane_image(colour, PLANE_SIZE - 4))
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
            self.name.set_text(player_default_name(self.choice, self.index))
            self.name.disable()


def next_colour(current: str) -> str:
    """The colour after `current` in the board's order. A colour another seat holds is
    swapped with it rather than skipped, so one click always changes something."""
    return PLAYER_COLOURS[(PLAYER_COLOURS.index(current) + 1) % len(PLAYER_COLOURS)]
