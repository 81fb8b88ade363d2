"""A slow start buys nothing (playtest23, finding 5): the setup's Start stayed on screen for
4 s under load, and the person's second press on it landed on the ticket market that came up
there and bought a charter. The market, the lots and the cities take no press until the board
has been seen for the guard time, as a button that comes up does."""

from __future__ import annotations

import pygame

from game.tycoon.rules.actions import BUY
from game.tycoon.scenes.board_scene import BoardScene
from game.ui.click_guard import GUARD_SECONDS
from tests.tycoon_scenes.conftest import two_player_setup


def _press(app, button) -> None:
    pos = button.get_abs_rect().center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def test_a_press_on_the_market_as_a_slow_board_first_shows_buys_nothing(app):
    board = app.scenes.push(BoardScene(app, two_player_setup(), curtain=False))
    app.step(4.0)   # the board's first frame, slow under load
    slot = next(slot for slot, t in enumerate(board.model.market)
                if t is not None and board.match.state.is_legal(BUY[t]))
    _press(app, board.panel.market[slot])   # pressed while nothing seemed to happen
    app.run_frames(3)
    assert board.match.actions == [], "a press meant for the setup bought a ticket"
    app.run_frames(int(GUARD_SECONDS * 60) + 2)
    _press(app, board.panel.market[slot])
    app.run_frames(3)
    assert len(board.match.actions) == 1, "once the board has been seen the market sells"
