"""One thinking process per board: it starts as a board with computers opens, the hint borrows
it, and it is gone when the board closes."""

from __future__ import annotations

import multiprocessing
import time

import pygame


def test_a_board_with_computers_starts_their_process_before_their_first_move(app, board):
    assert not board.match.is_computer(board.match.seat_to_act), "the person begins"
    assert board.computers.worker.alive


def test_a_hint_at_a_table_with_computers_starts_no_second_process(app, board):
    before = len(multiprocessing.active_children())
    app.press_key(pygame.K_r)
    deadline = time.monotonic() + 60  # Hard thinks up to 2.5 s; a loaded machine is slower
    while time.monotonic() < deadline and board.info.hint.thinking:
        app.step(1 / 60)
        time.sleep(0.01)
    assert board.info.hint.answer is not None
    # At most as many as before (a process left by an earlier test may just have ended).
    assert len(multiprocessing.active_children()) <= before


def test_closing_the_board_ends_the_thinking_process(app, board):
    worker = board.computers.worker
    app.scenes.pop()
    app.run_frames(2)
    assert not worker.alive
