"""The curtain between two people at one screen hides the whole board, its buttons too: the
property boards showed Hint, the panel tabs and 'Fast computers' through the curtain, over
its 'click when you are ready' (seen in «Менеджер», ru, 1366x768)."""

from __future__ import annotations

import pygame
import pytest

from tests.support.boards import two_people_board
from tests.support.wait import until


@pytest.mark.parametrize("game", ["tycoon", "speedtycoon", "kraken_bay", "menedzher"])
def test_no_button_shows_through_the_curtain(app, game):
    app.settings.animation_speed = "instant"
    board = two_people_board(app, game)
    until(app, lambda: board.curtain is not None, 30)
    app.run_frames(3)
    curtain = pygame.Surface(app.canvas_size)
    board.curtain.draw(curtain)
    canvas = app.screen.get_rect()
    shown = [element for element in app.manager.ui_group.visible
             if element[1].w > 8 and element[1].h > 8
             and canvas.collidepoint(pygame.Rect(element[1]).center)]
    assert shown, "the board has widgets to hide"
    for _image, rect, *_ in shown:
        centre = pygame.Rect(rect).center
        assert app.screen.get_at(centre) == curtain.get_at(centre), (game, rect)


@pytest.mark.parametrize("game", ["tycoon", "speedtycoon"])
def test_the_curtain_is_drawn_once_a_frame_and_stays_under_a_dialog(app, game, monkeypatch):
    """The curtain is drawn once a frame (it was drawn twice: under and over the widgets),
    and a dialog opened over a curtained board (the computers' worker fails) still has the
    curtain under it, never the board the next person must not see."""
    from game.scenes.question import QuestionScene

    app.settings.animation_speed = "instant"
    board = two_people_board(app, game)
    until(app, lambda: board.curtain is not None, 30)
    calls = []
    curtain_type = type(board.curtain)
    drawn = curtain_type.draw
    monkeypatch.setattr(curtain_type, "draw",
                        lambda self, surface: (calls.append(surface), drawn(self, surface)))
    before = app.frames_drawn
    app.run_frames(3)
    assert len(calls) == app.frames_drawn - before > 0
    app.scenes.push(QuestionScene(app, "match.worker.heading", "match.worker.body",
                                  [("again", "match.worker.again")], "again", lambda _: None))
    calls.clear()
    before = app.frames_drawn
    app.run_frames(3)
    assert board.curtain is not None
    assert len(calls) == app.frames_drawn - before > 0
