"""One thinking process per board: the hint borrows the computers' process, and it is gone when
the board closes."""

from __future__ import annotations

import multiprocessing
import time

import pygame

from tests.tycoon_scenes.autoplay import play_human_turn, settle


def _ask_hint(app, board) -> None:
    app.press_key(pygame.K_h)
    deadline = time.monotonic() + 60  # Hard thinks up to 2.5 s; a loaded machine is slower
    while time.monotonic() < deadline and board.info.hint.thinking:
        app.step(1 / 60)
        time.sleep(0.01)
    assert board.info.hint.answer is not None


def test_a_hint_and_the_computers_moves_share_one_process(app, board):
    _ask_hint(app, board)
    assert board.computers.worker.alive, "the hint thought in the computers' process"
    running = len(multiprocessing.active_children())
    computer_moves = []
    poll = board.computers.poll

    def counting(match):
        move = poll(match)
        if move is not None:
            computer_moves.append(move)
        return move

    board.computers.poll = counting
    play_human_turn(app, board)
    settle(app, board)
    assert computer_moves, "the computer has had its turn"
    # At most as many as before (a process left by an earlier test may just have ended).
    assert len(multiprocessing.active_children()) <= running


def test_closing_the_board_ends_the_thinking_process(app, board):
    _ask_hint(app, board)
    worker = board.computers.worker
    assert worker.alive
    app.scenes.pop()
    app.run_frames(2)
    assert not worker.alive
