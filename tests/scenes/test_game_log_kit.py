"""The game log every board has (issue 30.4), the same in each game: L opens it and the game
menu's Game log too, the menu's six answers keep their words whole in every language, and a
board's log holds what happened with a seat's colour mark."""

from __future__ import annotations

import pygame
import pytest

from tests import text_fit
from tests.scenes.test_game_menu_kit import GAMES, a_board


@pytest.mark.parametrize("entry", GAMES, ids=lambda entry: entry.id)
def test_l_and_the_menus_game_log_open_the_log_on_every_board(app, entry):
    board = a_board(app, entry)
    log = board.game_log
    assert log.book.lines, "the log starts with the game"
    app.press_key(pygame.K_l, frames=2)
    assert log.open and log.panel.rows
    assert any(row.seat is not None for row in log.panel.rows), "lines carry whose they are"
    app.press_key(pygame.K_l, frames=2)
    assert not log.open
    board.open_menu()
    app.run_frames(1)
    app.click(app.scenes.top.buttons["log"])
    assert app.scenes.top is board and log.open, "the menu's Game log opens it over the game"
    app.press_key(pygame.K_ESCAPE, frames=2)
    assert not log.open and app.scenes.top is board, "Esc closes the log, not the game"


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_the_menus_six_answers_fit(app, language):
    app.set_language(language)
    board = a_board(app, GAMES[0])
    board.open_menu()
    app.run_frames(1)
    menu = app.scenes.top
    assert len(menu.buttons) == 6
    assert text_fit.clipped(menu.container, 8, visible_only=True) == []
