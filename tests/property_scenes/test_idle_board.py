"""The property board costs nothing while the person reads it (issue 30.10): a board where
nothing moves is not drawn again, and what changes by itself (a computer's move, the clock)
still is."""

from __future__ import annotations

import time

from game.property.rules import events as ev
from tests.property_scenes.conftest import setup_for

NEWS_LINE_GONE = 6 * 60  # frames: the turn's news line shows 4.5 s and fades in 0.6 s


def drawn_in(app, frames: int) -> int:
    before = app.frames_drawn
    app.run_frames(frames)
    return app.frames_drawn - before


def test_a_board_nobody_touches_is_not_drawn_again(app, open_board):
    board = open_board(setup_for("kraken_bay", people=2, computers=0), curtain=False)
    app.run_frames(NEWS_LINE_GONE)
    assert board.person is not None
    assert drawn_in(app, 120) == 0


def test_a_computers_move_is_drawn(app, open_board):
    board = open_board(setup_for("kraken_bay", people=0, computers=3), curtain=False)
    moves = -1
    while moves != len(board.match.actions):  # from a frame that applied no move: a move
        moves = len(board.match.actions)       # made in the frame before the loop is drawn
        app.step(1 / 60)                       # by the loop's first frame
    drawn = 0
    deadline = time.monotonic() + 30
    while len(board.match.actions) == moves and time.monotonic() < deadline:
        drawn = app.frames_drawn
        app.step(1 / 60)
        time.sleep(0.002)  # the computer thinks in its worker, in real time
    assert len(board.match.actions) > moves, "a computer moved"
    assert app.frames_drawn == drawn, "the frame that applied the move leaves the drawing"
    app.step(1 / 60)
    assert app.frames_drawn == drawn + 1, "to the next frame, which draws it"


def test_the_time_limit_counts_down_on_screen(app, open_board):
    board = open_board(setup_for("menedzher", people=2, computers=0,
                                 options={"time_limit_min": 30}), curtain=False)
    app.run_frames(NEWS_LINE_GONE)
    before = board.header_parts()[0][-1]
    assert 1 <= drawn_in(app, 120) <= 6   # once a second as the minutes:seconds change
    assert board.header_parts()[0][-1] != before


def test_the_frame_after_the_money_arrived_is_drawn(app, open_board):
    """Play-test 11 (Менеджер de 1366x768, ru 1280x800): money flying to a seat's row stood
    still half-way, its sum cut at the panel's edge, until the pointer moved: the frame in
    which the flight ended changed nothing the board's picture key knew, so it was not
    drawn."""
    board = open_board(setup_for("kraken_bay", people=2, computers=0), curtain=False)
    app.run_frames(NEWS_LINE_GONE)
    board.motion.play([ev.SalaryPaid(0, 200)], board.match.state, 1.0)
    assert board.motion.busy
    while board.motion.busy:
        drawn = app.frames_drawn
        app.step(1 / 60)
    assert app.frames_drawn == drawn + 1, "the frame that ends the flight is drawn"
