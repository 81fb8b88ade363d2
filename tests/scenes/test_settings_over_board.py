"""Settings opened from a game's menu is a dialog over that game's board, dimmed as under every
other dialog over a board (kit22: it showed the title's city backdrop over every board); from
the title it keeps the backdrop. Done goes back to the menu, over the same board."""

from __future__ import annotations

import pytest

from game.core.setup import GameSetup, Seat
from game.games import game_entry
from game.scenes.backdrop import paint_backdrop
from game.scenes.question import QuestionScene
from game.scenes.settings_scene import SettingsScene
from tests.support.boards import menu_button

#: A canvas point outside the menu's card and the Settings card alike.
BESIDE = (20, 30)


def open_board(app, game: str):
    """`game`'s board, Anna and Ben at one screen, no curtain."""
    app.settings.animation_speed = "instant"
    entry = game_entry(game)
    seats = (Seat("human", "Anna", "red"), Seat("human", "Ben", "blue"))
    setup = GameSetup(game, 3, seats, entry.remembered_options({}, 2))
    board = app.scenes.push(entry.board()(app, setup, curtain=False))
    app.run_frames(3)
    return board


def pixel(app, pos=BESIDE):
    app.run_frames(2)
    return tuple(app.screen.get_at(pos))[:3]


@pytest.mark.parametrize("game", ["tycoon", "kraken_bay"])
def test_settings_from_the_game_menu_shows_the_board_dimmed(app, game):
    board = open_board(app, game)
    app.click(menu_button(board))
    menu = app.scenes.top
    assert isinstance(menu, QuestionScene)
    dimmed_board = pixel(app)
    app.click(menu.buttons["settings"])
    settings = app.scenes.top
    assert isinstance(settings, SettingsScene)
    assert app.scenes.visible() == [board, settings], "the board under it, not the menu's card"
    city = tuple(paint_backdrop(app.canvas_size, seed=2).get_at(BESIDE))[:3]
    assert pixel(app) == dimmed_board != city, "the board dimmed, not the title's city"
    app.click(settings.done)
    assert app.scenes.top is menu and app.scenes.visible() == [board, menu]


def test_settings_from_the_title_keeps_its_city_backdrop(app):
    title = app.scenes.top
    app.click(title.buttons["settings"])
    assert app.scenes.visible() == [app.scenes.top]
    city = tuple(paint_backdrop(app.canvas_size, seed=2).get_at(BESIDE))[:3]
    assert pixel(app) == city
