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


def end_turn_with_a_place_picked(app, open_board):
    """Kraken Bay at normal speed, the person's first turn played to End turn with a place of
    theirs picked (its Mortgage in the second row's first cell), then End turn pressed: the
    first computer's turn is on, Fast computers shown where Mortgage was."""
    from game.games import game_entry
    from tests.property_scenes.autoplay import click_space
    from tests.property_scenes.test_decisions import give

    app.settings.animation_speed = "normal"
    seed = next(seed for seed in range(1, 200)
                if game_entry("kraken_bay").new_game(3, seed, {}).turn_player() == 0)
    board = open_board(setup_for("kraken_bay", seed=seed), curtain=False)
    for _ in range(200):
        if board.control("end_turn") is not None:
            break
        app.run_frames(31)     # past the click guard: these presses are meant
        for cid in ("buy", "roll"):
            if board.control(cid) is not None:
                app.click(board.control(cid))
                break
    mine = next(p for p in range(board.rs.n_spaces)
                if board.rs.price[p] > 0 and board.match.state.owner[p] < 0)
    give(board.match.state, 0, mine)
    app.run_frames(120)        # money and token at rest: a click picks, not skips
    click_space(app, board, mine)
    mortgage = board.control("mortgage")
    assert mortgage is not None, "the picked place's Mortgage"
    app.click(board.control("end_turn"))
    fast = board.control("fast")
    assert board.person is None and fast is not None
    assert fast.get_abs_rect().colliderect(mortgage.get_abs_rect()), \
        "Fast computers is not where Mortgage was"
    return board, fast.get_abs_rect().center


def test_fast_computers_takes_a_quick_press_right_after_end_turn(app, open_board):
    """Fast computers came up where the picked place's Mortgage had been and waited out the
    click guard's 500 ms: a person's quick press right after End turn was swallowed (F
    worked; play-test pt-prop6). It switches a speed, never a move, and stands in one place
    on every computer's turn: it takes the press."""
    board, place = end_turn_with_a_place_picked(app, open_board)
    fast_click(app, place)       # 4 frames (67 ms) after End turn
    assert board.fast_computers


def test_a_double_click_on_fast_computers_switches_once(app, open_board):
    """The second click of a double-click on Fast computers lands on its other label
    ("Computers at normal speed") in the same place: one gesture, one switch."""
    board, place = end_turn_with_a_place_picked(app, open_board)
    app.run_frames(31)
    fast_click(app, place)
    fast_click(app, place)
    assert board.fast_computers
    app.run_frames(31)
    fast_click(app, place)
    assert not board.fast_computers
