"""A double-click never lands on the button that came up under the pointer (issue 28.7): the
auction's bid buttons take the places of the buttons that started it."""

from __future__ import annotations

import pygame

from game.property.rules.actions import ROLL, Bid, Decline
from game.property.rules.phases import BUY
from tests.property_scenes.conftest import setup_for
from tests.property_scenes.test_decisions import first_seat_starts


def fast_click(app, pos: tuple[int, int], frames: int = 2) -> None:
    """A press and release at `pos` without waiting for anything, as a hand double-clicks."""
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    app.run_frames(frames)


def test_a_second_fast_click_on_auction_it_does_not_bid(app, open_board):
    """Three people at one table: Anna declines, the auction opens at once with Ben's bid
    buttons, "Bid 60" exactly where "Auction it" was."""
    seed = first_seat_starts("kraken_bay", people=3)
    board = open_board(setup_for("kraken_bay", seed=seed, people=3, computers=0),
                       curtain=False)
    app.click(board.control("roll"))
    app.run_frames(30)
    assert board.match.state.phase == BUY
    place = board.control("decline").get_abs_rect()
    app.click(board.control("decline"))
    assert board.match.actions[-1] == Decline()
    bid = next(button for button in board.controls.values()
               if button.get_abs_rect().colliderect(place))
    assert bid.text.startswith("Bid"), "the auction's buttons are not where the test expects"
    fast_click(app, place.center)       # 4 frames (67 ms) after the first click
    assert not any(isinstance(action, Bid) for action in board.match.actions)
    app.run_frames(30)                  # 500 ms later the same button takes a click
    fast_click(app, place.center)
    assert isinstance(board.match.actions[-1], Bid)


def test_a_slow_double_click_on_buy_does_not_roll_the_doubles_again(app, open_board):
    """Kraken Bay, seed 2: Anna's first roll is a double onto a free place; once she buys it,
    "Roll" comes up where "Buy" was. A slow double-click (its second click 400 ms after the
    first, past the old 300 ms guard, inside a desktop's 500 ms double-click time) buys only."""
    board = open_board(setup_for("kraken_bay", seed=2), curtain=False)
    app.click(board.control("roll"))
    app.run_frames(30)
    assert board.match.state.phase == BUY
    place = board.control("buy").get_abs_rect()
    app.click(board.control("buy"))
    rolls = board.match.actions.count(ROLL)
    roll = board.control("roll")
    assert roll is not None and roll.get_abs_rect().colliderect(place), \
        "the doubles' Roll is not where Buy was"
    app.run_frames(22)                  # 2 + 22 frames: 400 ms after the click on Buy
    fast_click(app, place.center)
    assert board.match.actions.count(ROLL) == rolls, "the second click of a double-click rolled"
    app.run_frames(12)                  # past the double-click time the same button rolls
    fast_click(app, place.center)
    assert board.match.actions.count(ROLL) == rolls + 1
