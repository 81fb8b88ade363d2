"""Every game's board leaves by its Menu the same way (issue 32): To title keeps the game (the
profile's save has the move just made, Continue resumes it), and a hint a person asks is counted
in the game's save. Speedtycoon's Menu once left without saving and counted no hints."""

from __future__ import annotations

import pygame
import pytest

from game.games import playable_games
from game.scenes.player_files import player_files
from game.scenes.title import TitleScene
from tests.support.boards import menu_button, persons_board
from tests.support.wait import until

GAMES = [entry for entry in playable_games() if entry.id != "scratch"]
WAIT = 90  # seconds: the thinking worker starts with the first hint


@pytest.mark.parametrize("entry", GAMES, ids=lambda entry: entry.id)
def test_a_hint_and_a_move_are_kept_when_the_board_is_left_by_its_menu(app, entry):
    app.settings.confirm_end_turn = False
    files = player_files(app)
    files.profiles.create("Anna", "en")
    board = persons_board(app, entry.id, seconds=WAIT)

    app.press_key(pygame.K_h, frames=2)  # the hint key of every board (issue 30.3)
    until(app, lambda: any(board.match.seat_hints), WAIT)
    assert board.match.seat_hints == (1, 0), "the answered hint is counted for the person"

    assert board.apply(board.match.state.legal_actions()[0])
    app.run_frames(2)
    moves = list(board.match.actions)
    assert moves, "the person's move is in the game"
    app.click(menu_button(board))
    menu = app.scenes.top
    assert menu is not board, "the Menu opens the game menu"
    app.click(menu.buttons["title"])
    assert isinstance(app.scenes.top, TitleScene)

    saves = files.saves()
    loaded = saves.load(saves.newest_game().path)
    assert loaded.setup.game == entry.id
    assert [str(a) for a in loaded.actions] == [str(a) for a in board.match.actions]
    assert len(loaded.actions) >= len(moves)
    assert loaded.seat_hints == (1, 0)
