"""A double-click never lands on the button that came up under the pointer (issue 28.7): the
auction's bid buttons take the places of the buttons that started it."""

from __future__ import annotations

import pygame

from game.property.rules.actions import Bid, Decline
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
    app.run_frames(18)                  # 300 ms later the same button takes a click
    fast_click(app, place.center)
    assert isinstance(board.match.actions[-1], Bid)
