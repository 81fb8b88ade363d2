"""An auction bid from the keyboard, round after round (propkeys3): each round's amounts give
the bid buttons new ids, and the computers' bids between two rounds make the panel theirs, so
the focus went with the pressed bid and a keyboard bidder had to Tab from the ring's head
every round. The focus now comes back on the bid of the same step (the least, five or ten
steps more; the all-money bid leaves nothing to bid with), on the typed bid where it was; a
step over the bidder's cash keeps its cell greyed (bidcells22) and the focus with it."""

from __future__ import annotations

import pygame
import pytest

from game.property.rules.actions import Bid
from game.property.rules.auction import min_bid
from tests.property_scenes.autoplay import settle, wait_until
from tests.property_scenes.conftest import setup_for
from tests.property_scenes.test_auction_panel import computers_auction, first_roll_lands_on_a_sale
from tests.support.press import tab_until


def asked_again(app, board, seat: int) -> bool:
    """Until the auction is over or `seat` is asked to bid again; whether it was asked."""
    state = board.match.state
    wait_until(app, lambda: state.au_place < 0 or (
        board.person == seat and not board.busy and board.control("drop") is not None))
    settle(app, board)
    return state.au_place >= 0


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_enter_alone_bids_the_least_round_after_round(app, game):
    board = computers_auction(app, game)
    state = board.match.state
    seat = state.current_player
    app.press_key(pygame.K_TAB)
    least = min_bid(state)
    assert board.ring.current is board.control(f"bid_{least}"), "Tab: the least bid first"
    app.press_key(pygame.K_RETURN, frames=2)
    assert Bid(least) in board.match.actions
    assert asked_again(app, board, seat), "the computers bid again (this seed)"
    again = min_bid(state)
    assert again > least
    assert board.ring.current is board.control(f"bid_{again}"), "the focus on the least bid"
    made = len(board.match.actions)
    app.press_key(pygame.K_RETURN, frames=2)
    assert board.match.actions[made:made + 1] == [Bid(again)], "Enter alone bid again"


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_ten_steps_more_over_the_cash_keep_the_focus_greyed_in_their_cell(app, game):
    """Ten steps more bid by Enter; next round ten steps more are over the bidder's cash:
    the focus is on their greyed cell, not on a bid of another step they did not choose,
    nor on Drop out (bidcells22: a second Enter there dropped the bidder out); Enter bids
    nothing and says why."""
    board = computers_auction(app, game)
    state = board.match.state
    seat = state.current_player
    step = state.rs.auction_step
    cash = min_bid(state) + 20 * step
    state.bank += state.cash[seat] - cash   # the bank's ledger keeps the money conserved
    state.cash[seat] = cash
    state._legal = None
    board.sync()
    ten = min_bid(state) + 10 * step
    board.ring.focus(board.control(f"bid_{ten}"))
    app.press_key(pygame.K_RETURN, frames=2)
    assert Bid(ten) in board.match.actions
    assert asked_again(app, board, seat)
    over = min_bid(state) + 10 * step
    assert over > state.cash[seat], "ten steps more than the cash"
    assert board.ring.current is board.control(f"bid_{over}"), "on ten steps more, greyed"
    assert not board.ring.current.is_enabled
    made = len(board.match.actions)
    app.press_key(pygame.K_RETURN, frames=2)
    assert board.match.actions[made:] == [], "Enter bid nothing"
    assert board.toast.text == board.ring.current.tool_tip_text, "and said why"


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_a_typed_bid_keeps_the_field(app, game):
    """Enter in the typed bid's field bids it; in the next round the field has the keys
    again, its amount selected, so the next amount is typed over it."""
    board = computers_auction(app, game)
    state = board.match.state
    seat = state.current_player
    amount = min_bid(state) + state.rs.auction_step
    app.click(board.bid_entry)
    board.bid_entry.set_text(str(amount))
    app.press_key(pygame.K_RETURN, frames=2)
    assert Bid(amount) in board.match.actions
    assert asked_again(app, board, seat)
    assert board.bid_entry.is_focused, "the typed bid's field has the keys again"


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_auction_it_from_the_keys_puts_the_focus_on_the_least_bid(app, open_board, game):
    """"Auction it" pressed with Enter: when the person is asked to bid (after the computers),
    the least bid has the focus at once, so Enter bids it; the first round asked for a Tab
    first (proptext21)."""
    board = open_board(setup_for(game, seed=first_roll_lands_on_a_sale(game)), curtain=False)
    app.click(board.control("roll"))
    settle(app, board)
    tab_until(app, board, lambda widget: widget is board.control("decline"))
    app.press_key(pygame.K_RETURN, frames=2)
    assert asked_again(app, board, 0), "the person is asked to bid"
    least = min_bid(board.match.state)
    assert board.ring.current is board.control(f"bid_{least}"), board.ring.current
