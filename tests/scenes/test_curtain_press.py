"""The press that lifts the hot-seat curtain is the curtain's, all of it (play-test, de
1920x1080: a click on the curtain over Sydney lifted it and the news line said at once "you
have no ticket to fly to Sydney"; en 1280x800: the first click on "Anna's turn" did nothing).
A real press is two events, MOUSEBUTTONDOWN then MOUSEBUTTONUP, and pygame-gui's manager makes
UI_BUTTON_PRESSED from them on the release: these tests post both through the app's own
event path, one frame apart, as a hand does."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.match_loop import DOUBLE_CLICK
from game.tycoon.view import layout
from tests.support.boards import menu_button, two_people_board
from tests.support.wait import until

BOARDS = ["tycoon", "speedtycoon", "kraken_bay"]


def down(app, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.step()


def up(app, pos: tuple[int, int]) -> None:
    """The release, then frames for the UI_BUTTON_PRESSED the manager may make of it."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.run_frames(3)


def after(app, seconds: float) -> None:
    """Frames worth `seconds` of a hand's time between two clicks."""
    app.run_frames(max(1, round(seconds * 60)))


def curtained(app, game: str):
    app.settings.animation_speed = "instant"
    board = two_people_board(app, game)
    until(app, lambda: board.curtain is not None, 30)
    app.run_frames(3)
    app.wait_for_input()  # the person has seen the curtain (`MatchScene.input_wait`)
    return board


@pytest.mark.parametrize("game", BOARDS)
def test_the_first_click_lifts_the_curtain_and_the_button_under_it_does_nothing(app, game):
    """The Menu button under the curtain had just come up where another button was, so the
    click guard swallowed the press meant for the curtain: the first click did nothing."""
    board = curtained(app, game)
    menu = menu_button(board)
    app.manager.click_guard.guard(menu)
    centre = menu.get_abs_rect().center
    down(app, centre)
    assert board.curtain is None, "the first click lifts the curtain"
    up(app, centre)
    assert app.scenes.top is board, "the lifting press does not open the menu under it"
    after(app, DOUBLE_CLICK[0] + 0.1)
    app.click(menu)
    assert app.scenes.top is not board, "the next press on Menu opens it"


@pytest.mark.parametrize("game", BOARDS)
def test_a_press_begun_before_the_curtain_fell_does_not_act_after_it_rises(app, game):
    board = curtained(app, game)
    app.press_key(pygame.K_SPACE)
    assert board.curtain is None
    centre = menu_button(board).get_abs_rect().center
    down(app, centre)  # Anna holds the button down ...
    board.cover_person(1)  # ... as the curtain falls for Ben
    assert board.curtain is not None
    app.press_key(pygame.K_SPACE)
    assert board.curtain is None and board.shown_human == 1
    up(app, centre)
    assert app.scenes.top is board, "Anna's release does not press Menu on Ben's board"


def test_tycoon_a_click_on_the_curtain_over_a_city_says_nothing_on_the_news_line(app):
    board = curtained(app, "tycoon")
    city = layout.city_rect(5).center
    said = board.toast.text
    down(app, city)
    up(app, city)
    assert board.curtain is None
    assert board.toast.text == said and board.turn.selected is None, "the city took no click"
    after(app, DOUBLE_CLICK[0] + 0.1)
    down(app, city)
    up(app, city)
    assert board.toast.text != said, "the next click on the city answers"


@pytest.mark.parametrize("gap", [0.05, 0.15, 0.3, 0.4])
def test_tycoon_a_double_click_on_the_curtain_over_a_city_says_nothing(app, gap):
    """Real window, de 1920x1080 (xdotool, two clicks 50-400 ms apart): the first click lifted
    the curtain and the second said "no ticket to fly to Sydney" on a board not yet seen."""
    board = curtained(app, "tycoon")
    city = layout.city_rect(5).center
    said = board.toast.text
    down(app, city)
    up(app, city)
    after(app, gap)
    down(app, city)
    up(app, city)
    assert board.curtain is None
    assert board.toast.text == said and board.turn.selected is None, "the double took no click"
    down(app, city)
    up(app, city)
    assert board.toast.text != said, "a third click on the city answers"


@pytest.mark.parametrize("game", BOARDS)
def test_the_double_of_the_lifting_click_on_menu_opens_nothing(app, game):
    board = curtained(app, game)
    centre = menu_button(board).get_abs_rect().center
    down(app, centre)
    up(app, centre)
    after(app, 0.15)
    down(app, centre)
    up(app, centre)
    assert board.curtain is None and app.scenes.top is board, "the double click opens no menu"


def test_tycoon_a_click_right_after_space_lifts_the_curtain_acts(app):
    """A key lifts it; a click 200 ms later is no double of a click, and answers at once."""
    board = curtained(app, "tycoon")
    city = layout.city_rect(5).center
    said = board.toast.text
    app.press_key(pygame.K_SPACE)
    assert board.curtain is None
    after(app, 0.2)
    down(app, city)
    up(app, city)
    assert board.toast.text != said, "the click on the city answers"


def test_tycoon_a_quick_click_elsewhere_after_the_lift_acts(app):
    """Only a double at the same spot is the curtain's: a click on another city acts."""
    board = curtained(app, "tycoon")
    said = board.toast.text
    down(app, layout.city_rect(0).center)
    up(app, layout.city_rect(0).center)
    after(app, 0.2)
    down(app, layout.city_rect(5).center)
    up(app, layout.city_rect(5).center)
    assert board.toast.text != said, "the click on the other city answers"
