"""The trade screen: a deal put together by clicking places and typing cash is previewed as
the rules would play it and sent as the rules' offer; an offer that arrives is answered on
screen, a counter-offer starting from its terms."""

from __future__ import annotations

from game.property.rules import Counter, Offer, Terms, queries
from game.property.scenes.trade_draft import draft_preview
from tests.property_scenes.autoplay import click_space, press, wait_until
from tests.property_scenes.conftest import setup_for
from tests.property_scenes.test_decisions import first_seat_starts, give


def test_a_trade_put_together_on_screen_is_previewed_and_sent_to_the_computer(app, open_board):
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")))
    state = board.match.state
    give(state, 0, 1, 3)   # the whole Driftwood set
    give(state, 1, 39)     # Kraken's Crown
    assert press(app, board, "trade")
    assert board.draft is not None and board.draft.partner == 1
    click_space(app, board, 3)
    click_space(app, board, 39)
    board.entries["give_cash"].set_text("100")
    board.read_entries()
    draft = board.draft
    assert (draft.give, draft.get, draft.give_cash) == ({3}, {39}, 100)
    preview = draft_preview(state, draft)
    assert preview.worth_after[0] == queries.net_worth(state, 0) - 60 + 400 - 100
    assert preview.income_after[0] != preview.income_before[0]
    assert state.owner[3] == 0, "a preview changes nothing"
    send = next(b for b, run in board.handlers.items() if run == board.send_trade)
    app.click(send)
    assert board.draft is None
    assert isinstance(board.match.actions[-1], Offer)
    wait_until(app, lambda: board.match.state.tr_terms is None or board.person == 0)


def test_an_offer_that_arrives_is_answered_with_a_counter_from_its_terms(app, open_board):
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")))
    state = board.match.state
    give(state, 1, 3)
    offer = Offer(0, Terms(give_places=(3,), get_cash=50), by=1)
    assert board.apply(offer)
    app.run_frames(2)
    assert board.person == 0
    assert board.control("accept") and board.control("reject") and board.control("counter")
    assert press(app, board, "counter")
    draft = board.draft
    assert draft.counter and draft.get == {3} and draft.give_cash == 50
    board.entries["give_cash"].set_text("30")
    board.read_entries()
    app.click(next(b for b, run in board.handlers.items() if run == board.send_trade))
    assert board.match.actions[-1] == Counter(Terms(give_cash=30, get_places=(3,)))
