"""U that takes nothing back says why, in the same words in all four games, where each game
says things: the news line on the property boards and Tycoon's, the advice's box on
Speedtycoon's table. Tycoon's U did nothing and said nothing at a hot seat and with undo off;
the property boards and Speedtycoon said it each in words of their own (playtest23, pt-speed4).
The three reasons: people share the screen, Settings' undo is off, nothing of this turn to take
back."""

from __future__ import annotations

import pygame
import pytest

from game.core.setup import GameSetup, Seat
from game.games import game_entry
from tests.support.boards import persons_board
from tests.support.wait import until

GAMES = ("tycoon", "speedtycoon", "kraken_bay", "menedzher")


def shown(board) -> str | None:
    """The words the person reads after U: Speedtycoon's advice's box, else the news line."""
    return getattr(board, "advice_text", None) or board.toast.text


def two_people(app, game: str):
    """Anna and Ben at one screen, no curtain, at the first turn (whoever's it is)."""
    app.settings.animation_speed = "instant"
    entry = game_entry(game)
    seats = (Seat("human", "Anna", "red"), Seat("human", "Ben", "blue"))
    setup = GameSetup(game, 4, seats, entry.remembered_options({}, 2))
    board = app.scenes.push(entry.board()(app, setup, curtain=False))
    until(app, lambda: board.person is not None and not board.busy, 10)
    return board


@pytest.mark.parametrize("language", ["de", "en", "ru"])
@pytest.mark.parametrize("case", ["hot_seat", "off", "nothing"])
@pytest.mark.parametrize("game", GAMES)
def test_u_that_takes_nothing_back_says_why(app, game, case, language):
    app.set_language(language)
    app.settings.undo_vs_computers = case != "off"
    board = two_people(app, game) if case == "hot_seat" else persons_board(app, game)
    moves = len(board.match.actions)
    board.toast.clear()
    app.press_key(pygame.K_u, frames=2)
    assert len(board.match.actions) == moves, "nothing is taken back"
    params = {"setting": app.tr("app.settings.undo_vs_computers")} if case == "off" else {}
    said = app.tr(f"match.undo_refusal.{case}", **params)
    assert shown(board) == said, (game, case, shown(board))
    assert "%{" not in said and "undo_refusal" not in said
