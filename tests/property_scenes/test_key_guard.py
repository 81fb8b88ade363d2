"""A key press meant for the last button does not decide the next one (keyguard): the person
wins an auction with Enter, the panel becomes End turn in the bids' place, and an Enter at once
(a second bid meant, a bounce of the key) ended the turn unseen. A press key now does nothing,
as a click does, until the new panel is `GUARD_SECONDS` old (`ClickGuard`)."""

from __future__ import annotations

import pygame
import pytest

from game.games import game_entry
from game.property.rules.actions import END_TURN, ROLL
from game.property.rules.phases import BUY
from tests.property_scenes.autoplay import settle
from tests.property_scenes.conftest import setup_for
from tests.property_scenes.test_auction_panel import all_money


def raw_key(app, key: int) -> None:
    """Press and release `key` now, not waiting for the guard (a person's quick press)."""
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))
    app.step()


def seconds(app, wait: float) -> None:
    """Let `wait` seconds of the app's frames pass."""
    for _ in range(round(wait * 60)):
        app.step(1 / 60)


def a_sale_without_doubles(game: str) -> int:
    """A seed whose person begins and whose first roll, no doubles, lands on a place for
    sale: once the place is sold the turn can only end."""
    for seed in range(1, 400):
        state = game_entry(game).new_game(3, seed, {})
        if state.turn_player() == 0:
            state.apply(ROLL)
            if state.phase == BUY and not state.extra:
                return seed
    raise AssertionError("no seed")


def won_by_enter(app, open_board, game: str):
    """The person declines, then bids all their money by Enter: the computers drop out, the
    auction is over and End turn shows where the bids were."""
    board = open_board(setup_for(game, seed=a_sale_without_doubles(game)), curtain=False)
    app.click(board.control("roll"))
    settle(app, board)
    app.click(board.control("decline"))
    settle(app, board)
    state = board.match.state
    assert state.au_place >= 0, "the person's turn to bid"
    board.ring.focus(board.control(all_money(board)))
    app.press_key(pygame.K_RETURN)   # once the bids are half a second old
    settle(app, board)
    assert state.au_place < 0, "the auction is over"
    assert board.offers("end_turn") and not board.offers("roll")
    return board


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_an_enter_at_once_after_winning_an_auction_leaves_the_turn_open(app, open_board,
                                                                        game):
    board = won_by_enter(app, open_board, game)
    seconds(app, 0.2)
    raw_key(app, pygame.K_RETURN)
    assert END_TURN not in board.match.actions, "the Enter was meant for the bids"
    assert board.offers("end_turn"), "the turn is still open"


@pytest.mark.parametrize("game", ["kraken_bay"])
def test_an_enter_after_a_moment_ends_the_turn(app, open_board, game):
    board = won_by_enter(app, open_board, game)
    seconds(app, 0.6)
    while app.manager.key_wait() > 0:   # a button that came up since is half a second old
        app.step(1 / 60)
    before = len(board.match.actions)
    raw_key(app, pygame.K_RETURN)
    # a computer may roll in the same frame (a clean-clone run saw its Roll last), so every
    # move since the Enter counts
    assert END_TURN in board.match.actions[before:]
