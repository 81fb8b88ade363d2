"""No clipped text on the new-game screen with four seats (the start-player row's "Draw at
random" / "Zufällig losen") and in the board's game menu ("To title" / "Zum Titel"), German
and English (issue 14.6)."""

from __future__ import annotations

import pytest
from pygame_gui.core.utility import translate

from game.app import App
from game.tycoon.scenes.board_scene import BoardScene
from game.tycoon.scenes.new_game_scene import NewGameScene
from tests.text_fit import clipped
from tests.tycoon_scenes.conftest import two_player_setup

SIDE_ROOM = 12
BAR_ROOM = 8  # on each side of an action bar label


@pytest.fixture(params=["de", "en"])
def app(tmp_path, request):
    app = App.headless(tmp_path, language=request.param)
    try:
        yield app
    finally:
        app.close()


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
    assert set(menu.buttons) == {"title", "save", "settings", "resume"}
    assert clipped(menu.container, SIDE_ROOM) == []


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_the_action_bar_leaves_room_around_every_label(tmp_path, lang):
    """"Закончить ход" filled its button edge to edge (issue 34, point 7): every action bar
    label keeps a margin on both sides, in every language."""
    app = App.headless(tmp_path, language=lang)
    try:
        app.settings.confirm_end_turn = False
        board = app.scenes.push(BoardScene(app, two_player_setup(), curtain=False))
        app.run_frames(2)
        assert board.panel is not None
        tight = []
        for button in board.panel.buttons.values():
            width = button.font.size(translate(button.text, **button.text_kwargs))[0]
            if width + 2 * BAR_ROOM > button.rect.width:
                tight.append((button.text, width, button.rect.width))
        assert tight == []
    finally:
        app.close()
