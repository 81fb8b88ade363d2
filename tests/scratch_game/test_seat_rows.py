"""The house's new-game pieces seat six: six rows in six palette colours above a scrolling
options panel that holds thirteen switches (Speedtycoon's modules) without pushing them off."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIButton

from game.scenes.scene import Scene
from game.scenes.seat_rows import ROW_HEIGHT, SeatChoice, SeatOffer, SeatRow, options_panel
from game.ui.palette import SEAT_COLOURS
from tests.scratch_game.board import DiceRaceBoard

ROWS_TOP, ROW_STEP = 128, 58
SWITCHES = 13


def emblem(colour: str, size: int) -> pygame.Surface:
    return DiceRaceBoard.token_picture(colour, size)


OFFER = SeatOffer(SEAT_COLOURS, {c: c for c in SEAT_COLOURS}, ("easy", "normal"), emblem,
                  min_seats=2, max_seats=6)


class SixSeats(Scene):
    def enter(self) -> None:
        self.rows = [SeatRow(self, i, ROWS_TOP + i * ROW_STEP,
                             SeatChoice(colour, "human" if i == 0 else "normal", "Anna"), OFFER)
                     for i, colour in enumerate(SEAT_COLOURS)]
        top = ROWS_TOP + len(self.rows) * ROW_STEP
        self.panel = options_panel(self, pygame.Rect(60, top, 1160, 700 - top), SWITCHES * 48)
        self.switches = [UIButton(pygame.Rect(0, i * 48, 300, 44), f"{i + 1}",
                                  manager=self.app.manager, container=self.panel)
                         for i in range(SWITCHES)]


def test_six_seats_fit_above_a_scrolling_panel_of_thirteen_switches(app):
    scene = SixSeats(app)
    app.scenes.push(scene)
    app.run_frames(2)
    assert [row.choice.colour for row in scene.rows] == list(SEAT_COLOURS)
    last = scene.rows[-1].colour.get_abs_rect()
    assert last.bottom <= scene.panel.get_abs_rect().top, "the sixth row stands above the panel"
    assert scene.panel.get_abs_rect().bottom <= 712, "Start (y 712) stays clear"
    assert scene.panel.vert_scroll_bar is not None, "thirteen switches scroll"
    assert [row.remove is not None for row in scene.rows] == [False, False] + [True] * 4
    assert scene.rows[1].name.shown_text == "blue (normal)", \
        "a computer seat shows its default name"
    assert last.height == ROW_HEIGHT - 8


def test_the_colour_after_the_last_is_the_first():
    assert OFFER.next_colour("orange") == "red"
    assert OFFER.next_colour("red") == "blue"
