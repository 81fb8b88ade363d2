"""A swing at a property game's auction says what the person needed to judge the moment: the
place, its list price, who held the high bid and how much, the person's cash, and what
dropping out gave up (the place, to the high bidder at their bid). The card said "Bid 30" /
"Drop out" in the buttons' words, with the high bid only on the board's panel (reviewplay,
7 December). Every figure on it is on the table for all to see: no computer's ceiling.

Kraken Bay's example save: Anna (seat 0) and Blue bid against each other in its one auction
(moves 424-476); a bid there is made the costly swing, or a drop."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.property.rules.auction import min_bid
from game.reviews import open_save
from tests.review.conftest import save_of
from tests.scenes.test_review_screen import kept_copy, open_screen, quick_review


def two_bidders(review, replay, played: str):
    """The first of Anna's decisions at the auction where Blue holds the high bid and only the
    two of them are still in (a drop hands Blue the place), Anna playing `played`."""
    for index, d in enumerate(review.decisions):
        s = replay.state_at(d.move)
        if (s.au_place >= 0 and s.au_bidder > 0 and len(s.au_seats) == 2
                and d.taken[0].startswith(played)):
            return index, d, s
    raise AssertionError(f"no {played} of Anna against one bidder")


def card_of(app, tmp_path, index, decision):
    review = quick_review("kraken_bay")
    decisions = (*review.decisions[:index], decision, *review.decisions[index + 1:])
    scene = open_screen(app, kept_copy(tmp_path / "saves", "kraken_bay",
                                       replace(review, decisions=decisions,
                                               swing_indices=(index,))))
    [card] = scene.cards()
    return scene, card


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_a_bid_card_says_the_high_bid_its_bidder_and_what_a_drop_gave_up(
        app, tmp_path, language):
    app.set_language(language)
    review = quick_review("kraken_bay")
    replay = open_save(save_of("kraken_bay")).replay()
    index, played, s = two_bidders(review, replay, "bid")
    costly = replace(played, preferred=("drop",), after_preferred=played.before)
    scene, card = card_of(app, tmp_path, index, costly)
    w = scene.board.words
    place, high, bidder = w.space(s.au_place), w.money(s.au_high), w.player(s.au_bidder)
    moment = app.tr("property_board.review.auction_high", space=place, player=bidder,
                    amount=high, price=w.money(s.rs.price[s.au_place]), seat=scene.called(0),
                    cash=w.money(s.cash[0]))
    assert card.rows[0] == moment, "the moment first: the place, the high bid and its bidder"
    assert "))" not in moment, "a computer's name, with its level in brackets, never in brackets"
    assert card.rows[1] == app.tr("review.ui.played", player=scene.called(0), plan=app.tr(
        "property_board.review.bid", amount=w.money(int(played.taken[0].split()[1])),
        space=place))
    assert card.rows[2] == app.tr("review.ui.prefers", plan=app.tr(
        "property_board.review.drop_won", space=place, player=scene.called(s.au_bidder),
        amount=high)), "a drop gives the place up to the high bidder at the high bid"
    assert len(card.rows) == 5, "the chances and the reason follow as on every card"


def test_a_drop_card_says_what_dropping_gave_up(app, tmp_path):
    review = quick_review("kraken_bay")
    replay = open_save(save_of("kraken_bay")).replay()
    index, played, s = two_bidders(review, replay, "bid")
    dropped = replace(played, taken=("drop",), preferred=played.taken,
                      after_preferred=played.before)
    scene, card = card_of(app, tmp_path, index, dropped)
    w = scene.board.words
    assert card.rows[1] == app.tr("review.ui.played", player="Anna", plan=app.tr(
        "property_board.review.drop_won", space=w.space(s.au_place),
        player=scene.called(s.au_bidder), amount=w.money(s.au_high)))


def test_before_the_first_bid_the_moment_says_the_opening_bid(app, tmp_path):
    """Where no one has bid yet the moment names the opening bid; a drop that leaves others
    in names the auction it leaves."""
    scene = open_screen(app, kept_copy(tmp_path / "saves", "kraken_bay"))
    replay, board = scene.replay, scene.board
    move = next(m for m in range(len(replay)) if replay.state_at(m).au_place >= 0)
    s = replay.state_at(move)
    assert s.au_bidder < 0 and len(s.au_seats) > 2
    seat = s.current_player
    w = board.words
    place = w.space(s.au_place)
    assert board.moment(s, seat) == app.tr(
        "property_board.review.auction_opening", space=place, amount=w.money(min_bid(s)),
        price=w.money(s.rs.price[s.au_place]), seat=scene.called(seat),
        cash=w.money(s.cash[seat]))
    assert board.plan_words(s, seat, ("drop",)) == [
        app.tr("property_board.review.drop", space=place)]


def test_a_card_away_from_an_auction_has_no_moment(app, tmp_path):
    """The planted trade answer: its own words carry the offer; nothing is added."""
    review = quick_review("kraken_bay")
    scene = open_screen(app, kept_copy(tmp_path / "saves", "kraken_bay", review))
    first = scene.review.swings[0]
    assert scene.replay.state_at(first.move).au_place < 0
    assert scene.cards()[0].rows[0].startswith(app.tr("review.ui.played", player="Anna",
                                                      plan="")), "what was played comes first"
