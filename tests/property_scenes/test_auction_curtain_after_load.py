"""Hot seat: a game continued in an auction opens with no curtain, as the auction's bids have
none in play (tests/scenes/test_kit_curtain_auction.py): every bid is public, nothing is
hidden. It opened behind "Over to Ben" before his bid (prop22). After the auction the curtain
falls as in play, by who last had the screen (tests/scenes/test_curtain_last_at_screen.py):
Ben dropped out last, so Anna's turn goes on behind her curtain."""

from __future__ import annotations

import pytest

from game.property.rules.actions import DROP
from game.property.view import model
from tests.property_scenes.test_since_card_after_load import loaded


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_a_game_continued_in_an_auction_opens_with_no_curtain(app, game):
    app.settings.confirm_end_turn = False
    board = loaded(app, game, curtain=True)
    assert model.auction_place(board.match.state) >= 0 and board.match.seat_to_act == 1
    assert board.curtain is None, "Ben's bid comes with no curtain"
    assert board.person == 1 and board.control("drop") is not None
    app.click(board.control("drop"))        # Anna has the place; her turn goes on
    app.run_frames(2)
    assert board.match.actions[-1] == DROP and model.auction_place(board.match.state) < 0
    assert board.match.seat_to_act == 0
    assert board.curtain is not None and board.curtain.seat == 0, "Ben had the screen last"
