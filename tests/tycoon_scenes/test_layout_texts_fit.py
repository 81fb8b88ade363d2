"""No clipped text on the new-game screen with four seats (the start-player row's "Draw at
random" / "Zufällig losen") and in the board's game menu ("To title" / "Zum Titel"), German
and English (issue 14.6)."""

from __future__ import annotations

import pytest

from game.tycoon.scenes.board_scene import BoardScene
from game.tycoon.scenes.new_game_scene import NewGameScene
from tests.text_fit import clipped
from tests.tycoon_scenes.conftest import two_player_setup

SIDE_ROOM = 12


pytestmark = pytest.mark.parametrize("app_language", ["de", "en"])


def test_the_new_game_screen_with_four_seats_fits_every_text(app):
    screen = app.scenes.push(NewGameScene(app))
    app.run_frames(1)
    while screen.seats < 4:
        app.click(screen.add_seat)
    assert clipped(screen.container, SIDE_ROOM, visible_only=True) == []
    random = screen.start_player.buttons["random"]
    assert random.visible and random.rect.width >= 150


def test_the_game_menu_fits_every_answer(app):
    board = app.scenes.push(BoardScene(app, two_player_setup(), curtain=False))
    app.run_frames(2)
    app.click(board.menu)
    app.run_frames(2)
    menu = app.scenes.top
    assert set(menu.buttons) == {"title", "save", "howto", "log", "settings", "resume"}
    assert clipped(menu.container, SIDE_ROOM) == []

