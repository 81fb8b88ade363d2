"""A press meant for the screen before buys nothing (playtest23, finding 5): the setup's Start
stayed on screen for 4 s under load, and the person's second press on it landed on the ticket
market that came up there and bought a charter. The market, the lots and the cities take no
press until the board has stood still for the guard time, counted by the frame clock (the
scene tests never draw). A menu over the board takes its own presses: tests/scenes/
test_click_guard.py and test_game_menu_kit.py."""

from __future__ import annotations

import pygame

from game.tycoon.rules.actions import BUY
from game.tycoon.scenes.board_scene import BoardScene
from game.ui.click_guard import GUARD_SECONDS
from tests.support.inline_worker import think_inline
from tests.tycoon_scenes.conftest import two_player_setup

GUARD_FRAMES = int(GUARD_SECONDS * 60) + 2


def _press(app, element) -> None:
    """A person's press on `element`, at once: no wait for any guard (`App.click` waits)."""
    pos = element.get_abs_rect().center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.run_frames(3)


def _affordable_slot(board) -> int:
    return next(slot for slot, t in enumerate(board.model.market)
                if t is not None and board.match.state.is_legal(BUY[t]))


def test_a_press_on_the_market_as_a_slow_board_first_shows_buys_nothing(app):
    board = app.scenes.push(BoardScene(app, two_player_setup(), curtain=False))
    app.step(4.0)   # the board's first frame, slow under load
    slot = _affordable_slot(board)
    _press(app, board.panel.market[slot])   # pressed again while nothing seemed to happen
    assert board.match.actions == [], "a press meant for the setup bought a ticket"
    app.run_frames(GUARD_FRAMES)
    _press(app, board.panel.market[slot])
    assert len(board.match.actions) == 1, "once the board has been seen the market sells"


def test_a_second_press_that_skipped_a_computers_move_buys_nothing(app):
    """The computer begins; the person presses the market to skip its motion and presses
    again as it stands: the second press was meant for the motion, not for a ticket."""
    app.settings.animation_speed = "normal"
    setup = two_player_setup()
    setup = type(setup)(setup.game, setup.seed, setup.seats, {**setup.options,
                                                             "start_player": 1})
    board = app.scenes.push(BoardScene(app, setup, curtain=False))
    think_inline(board)
    for _ in range(600):
        app.run_frames(1)
        if board.panel is not None:
            break
    assert board.panel is not None and board.view.busy, "the person's turn comes in motion"
    slot = _affordable_slot(board)
    moves = len(board.match.actions)
    _press(app, board.panel.market[slot])   # skips the motion
    assert not board.view.busy
    _press(app, board.panel.market[slot])   # the double-click's second press
    assert len(board.match.actions) == moves, "a press meant to skip the motion bought"
    app.run_frames(GUARD_FRAMES)
    _press(app, board.panel.market[slot])
    assert len(board.match.actions) == moves + 1, "once the board stood still it sells"
