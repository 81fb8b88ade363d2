"""After a finished game the title offers a rematch with the same table in Continue's place,
not "no game to continue yet"; an unfinished game still comes first."""

from __future__ import annotations

import random

import pytest
from pygame_gui.core.utility import translate

from game.app import App
from game.core.saves import new_game_uid
from game.core.setup import GameSetup, Seat
from game.scenes.player_files import player_files
from game.tycoon.rules import new_game
from game.tycoon.scenes.board_scene import BoardScene
from tests.text_fit import clipped

# Anna begins (seat 0), not the computer: a new deal then has no move until she makes one,
# so "nothing played yet" cannot be beaten by a fast computer on a loaded machine (it was)
SETUP = GameSetup("tycoon", 5, (Seat("human", "Anna", "red"),
                                Seat("computer", "Blue (hard)", "blue", "hard")),
                  {"stops": "exact", "start_player": 0})


def played(until_over: bool) -> tuple[list, object]:
    rng = random.Random(3)
    state = new_game(2, SETUP.seed, dict(SETUP.options))
    actions = []
    while not state.is_terminal() and (until_over or len(actions) < 12):
        action = rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(action)
    return actions, state


@pytest.fixture(params=["en", "de"])
def app_with_a_finished_game(tmp_path, request):
    app = App.headless(tmp_path / "user", language=request.param)
    files = player_files(app)
    files.profiles.create("Anna", request.param)
    files.saves().autosave(SETUP, *played(until_over=True), game_uid=new_game_uid())
    app.back_to_title()
    app.run_frames(1)
    yield app
    app.close()


def button_text(button) -> str:
    return translate(button.text, **button.text_kwargs)


def test_after_a_finished_game_continue_becomes_a_rematch_naming_the_table(
        app_with_a_finished_game):
    app = app_with_a_finished_game
    title = app.scenes.top
    button = title.buttons["continue"]
    assert button.is_enabled
    assert button_text(button) == app.tr("app.title.rematch")
    tip = translate(button.tool_tip_text, **(button.tool_tip_text_kwargs or {}))
    computer = {"en": "Blue (hard)", "de": "Blau (schwer)"}[app.settings.language]
    assert "Anna" in tip and computer in tip, "the computer named in the reader's language"
    assert tip != app.tr("app.title.no_game_to_continue")
    assert clipped(title.container, 12) == []


def test_the_rematch_deals_the_same_table_again(app_with_a_finished_game):
    app = app_with_a_finished_game
    app.click(app.scenes.top.buttons["continue"])
    app.run_frames(2)
    board = app.scenes.top
    assert isinstance(board, BoardScene)
    setup = board.match.setup
    assert setup.seats == SETUP.seats and dict(setup.options) == dict(SETUP.options)
    assert setup.seed != SETUP.seed
    assert not board.match.actions


def test_an_unfinished_game_is_still_continued_first(app_with_a_finished_game):
    app = app_with_a_finished_game
    files = player_files(app)
    files.saves().autosave(SETUP, *played(until_over=False), game_uid=new_game_uid())
    app.back_to_title()
    app.run_frames(1)
    button = app.scenes.top.buttons["continue"]
    assert button_text(button) == app.tr("app.title.continue")
    app.click(button)
    app.run_frames(2)
    assert isinstance(app.scenes.top, BoardScene)
    assert len(app.scenes.top.match.actions) == 12


def test_with_no_game_at_all_continue_stays_greyed_with_its_reason(app):
    button = app.scenes.top.buttons["continue"]
    assert not button.is_enabled
    assert button.tool_tip_text == "app.title.no_game_to_continue"
