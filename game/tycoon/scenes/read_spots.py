"""Tab stops over what is only read: the players' panels and their loan chips.

A mouse player rests the pointer on a rival's panel or on a loan chip and reads its hover card;
nothing there is pressed. The keys need a widget to stop on, so see-through buttons lie over
each panel and each chip shown, in the panels' order (turn order) with a panel's chips right
after it: the focus ring's gold border marks the one focused and the board opens its card
(`keyed_cards.py`). They take no look of their own under the pointer (a hover light would
promise a click that does nothing), live as long as the board and are hidden while the payday
card or the curtain is up, where nothing of the board may be reached.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton

from game.tycoon.panels.hover import Target, loan_chip_rects
from game.tycoon.panels.words import Words
from game.tycoon.scenes.theme import READ_SPOT, ensure_theme
from game.tycoon.view import layout
from game.tycoon.view.model import BoardModel
from game.tycoon.view.places import panel_row


@dataclass(frozen=True)
class ReadSpot:
    """One stop: what its card is about and the panel it belongs to (the card leaves that
    panel in sight)."""

    target: Target
    panel: pygame.Rect


class ReadSpots:
    """The see-through buttons over the players' panels and loan chips; `lay` after every move."""

    def __init__(self, manager, container) -> None:
        self._manager = manager
        self._container = container
        ensure_theme(manager)
        self.spots: dict[UIButton, ReadSpot] = {}
        self._order: list[UIButton] = []
        self._laid: tuple | None = None  # what the buttons were made for (re-made on change)

    def lay(self, model: BoardModel, words: Words, shown: bool) -> None:
        """Buttons over every panel and chip as `model` draws them, shown or not. A stop whose
        thing is still there keeps its button (moved if it moved): a loan taken by a computer
        took the focus and the card off the rival's panel a keyboard player was reading, when
        every button was made anew. Only what changed is made or moved: widgets cost a move's
        frame."""
        stops: list[tuple[pygame.Rect, ReadSpot]] = []
        for seat in model.turn_order():
            panel = layout.player_panel(panel_row(model, seat))
            stops.append((panel, ReadSpot(Target("player", seat), panel)))
            stops += [(chip, ReadSpot(Target("loan", card), panel))
                      for chip, card in loan_chip_rects(model, seat, words)]
        laid = tuple((tuple(rect), spot) for rect, spot in stops)
        if laid != self._laid:
            self._laid = laid
            old = {spot.target: button for button, spot in self.spots.items()}
            self.spots.clear()
            self._order.clear()
            for rect, spot in stops:
                button = old.pop(spot.target, None)
                if button is None:
                    button = UIButton(rect, "", manager=self._manager, container=self._container,
                                      object_id=ObjectID(f"#read_spot_{spot.target.kind}",
                                                         READ_SPOT))
                elif button.get_abs_rect() != rect:
                    button.set_relative_position(rect.topleft)
                    button.set_dimensions(rect.size)
                self.spots[button] = spot
                self._order.append(button)
            for button in old.values():
                button.kill()
        for button in self._order:
            if shown:
                button.show()
            else:
                button.hide()

    def order(self) -> list[UIButton]:
        """The stops in the ring's order: each panel, top to bottom, then its chips."""
        return list(self._order)

    def kill(self) -> None:
        for button in self._order:
            button.kill()
        self._order.clear()
        self.spots.clear()
        self._laid = None
