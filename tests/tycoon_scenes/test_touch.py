"""A long press on a city opens its hover card on a touch screen (design D47), although each
city lies under a button that takes the press for moves: the board watches the pointer before
the widgets do."""

from __future__ import annotations

import pygame

from game.tycoon.view import layout
from game.ui.hover import LONG_PRESS
from tests.touch import finger, frames, press


def test_a_long_press_on_a_city_button_opens_its_card(app, board):
    pos = layout.city_rect(4).center
    press(pos)
    app.step(0.02)
    frames(app, LONG_PRESS * 0.8)
    assert board.info.hover_card() is None, "no card before the press has lasted 500 ms"
    frames(app, LONG_PRESS * 0.4)
    assert board.info.hover_card() is not None
    pygame.event.post(finger(pygame.MOUSEBUTTONUP, pos))
    frames(app, 1.0)
    assert board.info.hover_card() is not None, "the card stays to be read after the finger lifts"


def test_a_tap_on_a_city_opens_no_card(app, board):
    pos = layout.city_rect(4).center
    press(pos)
    pygame.event.post(finger(pygame.MOUSEBUTTONUP, pos))
    app.step(0.02)
    frames(app, 2.0)
    assert board.info.hover_card() is None, "SDL's pointer rests where the finger was: no hover"
