"""Tycoon's new-game screen: 2-4 seats, who begins, the stops rule, the curtain, Start.

Its result is a `GameSetup` (plain data the saves and the board share) handed to the board
scene; the random start player is drawn here, so the setup always names a seat and a replay
of the save starts exactly the same way.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.core import UIElement

from game.games import game_entry
from game.scenes.new_game import LEFT, Layout, NewGameScreen
from game.tycoon.rules.board import STOPS_OPTIONS
from game.tycoon.scenes.keys import COLOUR, STOPS, STOPS_TIP
from game.tycoon.view.sprites import plane_image

if TYPE_CHECKING:
    from game.app import App

OPTION_CONTROL_LEFT = 420
#: The start-player row runs to the screen's right margin: five buttons wide enough for "Draw
#: at random" and "Zufällig losen".
START_ROW_WIDTH = 800
LAYOUT = Layout(heading_top=30, columns_top=92, rows_top=128, row_step=58, add_seat_height=44,
                buttons_top=712)


class NewGameScene(NewGameScreen):
    heading_key = "match.new_game.heading"
    colour_column_key = "match.new_game.column_colour"
    colour_keys = COLOUR
    layout = LAYOUT

    def __init__(self, app: App) -> None:
        super().__init__(app, game_entry("tycoon"))

    def emblem(self, colour: str, size: int) -> pygame.Surface:
        """Each colour flies its own plane shape, for colour-blind players."""
        return plane_image(colour, size)

    def read_options(self, options: Mapping[str, Any]) -> None:
        stops = options.get("stops", STOPS_OPTIONS[0])
        self.first_stops = stops if stops in STOPS_OPTIONS else STOPS_OPTIONS[0]

    def build_options(self) -> None:
        top = self.layout.below_rows(self.offer.max_seats) + 70
        start_choices = ("random", *map(str, range(self.offer.max_seats)))
        self.start_player = self.option_row(
            pygame.Rect(LEFT, top, 350, 44), "match.new_game.start_player",
            pygame.Rect(OPTION_CONTROL_LEFT, top, START_ROW_WIDTH, 44),
            [(c, "match.new_game.start_random") for c in start_choices], "random", "start")
        self.stops = self.option_row(
            pygame.Rect(LEFT, top + 58, 350, 44), "tycoon_play.new_game.stops",
            pygame.Rect(OPTION_CONTROL_LEFT, top + 58, 672, 44),
            [(option, STOPS[option]) for option in STOPS_OPTIONS], self.first_stops, "stops",
            STOPS_TIP)
        self.curtain = self.curtain_row(pygame.Rect(LEFT, top + 116, 350, 44),
                                        pygame.Rect(OPTION_CONTROL_LEFT, top + 116, 330, 44))

    def refresh_options(self) -> None:
        """Who begins offers "at random" and the seats now at the table, by colour."""
        if self.start_player.value not in ("random", *map(str, range(self.seats))):
            self.start_player.value = "random"
            self.start_player.pick(self.start_player.buttons["random"])
        for seat, button in list(self.start_player.buttons.items())[1:]:
            index = int(seat)
            if index < self.seats:
                button.set_text(COLOUR[self.choices[index].colour])
                button.show()
            else:
                button.hide()

    def option_order(self) -> list[UIElement]:
        return [*self.start_player.buttons.values(), *self.stops.buttons.values(),
                *self.curtain.buttons.values()]

    def press_option(self, element: UIElement) -> bool:
        for options in (self.start_player, self.stops, self.curtain):
            if element in options.buttons.values():
                options.pick(element)
                return True
        return False

    def chosen_options(self, rng: random.Random) -> dict[str, Any]:
        start = self.start_player.value
        start_seat = rng.randrange(self.seats) if start == "random" else int(start)
        return {"stops": self.stops.value, "start_player": start_seat}
