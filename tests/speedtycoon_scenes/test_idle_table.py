"""The Speedtycoon table costs nothing while the person only reads it (issue 30.10): its frames
are skipped while nothing moves, and every change a person would see is still drawn."""

from __future__ import annotations

from game.speedtycoon.view import table_view as tv
from tests.scenes.test_idle import idle_frames
from tests.speedtycoon_scenes.autoplay import click_at
from tests.speedtycoon_scenes.test_clicking import exact_start, open_table
from tests.speedtycoon_scenes.test_clock import timed_table
from tests.support.wait import until

SETTLE = 6 * 60  # frames: the news line of the turn's start fades out


def test_a_table_left_alone_is_not_drawn_and_a_pick_is(app):
    board = open_table(app, exact_start()[0])
    app.run_frames(SETTLE)
    assert not board.animating()
    assert idle_frames(app) == 0, "nothing moves: no frame is drawn"
    click_at(app, tv.display_rect(0).center)
    assert 0 in board.marks.display
    app.run_frames(SETTLE)
    assert idle_frames(app) == 0, "the pick was drawn, then the table rests again"


def test_the_clock_draws_once_a_second(app):
    board = timed_table(app, exact_start()[0], "60")
    app.run_frames(SETTLE)
    drawn = idle_frames(app, 5 * 60)
    assert 4 <= drawn <= 8, f"the clock's second changes 5 times in 5 s, {drawn} frames drawn"
    assert board.clock is not None


def test_a_computers_move_is_drawn(app):
    board = open_table(app, exact_start()[0])
    app.run_frames(SETTLE)
    click_at(app, tv.display_rect(0).center)
    app.click(board.buttons["take"])
    app.click(board.buttons["end"])
    drawn = app.frames_drawn
    until(app, lambda: board.match.state.turn == 0 and not board.busy, dt=0.05)
    assert app.frames_drawn > drawn and board.match.state.turn == 0
    app.run_frames(SETTLE)
    assert idle_frames(app) == 0
