"""The new-game screen: seats, colours, levels, who begins, the stops rule, Start."""

from __future__ import annotations

import random

import pygame
import pytest

from game.tycoon.scenes.board_scene import BoardScene
from game.tycoon.scenes.new_game_scene import NewGameScene
from tests.support.hover import rested_tooltip


def _open(app) -> NewGameScene:
    scene = app.scenes.push(NewGameScene(app))
    app.run_frames(2)
    return scene


def test_default_is_you_against_two_computers_with_the_exact_stops_rule(app):
    """Every game's first set-up seats three (game/scenes/new_game.py FIRST_GAME_SEATS)."""
    setup = _open(app).setup(random.Random(1))
    assert [s.kind for s in setup.seats] == ["human", "computer", "computer"]
    assert setup.seats[1].level == setup.seats[2].level == "normal"
    assert [s.colour for s in setup.seats] == ["red", "blue", "yellow"]
    assert setup.options["stops"] == "exact"
    assert setup.options["start_player"] in (0, 1, 2)


def test_seats_levels_colours_start_player_and_stops_reach_the_setup(app):
    scene = _open(app)
    app.click(scene.add_seat)
    assert scene.seats == 4 and not scene.add_seat.visible
    app.click(scene.rows[1].kinds.buttons["hard"])
    app.click(scene.rows[2].kinds.buttons["human"])
    app.click(scene.rows[0].colour)  # red takes blue; blue's seat gets red
    app.click(scene.stops.buttons["up_to"])
    app.click(scene.start_player.buttons["2"])
    app.click(scene.rows[3].remove)
    setup = scene.setup(random.Random(2))
    assert [s.kind for s in setup.seats] == ["human", "computer", "human"]
    assert [s.colour for s in setup.seats] == ["blue", "red", "yellow"]
    assert setup.seats[1].level == "hard"
    assert setup.options == {"stops": "up_to", "start_player": 2}


def test_the_name_field_types_by_keyboard_and_names_the_seat(app):
    scene = _open(app)
    app.press_key(pygame.K_TAB)
    app.press_key(pygame.K_TAB)
    assert scene.ring.current is scene.rows[0].name
    scene.rows[0].name.set_text("")
    for char in "M\u200bia\u00ad":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
    app.run_frames(2)
    assert scene.setup().seats[0].name == "Mia"
    assert scene.setup().seats[1].name == "Blue (normal)"


def test_start_opens_the_board_with_these_seats(app):
    scene = _open(app)
    app.click(scene.stops.buttons["up_to"])
    app.click(scene.start)
    board = app.scenes.top
    assert isinstance(board, BoardScene)
    assert board.match.state.stops_option == "up_to"
    assert [s.colour for s in board.match.setup.seats] == ["red", "blue", "yellow"]


def test_escape_goes_back(app):
    below = app.scenes.top
    _open(app)
    app.press_key(pygame.K_ESCAPE)
    assert app.scenes.top is below


def test_the_next_new_game_starts_from_the_profiles_last_seats(app):
    scene = _open(app)
    app.click(scene.add_seat)
    app.click(scene.rows[3].kinds.buttons["hard"])
    app.click(scene.stops.buttons["up_to"])
    app.click(scene.start)
    app.scenes.replace(NewGameScene(app))
    app.run_frames(2)
    again = app.scenes.top
    setup = again.setup(random.Random(3))
    assert [s.kind for s in setup.seats] == ["human", "computer", "computer", "computer"]
    assert [s.level for s in setup.seats] == [None, "normal", "normal", "hard"]
    assert setup.options["stops"] == "up_to"


def test_the_titles_new_game_opens_this_screen_through_the_picker(app):
    title = app.scenes.top
    button = title.buttons["new_game"]
    assert button.is_enabled
    app.click(button)
    app.click(app.scenes.top.game_buttons["tycoon"])  # the collection has several games
    assert isinstance(app.scenes.top, NewGameScene)


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_the_lowest_rows_tooltip_keeps_off_back_start_and_its_button(app, monkeypatch,
                                                                     language):
    """The curtain's row is the lowest with two people at four seats: its tip, opened below
    the button, met the bottom bar. The shared placement (game/ui/tooltips.py, as the boards
    use) moves it off the bar and off its button, on the screen."""
    app.set_language(language)
    scene = _open(app)
    app.click(scene.add_seat)
    app.click(scene.rows[1].kinds.buttons["human"])
    button = scene.curtain.buttons["off"]
    assert button.visible
    tip = rested_tooltip(app, monkeypatch, button)
    for kept in (scene.back, scene.start, scene.hint):
        assert not tip.colliderect(kept.rect), (tip, kept.rect)
    assert not tip.colliderect(button.get_abs_rect())
    assert pygame.Rect((0, 0), app.canvas_size).contains(tip)


def test_the_chosen_option_explains_itself_too(app, monkeypatch):
    """The curtain is on unless switched off: its lit "On" showed no tooltip (pygame-gui
    never hovers a selected button), so only "Off" said what the curtain is (play-test,
    tycoonpay). Every choice row explains its chosen option as well."""
    scene = _open(app)
    app.click(scene.rows[1].kinds.buttons["human"])
    chosen = scene.curtain.buttons["on"]
    assert scene.curtain.value == "on"
    rested_tooltip(app, monkeypatch, chosen)  # the chosen option's tooltip shows
    assert chosen.tool_tip_text == "match.new_game.curtain_tip"
    app.click(chosen)
    assert scene.curtain.value == "on", "a press on the chosen option keeps it"
