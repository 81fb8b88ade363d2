"""The news line says what the person's turn allows NOW: after a build it said "buy tickets,
fly, build or borrow" still, when only tickets and the turn's end were left (play-test, de).
Checked after a ticket, a flight, a build and Undo, in de, en and ru."""

from __future__ import annotations

import os

import pytest

from game.tycoon.rules.actions import BuildHotel, Buy, Fly
from game.tycoon.scenes.board_scene import BoardScene
from tests.tycoon_scenes.autoplay import settle
from tests.tycoon_scenes.conftest import two_player_setup

READ = 420  # frames (7 s): any news line has faded, the calm line stands

LINES = {
    "en": ("Anna's turn: buy tickets, fly or borrow",
           "Anna's turn: buy tickets, fly, build or borrow",
           "Anna has built: buy tickets or end the turn"),
    "de": ("Anna ist dran: Tickets kaufen, fliegen oder Kredit nehmen",
           "Anna ist dran: Tickets kaufen, fliegen, bauen oder Kredit nehmen",
           "Anna hat gebaut: Tickets kaufen oder den Zug beenden"),
    "ru": ("Ход: Anna — билеты, перелёт или кредит",
           "Ход: Anna — билеты, перелёт, стройка или кредит",
           "Anna: стройка сделана — билеты или конец хода"),
}


def first(board: BoardScene, kind: type) -> object:
    return next(a for a in board.match.state.legal_actions() if type(a) is kind)


def calm(app, board: BoardScene) -> str:
    settle(app, board)
    app.run_frames(READ)
    assert board.toast.text is None and board.news_rect is not None
    return board.calm.text


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_the_calm_line_follows_the_turn(app, language):
    app.settings.undo_vs_computers = True
    app.set_language(language)
    travel, build, built = LINES[language]
    board = app.scenes.push(BoardScene(app, two_player_setup(), curtain=False))
    assert calm(app, board) == travel, "at home, no ticket: nothing to build yet"
    assert board.apply(first(board, Buy))
    assert calm(app, board) == travel
    assert board.apply(first(board, Fly))
    assert calm(app, board) == build, "landed where a hotel may go"
    assert board.apply(first(board, BuildHotel))
    assert calm(app, board) == built, "after the build only tickets and the turn's end are left"
    app.click(board.info.buttons["undo"])
    assert calm(app, board) == build, "Undo takes the build back, and the line with it"


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_the_turn_is_said_in_one_wording_as_the_news_fades(app, language):
    """The news at the turn's start and the calm line after it name the turn alike: the line
    alternated "Anna: du bist dran. …" and "Anna ist dran: …" (play-test, de)."""
    app.set_language(language)
    board = app.scenes.push(BoardScene(app, two_player_setup(), curtain=False))
    app.run_frames(2)
    news = board.toast.text
    assert news, "news at the turn's start"
    alike = os.path.commonprefix([news, calm(app, board)])  # "Anna ist dran: Tickets …"
    assert "Anna" in alike and alike.split("Anna", 1)[1].strip(), f"{news!r}, then the line"
