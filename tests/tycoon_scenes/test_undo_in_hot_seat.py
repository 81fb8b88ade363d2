"""A greyed Undo at one screen with two people says why (issue 14, point 7)."""

from __future__ import annotations

from game.core.i18n import tr
from game.tycoon.scenes.board_scene import BoardScene
from tests.tycoon_scenes.conftest import two_player_setup


def test_undo_greyed_in_hot_seat_says_why(app):
    app.settings.undo_vs_computers = True
    board = app.scenes.push(BoardScene(app, two_player_setup(second="human"), curtain=False))
    app.run_frames(2)
    undo = board.info.buttons["undo"]
    assert not undo.is_enabled
    assert undo.can_hover(), "its tooltip shows although it is greyed"
    assert undo.tool_tip_text == "tycoon_info.buttons.undo_hot_seat_tip"
    for lang, word in (("en", "several people"), ("de", "mehrere Menschen")):
        app.set_language(lang)
        assert word in tr(undo.tool_tip_text)
