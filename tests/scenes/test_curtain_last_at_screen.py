"""Hot seat: the curtain is decided by who last had the screen. An auction's bids come with no
curtain (tests/scenes/test_kit_curtain_auction.py), so each bidder has the screen in turn; after
the auction no curtain falls for the person who bid or dropped out last, and one falls for anyone
else. Before, the person shown stayed the one before the auction: after a computer's auction in
which Anna acted last, "Anna plays" came up for the person already at the screen (playtest23,
Kraken Bay, en 1920x1080), and none fell for Ben after Anna's last bid in his own auction."""

from __future__ import annotations

import pygame
import pytest

from game.games import game_entry
from game.property.rules.actions import DECLINE, DROP, END_TURN, ROLL, Bid
from game.property.rules.phases import BUY
from game.property.view import model
from tests.property_scenes.conftest import setup_for

ANNA, BEN, CLEO = 0, 1, 2
GAMES = ["kraken_bay", "menedzher"]


def declines_first(game: str, seats: int, first: int) -> int:
    """A seed where `first` begins and their first roll, no doubles, lands on a place for
    sale."""
    for seed in range(1, 300):
        state = game_entry(game).new_game(seats, seed, {})
        if state.turn_player() != first:
            continue
        state.apply(ROLL)
        if state.phase == BUY and state.d1 != state.d2:
            return seed
    raise AssertionError(f"no seed lands seat {first} on a place for sale")


def open_table(app, game: str, computers: int, first: int):
    """Anna and Ben at one screen (and Cleo, a computer, when `computers`), the seat `first`
    in the auction of the place it declined. The computer's moves are the test's, made through
    the board as the loop makes them."""
    from game.property.scenes.board_scene import BoardScene

    app.settings.animation_speed = "instant"
    app.settings.confirm_end_turn = False
    seed = declines_first(game, 2 + computers, first)
    board = BoardScene(app, setup_for(game, seed=seed, people=2, computers=computers),
                       curtain=True)
    board.computer_step = lambda dt: None
    board.think_ahead = lambda: None
    app.scenes.push(board)
    app.run_frames(2)
    if board.curtain is not None:           # the person's own turn: their curtain lifted
        assert board.curtain.seat == first
        app.press_key(pygame.K_SPACE)
    assert board.curtain is None
    assert board.apply(ROLL) and board.apply(DECLINE)
    assert model.auction_place(board.match.state) >= 0
    return board


def bid(board, seat: int, action) -> None:
    """`seat`'s move in the auction; a person's with no curtain before them."""
    assert board.match.seat_to_act == seat
    if seat != CLEO:
        assert board.curtain is None, "no curtain between the bids"
    if action == "bid":
        action = Bid(next(a.amount for a in board.match.state.legal_actions()
                          if isinstance(a, Bid)))
    assert board.apply(action)


def cleo_ends_her_turn(board) -> None:
    state = board.match.state
    assert model.auction_place(state) < 0 and board.match.seat_to_act == CLEO
    assert board.apply(END_TURN)
    assert board.match.seat_to_act == ANNA and board.match.state.turn_player() == ANNA


@pytest.mark.parametrize("game", GAMES)
def test_no_curtain_for_the_person_who_acted_last_in_a_computers_auction(app, game):
    board = open_table(app, game, computers=1, first=CLEO)
    bid(board, ANNA, "bid")
    bid(board, BEN, DROP)
    bid(board, CLEO, "bid")
    bid(board, ANNA, DROP)                  # Anna acts last: Cleo has the place
    cleo_ends_her_turn(board)
    assert board.curtain is None, "Anna is at the screen already: no 'Anna plays'"
    assert board.person == ANNA


@pytest.mark.parametrize("game", GAMES)
def test_the_curtain_falls_when_another_person_acted_last_in_a_computers_auction(app, game):
    board = open_table(app, game, computers=1, first=CLEO)
    bid(board, ANNA, DROP)
    bid(board, BEN, "bid")
    bid(board, CLEO, DROP)                  # Ben has the place, and had the screen last
    cleo_ends_her_turn(board)
    assert board.curtain is not None and board.curtain.seat == ANNA


@pytest.mark.parametrize("game", GAMES)
def test_the_curtain_falls_for_the_turns_person_after_the_other_bid_last(app, game):
    board = open_table(app, game, computers=0, first=BEN)
    bid(board, ANNA, "bid")
    bid(board, BEN, "bid")
    bid(board, ANNA, DROP)                  # Ben has the place; Anna had the screen last
    assert model.auction_place(board.match.state) < 0 and board.match.seat_to_act == BEN
    assert board.curtain is not None and board.curtain.seat == BEN, \
        "Ben's turn goes on behind his curtain: Anna was at the screen"
