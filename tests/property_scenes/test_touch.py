"""A long press on a space opens its deed card on a touch screen (design D47); a tap opens
none."""

from __future__ import annotations

import pygame

from game.ui.hover import LONG_PRESS
from tests.property_scenes.conftest import setup_for
from tests.touch import finger, frames, press

SPACE = 1


def test_a_long_press_on_a_space_opens_its_card(open_board):
    board = open_board(setup_for("kraken_bay"), curtain=False)
    pos = board.view.cells[SPACE].rect.center
    press(pos)
    board.app.step(0.02)
    frames(board.app, LONG_PRESS * 0.8)
    assert board.hover.ready is None, "no card before the press has lasted 500 ms"
    frames(board.app, LONG_PRESS * 0.4)
    assert board.hover.ready == SPACE
    pygame.event.post(finger(pygame.MOUSEBUTTONUP, pos))
    frames(board.app, 1.0)
    assert board.hover.ready == SPACE, "the card stays to be read after the finger lifts"


def test_a_tap_on_a_space_opens_no_card(open_board):
    board = open_board(setup_for("kraken_bay"), curtain=False)
    pos = board.view.cells[SPACE].rect.center
    press(pos)
    pygame.event.post(finger(pygame.MOUSEBUTTONUP, pos))
    board.app.step(0.02)
    frames(board.app, 2.0)
    assert board.hover.ready is None
