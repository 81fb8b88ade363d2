"""The table's bar by keyboard (tipkeys): Take, Buy, End turn, Hint and Menu had no key, so a
player without a mouse could ask for a hint and nothing more. Tab / Shift-Tab walk the bar left
to right and Space / Enter press the focused button. (Picking a building, cards and cells is
still the pointer's: docs/speedtycoon-play.md.)"""

from __future__ import annotations

import pygame

from game.speedtycoon.rules import actions as act
from game.speedtycoon.view import table_view as tv
from tests.speedtycoon_scenes.autoplay import click_at
from tests.speedtycoon_scenes.test_clicking import exact_start, open_table
from tests.support.press import tab_to


def test_tab_reaches_buy_and_enter_buys(app):
    seed, place = exact_start()
    board = open_table(app, seed)
    click_at(app, tv.place_rect(place).center)
    buy = board.buttons["buy"]
    tab_to(app, board, buy)
    app.press_key(pygame.K_RETURN, frames=2)
    assert isinstance(board.match.actions[-1], act.Buy)


def test_tab_reaches_the_menu_and_enter_opens_it(app):
    seed, _place = exact_start()
    board = open_table(app, seed)
    tab_to(app, board, board.buttons["menu"])
    app.press_key(pygame.K_RETURN, frames=2)
    assert app.scenes.top is not board


def test_tab_and_enter_go_on_from_a_scoring(app):
    """A scoring's Continue is the first stop of Tab: the table waited for a click."""
    from tests.speedtycoon_scenes.test_cards_and_pause import first_scoring
    from tests.speedtycoon_scenes.test_clicking import PERSON, ROBO

    board = first_scoring(app, (PERSON, ROBO))
    pause = board.pauses[0]
    app.press_key(pygame.K_TAB)
    assert board.ring.current is pause.buttons[0]
    app.press_key(pygame.K_RETURN)   # the whole sheet first (speedleft2)
    app.step(0.02)
    app.press_key(pygame.K_RETURN)
    app.step(0.02)
    assert not board.pauses
