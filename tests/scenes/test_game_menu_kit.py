"""The one game menu on every board (issue 30.1): How to play opens the game's own book over
the game and Esc comes back to it, the book offers no lesson there; To title asks first when
the last moves are in no save, and Stay keeps the game on screen."""

from __future__ import annotations

import time

import pygame
import pytest
from pygame_gui.core.utility import translate

from game.core.setup import GameSetup, Seat
from game.games import playable_games
from game.scenes.confirm_dialog import ConfirmScene
from game.scenes.howto_book import HowToBook
from game.scenes.settings_scene import SettingsScene
from game.scenes.title import TitleScene

GAMES = [entry for entry in playable_games() if entry.id != "scratch"]


def a_board(app, entry):
    app.settings.animation_speed = "instant"
    app.settings.confirm_end_turn = False
    setup = GameSetup(entry.id, 4, (Seat("human", "Anna", "red"),
                                    Seat("computer", "Robo", "blue", "easy")), {})
    board = app.scenes.push(entry.board()(app, setup, curtain=False))
    deadline = time.monotonic() + 60
    while not (board.person == 0 and not board.busy) and time.monotonic() < deadline:
        app.run_frames(1)
    assert board.person == 0, "the person's turn comes"
    return board


@pytest.mark.parametrize("entry", GAMES, ids=lambda entry: entry.id)
def test_how_to_play_opens_the_games_own_book_over_the_game(app, entry):
    board = a_board(app, entry)
    board.open_menu()
    app.run_frames(1)
    menu = app.scenes.top
    assert [translate(b.text) for b in menu.buttons.values()].count("How to play") == 1
    app.click(menu.buttons["howto"])
    book = app.scenes.top
    assert isinstance(book, HowToBook)
    assert isinstance(book, entry.howto_class()), "the game's own book"
    assert not book.guided.visible, "no lesson is started over a game in play"
    app.press_key(pygame.K_ESCAPE, frames=2)
    assert app.scenes.top is menu, "closing the book comes back to the menu, as Settings does"
    app.click(menu.buttons["resume"])
    assert app.scenes.top is board


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("entry", GAMES, ids=lambda entry: entry.id)
def test_the_books_back_button_says_the_menu_and_goes_there(app, entry, lang):
    """The book over a game lies on the menu it was opened from: its Back button names the
    menu (playtest: it said "Back to the game" and showed the paused menu) and lands there."""
    app.set_language(lang)
    board = a_board(app, entry)
    board.open_menu()
    app.run_frames(1)
    menu = app.scenes.top
    app.click(menu.buttons["howto"])
    book = app.scenes.top
    menu_word = translate("match.board.menu").casefold()
    assert menu_word in translate(book.back.text).casefold(), translate(book.back.text)
    app.click(book.back, frames=2)
    assert app.scenes.top is menu


@pytest.mark.parametrize("entry", GAMES, ids=lambda entry: entry.id)
def test_settings_done_and_esc_come_back_to_the_menu(app, entry):
    """A player pressed Done in Settings, clicked where Play on had been and sold a building:
    Done and Esc must land on the menu, which still answers Play on."""
    board = a_board(app, entry)
    board.open_menu()
    app.run_frames(1)
    menu = app.scenes.top
    app.click(menu.buttons["settings"])
    assert isinstance(app.scenes.top, SettingsScene)
    app.click(app.scenes.top.done)
    assert app.scenes.top is menu, "Done comes back to the menu"
    app.click(menu.buttons["settings"])
    app.press_key(pygame.K_ESCAPE, frames=2)
    assert app.scenes.top is menu, "Esc in Settings comes back to the menu"
    app.click(menu.buttons["resume"])
    assert app.scenes.top is board


@pytest.mark.parametrize("entry", GAMES, ids=lambda entry: entry.id)
def test_leaving_when_the_moves_are_in_no_save_asks_first(app, entry, monkeypatch):
    board = a_board(app, entry)
    assert board.apply(board.match.state.legal_actions()[0])
    app.run_frames(2)
    assert board.autosaver.flush()
    # From here the disk refuses every save, so a computer's move in between (the person's
    # first action may end the turn) cannot write one and clear the failure.
    monkeypatch.setattr(board.autosaver._store, "autosave", lambda *args, **kwargs: None)
    board.autosaver.failed = True  # the last save could not be written
    board.open_menu()
    app.run_frames(1)
    app.click(app.scenes.top.buttons["title"])
    question = app.scenes.top
    assert isinstance(question, ConfirmScene)
    assert "loses the last moves" in translate(question.body)
    app.press_key(pygame.K_ESCAPE, frames=2)
    assert app.scenes.top is board, "Esc stays in the game"
    board.open_menu()
    app.run_frames(1)
    app.click(app.scenes.top.buttons["title"])
    app.click(app.scenes.top.buttons["confirm"])
    assert isinstance(app.scenes.top, TitleScene)


def test_leaving_a_saved_game_asks_nothing(app):
    [entry] = [e for e in GAMES if e.id == "tycoon"]
    board = a_board(app, entry)
    board.open_menu()
    app.run_frames(1)
    app.click(app.scenes.top.buttons["title"])
    assert isinstance(app.scenes.top, TitleScene)
