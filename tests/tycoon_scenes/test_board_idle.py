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


def test_a_cash_float_is_drawn_until_it_has_faded_and_then_the_board_rests(app, board):
    """A bought ticket's "-4 M" floats beside the cash figure and outlives the motion: frames
    are drawn until it has gone, the last one without it, and then none (the shared
    timeline's `moving`; a half-faded float once stood on the panel while a computer thought)."""
    from game.tycoon.view import layout
    from game.tycoon.view.places import panel_row

    app.run_frames(READ)
    app.settings.animation_speed = "normal"  # the tests' boards play at "instant"
    board.view.timeline.set_speed("normal")
    buy = next(a for a in board.match.state.legal_actions() if isinstance(a, Buy))
    assert board.apply(buy)
    floats, frames = [], 0
    while not floats and frames < 300:
        app.run_frames(1)
        floats, frames = board.view.timeline._floaters, frames + 1
    assert floats, "the price floats up beside the cash"
    while floats and frames < 900:
        app.run_frames(1)
        floats = board.view.timeline._floaters
        frames += 1
    assert not floats and idle_frames(app, 1) in (0, 1)
    assert idle_frames(app) == 0, "the board rests once the float has gone"
    fresh = app.screen.copy()
    for scene in app.scenes.visible():
        scene.draw(fresh)
    panel = layout.player_panel(panel_row(board.model, board.person))
    assert pygame.image.tobytes(app.screen.subsurface(panel), "RGB") == \
        pygame.image.tobytes(fresh.subsurface(panel), "RGB"), "the last frame drawn shows no float"
