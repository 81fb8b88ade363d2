"""The one result screen's buttons in every game (issue 30.5): a game played to its end shows
New game, Rematch and Menu side by side; Rematch deals the same table again on the game's own
board, New game opens the game's own new-game screen, Menu goes to the title. (Reaching the result
by playing through each board: the whole-game tests of tests/tycoon_scenes,
tests/speedtycoon_scenes and tests/property_scenes.)"""

from __future__ import annotations

import pytest
from pygame_gui.core.utility import translate

from game.games import game_entry
from game.scenes.title import TitleScene
from tools.show_result import played_match

#: (game, seed, seats)
TABLES = (("tycoon", 2, 2), ("speedtycoon", 3, 2), ("kraken_bay", 7, 3), ("menedzher", 8, 3))


@pytest.fixture(scope="module", params=TABLES, ids=[t[0] for t in TABLES])
def finished(request):
    return played_match(*request.param)


def result_of(app, match):
    scene = game_entry(match.setup.game).result_class()(app, match, curtain=False)
    app.scenes.push(scene)
    app.run_frames(2)
    return scene


def test_new_game_rematch_and_menu_stand_side_by_side(app, finished):
    result = result_of(app, finished)
    buttons = [result.new_game, result.again, result.title]
    assert [translate(b.text) for b in buttons] == ["New game", "Rematch", "Menu"]
    rects = [b.get_abs_rect() for b in buttons]
    assert rects[0].right < rects[1].left and rects[1].right < rects[2].left
    assert all(b.visible and b.is_enabled for b in buttons)


def test_rematch_deals_the_same_table_on_the_games_board(app, finished):
    app.click(result_of(app, finished).again, frames=3)
    board = app.scenes.top
    entry = game_entry(finished.setup.game)
    assert isinstance(board, entry.board())
    assert board.match.setup.seats == finished.setup.seats
    assert board.match.setup.options == finished.setup.options
    assert board.match.setup.seed != finished.setup.seed, "a new deal"
    assert not board.match.state.is_terminal()


def test_new_game_opens_a_set_up_and_menu_the_title(app, finished):
    result = result_of(app, finished)
    app.click(result.new_game, frames=3)
    assert isinstance(app.scenes.top, game_entry(finished.setup.game).new_game_class())
    assert result_of(app, finished) is app.scenes.top
    app.click(app.scenes.top.title, frames=3)
    assert isinstance(app.scenes.top, TitleScene)
