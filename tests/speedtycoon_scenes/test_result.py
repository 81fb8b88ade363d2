"""The final IPO screen (design §4.8): the ranking, the points chart and "Neues Spiel /
Revanche / Menü" — New game opens the Speedtycoon set-up with the table just played, Rematch
deals that same table again, Menu goes to the title."""

from __future__ import annotations

import random

import pytest

from game.core.match import Match
from game.core.setup import GameSetup, Seat
from game.scenes.title import TitleScene
from game.speedtycoon import rules
from game.speedtycoon.scenes.new_game_scene import SpeedtycoonNewGame
from game.speedtycoon.scenes.result_scene import TableResult
from game.speedtycoon.scenes.table_scene import TableScene

SETUP = GameSetup("speedtycoon", 5, (Seat("human", "Anna", "purple"),
                                     Seat("computer", "Robo", "red", "hard"),
                                     Seat("human", "Ben", "green")),
                  {"game_type": "modern", "think": "60"})


def finished(setup: GameSetup) -> Match:
    """The set-up played to its end by random legal moves."""
    state = rules.new_game(setup.num_players, setup.seed, setup.options)
    rng, log = random.Random(1), []
    while state.current_player is not None:
        action = rng.choice(state.legal_actions())
        state.apply(action)
        log.append(action)
    return Match(setup, state, log)


@pytest.fixture
def result(app):
    scene = TableResult(app, finished(SETUP), curtain=False)
    app.scenes.push(scene)
    app.run_frames(2)
    return scene


def test_the_final_screen_offers_new_game_rematch_and_menu(app, result):
    buttons = [result.new_game, result.again, result.title]
    assert [app.tr(b.text) for b in buttons] == ["New game", "Rematch", "Menu"]
    assert all(b.visible for b in buttons)
    rects = [b.get_abs_rect() for b in buttons]
    assert rects[0].right < rects[1].left and rects[1].right < rects[2].left, "side by side"
    app.set_language("de")
    app.run_frames(1)
    assert [app.tr(b.text) for b in buttons] == ["Neues Spiel", "Revanche", "Menü"]


def test_new_game_opens_the_speedtycoon_set_up_with_the_table_just_played(app, result):
    app.click(result.new_game)
    screen = app.scenes.top
    assert isinstance(screen, SpeedtycoonNewGame)
    shown = screen.setup(random.Random(0))
    assert [(s.kind, s.colour, s.level) for s in shown.seats] == \
        [(s.kind, s.colour, s.level) for s in SETUP.seats]
    assert [s.name for s in shown.seats if s.kind == "human"] == ["Anna", "Ben"]
    assert shown.options["game_type"] == "modern" and shown.options["think"] == "60"


def test_rematch_deals_the_same_table_again(app, result):
    app.click(result.again)
    board = app.scenes.top
    assert isinstance(board, TableScene)
    assert board.match.setup.seats == SETUP.seats
    assert {k: v for k, v in board.match.setup.options.items() if k != "hold"} == SETUP.options
    assert board.match.setup.seed != SETUP.seed and board.match.state.current_player is not None


def test_menu_goes_to_the_title(app, result):
    app.click(result.title)
    assert isinstance(app.scenes.top, TitleScene)
