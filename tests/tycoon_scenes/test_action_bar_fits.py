"""The action bar's labels keep room on both sides (issue 34, point 7): "Закончить ход" filled
its button edge to edge."""

from __future__ import annotations

import pytest
from pygame_gui.core.utility import translate

from game.tycoon.scenes.board_scene import BoardScene
from tests.tycoon_scenes.conftest import two_player_setup

BAR_ROOM = 8  # on each side of an action bar label


@pytest.mark.parametrize("app_language", ["de", "en", "ru"])
def test_the_action_bar_leaves_room_around_every_label(app):
    board = app.scenes.push(BoardScene(app, two_player_setup(), curtain=False))
    app.run_frames(2)
    assert board.panel is not None
    tight = []
    for button in board.panel.buttons.values():
        # the widest price a label shows ("Fabrik 10"), as well as the "–" of a turn at home
        widest = {key: "10" for key in button.text_kwargs}
        width = max(button.font.size(translate(button.text, **kwargs))[0]
                    for kwargs in (button.text_kwargs, widest))
        if width + 2 * BAR_ROOM > button.rect.width:
            tight.append((button.text, width, button.rect.width))
    assert tight == []
