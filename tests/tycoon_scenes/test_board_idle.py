"""The Tycoon board left alone costs nothing (issue 30.10): no frame is drawn while nothing
moves, and everything that changes without an event (a move applied by the loop, the news
line, a hover card after its rest) is still drawn."""

from __future__ import annotations

import pygame

from game.tycoon.rules import Buy

READ = 420  # frames (7 s): the turn's news line (4.5 s and its fade) has gone


def idle_frames(app, count: int = 60) -> int:
    drawn = app.frames_drawn
    app.run_frames(count)
    return app.frames_drawn - drawn


def test_the_board_left_alone_is_not_drawn_again(app, board):
    app.run_frames(READ)
    assert board.person == 0
    assert idle_frames(app) == 0
    assert not board.animating()


def test_a_move_applied_without_an_event_is_drawn(app, board):
    app.run_frames(READ)
    before = pygame.image.tobytes(app.screen, "RGB")
    buy = next(a for a in board.match.state.legal_actions() if isinstance(a, Buy))
    assert board.apply(buy)  # as the loop applies a computer's move: no event comes
    drawn = app.frames_drawn
    app.run_frames(1)
    assert app.frames_drawn == drawn, "the frame of the move leaves its drawing to the next"
    app.run_frames(1)
    assert app.frames_drawn == drawn + 1
    assert pygame.image.tobytes(app.screen, "RGB") != before, "the bought ticket shows"


def test_the_news_line_is_drawn_when_it_comes_and_when_it_goes(app, board):
    app.run_frames(READ)
    board.toast.show("Blue is thinking…")
    assert idle_frames(app, 1) == 1
    assert idle_frames(app, 30) == 0, "a line being read is not drawn again"
    app.run_frames(300)  # it fades and goes
    assert board.toast.text is None
    assert idle_frames(app) == 0


def test_a_hover_card_that_comes_after_the_rest_is_drawn(app, board, monkeypatch):
    from game.tycoon.view import layout

    city = layout.city_rect(0).center
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: city)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=city, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.run_frames(READ)
    assert board.info.hovered.ready is not None, "the card is due"
    assert board.info._card_drawn == board.info.hovered.ready, "and was drawn"
    assert idle_frames(app) == 0
