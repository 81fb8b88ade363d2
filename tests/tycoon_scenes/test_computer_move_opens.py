"""A computer's move on the news line opens, on a click, that seat's moves with the reason for
each (issue 34, point 10): the reasons exist; the one line is their door."""

from __future__ import annotations

import pygame

from tests.tycoon_scenes.autoplay import play_human_turn, settle, wait_until


def test_clicking_the_computers_move_opens_its_moves_with_their_reasons(app, board):
    play_human_turn(app, board)

    def explained() -> bool:  # the computer's choice is made: its reason stands beside it
        return any(line.reason for line in board.game_log.book.lines if line.seat == 1)

    wait_until(app, lambda: board.announced is not None and board.news_rect is not None
               and explained())
    line, seat = board.announced
    assert seat == 1 and board.toast.text == line and "(L or click for the moves)" in line
    where = board.news_rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=where, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=where, button=1))
    app.run_frames(2)
    panel = board.game_log.panel
    assert panel is not None and panel.shown == 1, "the log, at that seat's lines"
    assert panel.rows and all(row.seat in (1, None) for row in panel.rows)
    assert any(row.reason for row in panel.rows), "the computer's reasons are there"
    settle(app, board)


def test_a_click_elsewhere_or_on_another_line_opens_nothing(app, board):
    settle(app, board)
    app.run_frames(2)
    assert board.toast.text and board.announced is None  # "Anna's turn: …"
    where = board.news_rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=where, button=1))
    app.run_frames(2)
    assert not board.game_log.open


def test_l_opens_the_announced_computers_moves_as_a_click_does(app, board):
    """The line says "L or click": L while it shows a computer's move opens the log at that
    seat's lines, as a click on the line does (L opened all lines, so the line named the
    mouse only; keylate)."""
    play_human_turn(app, board)
    wait_until(app, lambda: board.announced is not None and board.news_rect is not None)
    line, seat = board.announced
    assert "(L or click for the moves)" in line
    app.press_key(pygame.K_l)
    panel = board.game_log.panel
    assert panel is not None and panel.shown == seat
    assert panel.rows and all(row.seat in (seat, None) for row in panel.rows)
    app.press_key(pygame.K_l)
    assert board.game_log.panel is None, "L closes it again"
    settle(app, board)
