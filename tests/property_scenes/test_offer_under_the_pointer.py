"""A computer's offer arriving under the pointer takes no click meant for Trade… (pt-prop5:
Counter-offer, Accept or Reject can come up where Trade… stood the moment before). The shared
click guard (`game/ui/click_guard.py`) already holds a button that comes up over a different
one for a double-click time. Since Trade… keeps a cell of its own in every panel
(`board_scene.TRADE_CELL`, pt-men), no button of the offer comes up there at all; the click
meant for it, a moment late, still does nothing, in both games."""

from __future__ import annotations

import pytest

from game.property.rules import Offer, Terms
from tests.property_scenes.test_decisions import give
from tests.property_scenes.test_fast_clicks import fast_click
from tests.property_scenes.test_trade_flow import own_turn


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_click_meant_for_trade_does_not_answer_an_offer_that_just_arrived(
        app, open_board, game, language):
    app.set_language(language)
    board = own_turn(app, open_board, game)
    state = board.match.state
    *theirs, c = state.rs.sets[0]
    give(state, 1, *theirs)
    give(state, 0, c)
    app.run_frames(2)
    trade = board.control("trade").get_abs_rect()
    assert board.apply(Offer(0, Terms((), state.rs.price[c], 0, (c,), 0, 0), by=1))
    app.run_frames(1)                          # the offer's buttons are up in the next frame
    under = [cid for cid, button in board.controls.items()
             if button.get_abs_rect().collidepoint(trade.center)]
    # Trade…'s cell is kept free in every panel (board_scene.TRADE_CELL, pt-men): no button of
    # the offer comes up under it any more; before, Accept, Reject or Counter did and only the
    # click guard held the click
    assert under == [], under
    moves = len(board.match.actions)
    fast_click(app, trade.center)              # meant for Trade…, a moment late
    assert len(board.match.actions) == moves, "the click answered the offer"
    assert board.draft is None, "the click opened a counter-offer"
    assert state.tr_terms is not None, "the offer is still open"
