"""Undo through every board (issue 30.2): the person's move is taken back by U or Ctrl+Z with
Settings' "Allow undo" on, to the state before it; with it off U takes nothing back and the
board offers no Undo button. The move: Tycoon a ticket bought, Speedtycoon a take or placement
(its turn waits for End turn when "Confirm end of turn" is on,
tests/speedtycoon_scenes/test_turn_end.py), the property boards a place bought after the roll
(the dice are a barrier, D54)."""

from __future__ import annotations

import pygame
import pytest

from game.games import game_entry
from game.property.rules import actions as property_actions
from game.property.rules.phases import BUY
from tests.support.boards import persons_board
from tests.support.wait import until

PROPERTY = ("kraken_bay", "menedzher")
GAMES = ("tycoon", "speedtycoon", *PROPERTY)


def undo_button(board, game: str):
    """The board's Undo button, None where it shows none."""
    if game == "tycoon":
        button = board.info.buttons["undo"]
    elif game == "speedtycoon":
        button = board.buttons["undo"]
    else:
        button = next((b for b, run in board.handlers.items() if run == board.take_back), None)
    return button if button is not None and button.visible else None


def buying_seed(game: str) -> int:
    """A seed where the person begins and the first roll lands on a place for sale."""
    entry = game_entry(game)
    for seed in range(1, 300):
        state = entry.new_game(2, seed, {})
        if state.turn_player() == 0:
            state.apply(property_actions.ROLL)
            if state.phase == BUY:
                return seed
    raise AssertionError("no seed lands the person's first roll on a place for sale")


def undo_board(app, game: str, allow_undo: bool):
    app.settings.confirm_end_turn = True
    app.settings.undo_vs_computers = allow_undo
    return persons_board(app, game, buying_seed(game) if game in PROPERTY else 5)


def a_move_within_the_turn(app, board, game: str) -> tuple[dict, int]:
    """One move that leaves the turn the person's; the state and the number of moves before
    it."""
    if game in PROPERTY:
        assert board.apply(property_actions.ROLL)
        until(app, lambda: not board.busy and board.match.state.phase == BUY, 10)
        assert board.match.undo_steps == 0, "the dice are not taken back"
    before = board.match.state.to_dict(), len(board.match.actions)
    legal = board.match.state.legal_actions()
    if game in PROPERTY:
        move = property_actions.BUY
    else:
        move = next((a for a in legal if str(a).startswith("buy")), legal[0])
    assert board.apply(move)
    app.run_frames(2)
    assert board.person == 0 and board.match.undo_steps > 0, "the turn goes on"
    return before


def press(app, key: int, mod: int) -> None:
    """A key pressed with `mod` held (App.press_key presses it alone)."""
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=key, mod=mod, unicode="", scancode=0))
    app.run_frames(2)


#: Every board's undo keys: U, and Ctrl+Z as in every editor.
UNDO_KEYS = {"u": (pygame.K_u, pygame.KMOD_NONE), "ctrl+z": (pygame.K_z, pygame.KMOD_LCTRL)}


@pytest.mark.parametrize("keys", sorted(UNDO_KEYS))
@pytest.mark.parametrize("game", GAMES)
def test_u_takes_the_persons_move_back_when_undo_is_allowed(app, game, keys):
    board = undo_board(app, game, allow_undo=True)
    before, moves = a_move_within_the_turn(app, board, game)
    button = undo_button(board, game)
    assert button is not None and button.is_enabled
    press(app, *UNDO_KEYS[keys])
    assert board.match.state.to_dict() == before
    assert len(board.match.actions) == moves
    assert board.person == 0
    assert board.match.undo_steps == 0, "nothing more to take back: the dice stand"
    press(app, *UNDO_KEYS[keys])
    assert board.match.state.to_dict() == before


@pytest.mark.parametrize("game", GAMES)
def test_with_undo_switched_off_nothing_is_taken_back(app, game):
    board = undo_board(app, game, allow_undo=False)
    _before, moves = a_move_within_the_turn(app, board, game)
    after = board.match.state.to_dict()
    assert undo_button(board, game) is None, "no Undo button"
    app.press_key(pygame.K_u, frames=2)
    assert board.match.state.to_dict() == after
    assert len(board.match.actions) == moves + 1


@pytest.mark.parametrize("game", GAMES)
def test_allow_undo_switched_in_the_games_settings_counts_at_once(app, game):
    board = undo_board(app, game, allow_undo=True)
    _before, moves = a_move_within_the_turn(app, board, game)
    after = board.match.state.to_dict()
    app.settings.undo_vs_computers = False  # Settings from the pause menu, then back
    board.resume()
    app.run_frames(2)
    assert undo_button(board, game) is None, "Undo goes with the setting"
    app.press_key(pygame.K_u, frames=2)
    assert board.match.state.to_dict() == after
    assert len(board.match.actions) == moves + 1
    app.settings.undo_vs_computers = True
    board.resume()
    app.run_frames(2)
    button = undo_button(board, game)
    assert button is not None and button.is_enabled, "and comes back with it"
