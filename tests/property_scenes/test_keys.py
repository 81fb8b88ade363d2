"""The board's keys (issue 28.7): Space or Enter rolls, then (once the motion is over) ends
the turn; T opens a trade, L the log, H asks for a hint; a typed bid keeps its keys."""

from __future__ import annotations

import pygame

from game.property.rules.actions import END_TURN, ROLL
from game.property.rules.phases import BUY, POST_ROLL, PRE_ROLL
from tests.property_scenes.conftest import setup_for
from tests.property_scenes.test_decisions import first_seat_starts


def test_space_rolls_and_enter_ends_the_turn(app, open_board):
    app.settings.animation_speed = "normal"
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")))
    app.press_key(pygame.K_SPACE)
    assert board.match.actions[:1] == [ROLL]
    app.press_key(pygame.K_SPACE)   # the dice still roll: the key ends the motion only
    assert board.match.actions == [ROLL] and not board.motion.busy
    assert board.match.state.phase == BUY   # this seed lands on a place for sale
    app.press_key(pygame.K_RETURN)
    assert board.match.actions == [ROLL], "Enter neither buys nor declines"
    app.click(board.control("buy"))
    app.run_frames(30)
    assert board.match.state.phase == PRE_ROLL, "doubles: the person rolls again"
    app.press_key(pygame.K_RETURN)
    assert board.match.actions[-1] == ROLL


def test_enter_ends_the_turn_after_the_move(app, open_board):
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")))
    state = board.match.state
    state.phase = POST_ROLL    # a test position: the move is over
    state._legal = None
    board.sync()
    app.press_key(pygame.K_KP_ENTER)
    assert board.match.actions == [END_TURN]


def test_t_opens_a_trade_and_l_shows_the_log(app, open_board):
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")))
    app.press_key(pygame.K_l)
    assert board.game_log.open, "L opens the game log over the board"
    app.press_key(pygame.K_l)
    assert not board.game_log.open, "and closes it again"
    assert board.offers("trade")
    app.press_key(pygame.K_t)
    assert board.draft is not None


def test_h_asks_for_a_hint(app, open_board):
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")))
    asked = []
    board.ask_hint = lambda: asked.append(True)
    app.press_key(pygame.K_h)
    assert asked == [True]


def test_tab_reaches_buy_and_enter_buys_without_a_mouse(app, open_board):
    """Buy, Auction and the rest had no key: a player without a mouse stopped at the first
    place for sale. Tab walks the panel's buttons (Buy first), Enter presses the focused one,
    and its tip opens on the way (tipkeys)."""
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")))
    app.press_key(pygame.K_SPACE)
    app.press_key(pygame.K_SPACE)   # the motion ends
    assert board.match.state.phase == BUY
    app.press_key(pygame.K_TAB)
    assert board.ring.current is board.control("buy")
    assert board.control("buy").tool_tip is not None or not board.control("buy").tool_tip_text
    app.press_key(pygame.K_TAB)
    assert board.ring.current is board.control("decline")
    for kind in (pygame.KEYDOWN, pygame.KEYUP):   # Shift-Tab: back to Buy
        pygame.event.post(pygame.event.Event(kind, key=pygame.K_TAB, mod=pygame.KMOD_SHIFT,
                                             unicode="", scancode=0))
    app.run_frames(1)
    app.press_key(pygame.K_RETURN, frames=3)
    assert type(board.match.actions[1]).__name__ == "Buy"
    assert board.match.state.phase != BUY
