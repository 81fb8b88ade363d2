"""Undo through the board (issue 30.2) where a board has it: the person's move is taken back
by U with Settings' "Allow undo" on, to the state before it; with it off U takes nothing back
and the board offers no Undo button. Speedtycoon's turn waits for End turn when "Confirm end of
turn" is on (tests/speedtycoon_scenes/test_turn_end.py), so its move here stays undoable.
The property boards' turn begins with the dice (a barrier), so theirs is tested from a build:
tests/property_scenes/test_undo.py."""

from __future__ import annotations

import time

import pygame
import pytest

from game.core.setup import GameSetup, Seat
from game.games import game_entry

#: game -> the board's Undo button
UNDO_BUTTON = {
    "tycoon": lambda board: board.info.buttons["undo"],
    "speedtycoon": lambda board: board.buttons["undo"],
}


def persons_board(app, game: str, allow_undo: bool):
    app.settings.animation_speed = "instant"
    app.settings.confirm_end_turn = True
    app.settings.undo_vs_computers = allow_undo
    entry = game_entry(game)
    setup = GameSetup(game, 5, (Seat("human", "Anna", "red"),
                                Seat("computer", "Robo", "blue", "easy")), {})
    board = app.scenes.push(entry.board()(app, setup, curtain=False))
    deadline = time.monotonic() + 60
    while not (board.person == 0 and not board.busy) and time.monotonic() < deadline:
        app.run_frames(1)
        time.sleep(0.005)
    assert board.person == 0, "the person's turn comes"
    return board


def a_move_within_the_turn(app, board) -> tuple[dict, int]:
    """One move that leaves the turn the person's (Tycoon: a ticket bought); the state and
    the number of moves before it."""
    before = board.match.state.to_dict(), len(board.match.actions)
    legal = board.match.state.legal_actions()
    move = next((a for a in legal if str(a).startswith("buy")), legal[0])
    assert board.apply(move)
    app.run_frames(2)
    assert board.person == 0 and board.match.undo_steps > 0, "the turn goes on"
    return before


@pytest.mark.parametrize("game", list(UNDO_BUTTON))
def test_u_takes_the_persons_move_back_when_undo_is_allowed(app, game):
    board = persons_board(app, game, allow_undo=True)
    before, moves = a_move_within_the_turn(app, board)
    button = UNDO_BUTTON[game](board)
    assert button.visible and button.is_enabled
    app.press_key(pygame.K_u, frames=2)
    assert board.match.state.to_dict() == before
    assert len(board.match.actions) == moves
    assert board.person == 0


@pytest.mark.parametrize("game", list(UNDO_BUTTON))
def test_with_undo_switched_off_nothing_is_taken_back(app, game):
    board = persons_board(app, game, allow_undo=False)
    _before, moves = a_move_within_the_turn(app, board)
    after = board.match.state.to_dict()
    assert not UNDO_BUTTON[game](board).visible, "no Undo button"
    app.press_key(pygame.K_u, frames=2)
    assert board.match.state.to_dict() == after
    assert len(board.match.actions) == moves + 1
