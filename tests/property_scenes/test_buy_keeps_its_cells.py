"""Buy and Auction keep their cells whatever the place costs (playtest20, «Менеджер» ru at
1920×1080): Buy took one cell when its label fitted one («Купить за 6 000», «Ателье») and two
when it did not («Купить за 10 000»), so Auction stood in the first row's second cell on a
cheap place, right where Roll's right half had been, and in the second row's first on the
others; a player who bought with the big first button sent a cheap place to auction. Now Buy
is as wide as its longest label on that board in that language, so both stand still for the
whole game (Kraken Bay and «Менеджер» en: one cell each, side by side; «Менеджер» de and ru:
Buy the first row's two cells, Auction the second row's under it)."""

from __future__ import annotations

import pytest

from game.property.rules.phases import BUY
from game.property.scenes.board_scene import cell
from tests.property_scenes.conftest import setup_for
from tests.property_scenes.test_decisions import first_seat_starts


def rect_of(board, cid: str):
    """The button's rect as drawn without a fourth row's lift."""
    return board.control(cid).get_relative_rect().move(0, board.buttons_lift)


@pytest.mark.parametrize("language", ["de", "en", "ru"])
@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_buy_and_auction_stand_in_one_place_for_every_price(app, open_board, game, language):
    app.set_language(language)
    board = open_board(setup_for(game, seed=first_seat_starts(game)), curtain=False)
    s = board.match.state
    rs = s.rs
    prices = {rs.price[q]: q for q in range(rs.n_spaces) if rs.price[q] > 0}
    where = {}
    for price, q in sorted(prices.items()):
        s.phase, s.pos[0] = BUY, q
        s._legal = None
        board.sync()
        where[price] = (rect_of(board, "buy"), rect_of(board, "decline"))
    assert len(where) > 5
    first = where[min(where)]
    moved = {price: rects for price, rects in where.items() if rects != first}
    assert moved == {}, (first, moved)
    buy, auction = first
    assert buy.topleft == cell(0, 0).topleft, "Buy starts where Roll started"
    assert not buy.colliderect(auction)
