"""Whose decision it is, marked on the board at all times (issue 30.6): the acting seat's
token wears a gold ring and its row a gold pointer, on its own turn and out of it (an
auction's bidder)."""

from __future__ import annotations

from game.property.rules.actions import DECLINE, ROLL
from game.property.rules.phases import BUY
from game.property.view import layout
from game.property.view.board_view import SELECTED, TOKEN_R
from game.ui.palette import GOLD
from tests.property_scenes.conftest import setup_for
from tests.property_scenes.test_decisions import first_seat_starts


def ringed(app, board, seat: int) -> bool:
    state = board.match.state
    x, y = board.view.spot(state, seat, state.pos[seat])
    return tuple(app.screen.get_at((int(x) + TOKEN_R + 3, int(y))))[:3] == SELECTED


def pointed(app, seat: int) -> bool:
    row = layout.seat_row(seat)
    return tuple(app.screen.get_at((row.x + 3, row.centery)))[:3] == GOLD  # not the frame


def test_the_acting_seat_is_marked_on_its_turn_and_in_an_auction(app, open_board):
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")),
                       curtain=False)
    state = board.match.state
    app.run_frames(2)
    assert ringed(app, board, 0) and pointed(app, 0)
    assert not ringed(app, board, 1) and not pointed(app, 1)
    board.apply(ROLL)
    app.run_frames(2)
    assert state.phase == BUY   # this seed lands on a place for sale (test_keys.py)
    board.apply(DECLINE)        # the place goes to auction: the bidders decide in turn
    app.run_frames(2)
    bidder = state.current_player
    assert state.au_place >= 0 and bidder is not None
    assert ringed(app, board, bidder) and pointed(app, bidder)
    others = [seat for seat in range(state.n) if seat != bidder]
    assert not any(pointed(app, seat) for seat in others)
