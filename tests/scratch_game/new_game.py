"""The dice race's new-game screen: the house's (seat rows for the entry's 2-6 seats and
levels, names, colours, Back and Start, the remembered set-up); the race adds no options."""

from __future__ import annotations

import pygame

from game.games import game_entry
from game.scenes.new_game import Layout, NewGameScreen
from game.ui.palette import SEAT_COLOURS
from tests.scratch_game.board import DiceRaceBoard


class DiceRaceNewGame(NewGameScreen):
    heading_key = "scratch_race.game.heading"
    colour_column_key = "match.new_game.column_colour"
    colour_keys = {colour: f"scratch_race.colour.{colour}" for colour in SEAT_COLOURS}
    layout = Layout(heading_top=20, columns_top=74, rows_top=104, row_step=50,
                    add_seat_height=40, buttons_top=712)

    def __init__(self, app) -> None:
        super().__init__(app, game_entry("scratch"))

    def emblem(self, colour: str, size: int) -> pygame.Surface:
        return DiceRaceBoard.token_picture(colour, size)
