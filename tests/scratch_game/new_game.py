"""The dice race's new-game screen: two seats on the house's seat rows, Back and Start.

A person against a computer at Normal by default; Start remembers the set-up in the profile
(the house's `remember_setup`) and hands it to the board, as every game's screen does.
"""

from __future__ import annotations

import random

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UILabel

from game.core.setup import GameSetup
from game.scenes.remembered_setup import remember_setup
from game.scenes.scene import Scene
from game.scenes.seat_rows import SeatChoice, SeatOffer, SeatRow
from game.ui.palette import SEAT_COLOURS
from tests.scratch_game.board import DiceRaceBoard
from tests.scratch_game.entry import ENTRY

OFFER = SeatOffer.for_entry(ENTRY, {c: f"scratch_race.colour.{c}" for c in SEAT_COLOURS},
                            DiceRaceBoard.token_picture)


class DiceRaceNewGame(Scene):
    def enter(self) -> None:
        manager = self.app.manager
        UILabel(pygame.Rect(60, 30, 800, 56), "scratch_race.game.heading", manager=manager,
                container=self.container, object_id=ObjectID(None, "@heading"))
        choices = [SeatChoice("purple", "human", "Anna"), SeatChoice("orange", "normal", "")]
        self.rows = [SeatRow(self, i, 128 + i * 58, choice, OFFER)
                     for i, choice in enumerate(choices)]
        self.start = UIButton(pygame.Rect(1036, 712, 184, 48), "match.new_game.start",
                              manager=manager, container=self.container,
                              object_id=ObjectID("#start", "@dialog_button"))

    def setup(self) -> GameSetup:
        seats = tuple(row.choice.seat(OFFER.default_name(row.choice, row.index))
                      for row in self.rows)
        return GameSetup(ENTRY.id, random.randrange(2**31), seats)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.start:
            setup = self.setup()
            remember_setup(self.app, setup)
            self.app.scenes.replace(DiceRaceBoard(self.app, setup))
            return True
        return False
