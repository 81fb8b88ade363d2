"""A click, in a trade draft, on a place of a seat other than the draft's partner (play-test
12, «Менеджер» en at 1920×1080: the Blue tab was on, the click on Yellow's place did nothing
and said nothing). It makes that seat the partner, its place asked for, the person's own
side kept; an answer to a counter-offer keeps its partner, and the news line says whose the
place is."""

from __future__ import annotations

from game.property.scenes.trade_draft import TradeDraft
from tests.property_scenes.autoplay import click_space
from tests.property_scenes.test_decisions import give
from tests.property_scenes.test_trade_flow import own_turn


def test_a_third_seats_place_makes_it_the_partner_and_keeps_the_persons_side(app, open_board):
    board = own_turn(app, open_board, "menedzher")
    state = board.match.state
    mine, theirs = state.rs.sets[0][0], state.rs.sets[1][0]
    give(state, 0, mine)
    give(state, 2, theirs)
    board.open_trade()
    assert board.draft.partner == 1
    click_space(app, board, mine)
    board.entries["give_cash"].set_text("5000")
    click_space(app, board, theirs)
    draft = board.draft
    assert (draft.partner, draft.give, draft.get, draft.give_cash) == (2, {mine}, {theirs}, 5000)
    assert board.entries["give_cash"].get_text() == "5,000", "kept, written the en way"


def test_an_answers_partner_stays_and_the_news_line_says_whose_the_place_is(app, open_board):
    board = own_turn(app, open_board, "menedzher")
    state = board.match.state
    theirs = state.rs.sets[1][0]
    give(state, 2, theirs)
    board.open_trade()
    board.draft = TradeDraft(0, 1, counter=True)
    board.sync()
    click_space(app, board, theirs)
    assert (board.draft.partner, board.draft.get) == (1, set())
    said = board.toast.text
    for name in (board.words.space(theirs), board.words.player(2), board.words.player(1)):
        assert name in said, said
