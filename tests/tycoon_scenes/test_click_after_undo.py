"""The first click after Undo counts (issue 34, point 8): buying the same ticket again after
taking it back takes one click, by the Undo button and by the U key, at any speed."""

from __future__ import annotations

import pygame
import pytest

from game.tycoon.rules.actions import BUY
from game.tycoon.scenes.board_scene import BoardScene
from tests.tycoon_scenes.autoplay import settle
from tests.tycoon_scenes.conftest import two_player_setup


@pytest.mark.parametrize("speed", ["instant", "normal"])
@pytest.mark.parametrize("how", ["button", "key"])
def test_the_same_ticket_is_bought_again_with_one_click_after_undo(app, how, speed):
    app.settings.undo_vs_computers = True
    app.settings.animation_speed = speed
    board = app.scenes.push(BoardScene(app, two_player_setup(), curtain=False))
    settle(app, board)
    slot = next(slot for slot, t in enumerate(board.model.market)
                if t is not None and board.match.state.is_legal(BUY[t]))
    app.click(board.panel.market[slot])
    settle(app, board)
    bought = len(board.match.actions)
    assert bought == 1 and board.info.can_undo
    if how == "button":
        app.click(board.info.buttons["undo"])
    else:
        app.press_key(pygame.K_u)
    assert len(board.match.actions) == 0, "the purchase was taken back"
    app.click(board.panel.market[slot])
    assert len(board.match.actions) == 1, "the first click after Undo buys the ticket again"
