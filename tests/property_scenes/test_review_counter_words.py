"""The game review says a counter-offer with its terms after a dash, as it says accepting or
rejecting the offer (play-test: a swing's card read only "Counter-offer", ru "Встречное", and
the reader could not tell what was offered back)."""

from __future__ import annotations

import pytest

from game.games import game_entry
from game.property.rules import Counter, Offer, Terms
from game.property.scenes.review_board import PropertyReviewBoard
from tests.property_scenes.conftest import setup_for
from tests.property_scenes.test_decisions import give


def offered(app, language: str):
    """Kraken Bay with the first seat offering its place to the next seat for 20: the state,
    the two seats, the offered place and a review board in `language`."""
    app.set_language(language)
    setup = setup_for("kraken_bay")
    state = game_entry("kraken_bay").start(setup)
    me = state.current_player
    to = (me + 1) % 3
    rs = state.rs
    mine, theirs = [p for p in range(rs.n_spaces) if rs.price[p]][:2]
    give(state, me, mine)
    give(state, to, theirs)
    state.apply(Offer(to=to, terms=Terms(give_places=(mine,), get_cash=20)))
    return state, me, to, mine, PropertyReviewBoard(setup, app.tr, language)


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_a_counter_offer_reads_with_its_terms_like_accept_and_reject(app, language):
    state, me, to, mine, board = offered(app, language)
    assert state.current_player == to
    counter = Counter(Terms(give_cash=30, get_places=(mine,), get_cash=5))
    accept, counter_words = board.plan_words(state, to, ["accept", str(counter)])
    w = board.words
    assert counter_words != app.tr("property_board.button.counter")
    assert counter_words == app.tr("property_board.review.counter_offer", player=w.player(me),
                                    get=w.trade_side((mine,), 5, 0),
                                    give=w.trade_side((), 30, 0))
    dash = next(d for d in ("—", "–") if d in accept)
    assert f" {dash} " in counter_words, "the terms after the same dash as accept's"
    assert w.space(mine) in counter_words and w.money(30) in counter_words


#: The language's "and" before the last of a trade side's items (CLDR's list pattern).
AND = {"de": " und ", "en": " and ", "ru": " и "}


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_a_place_and_cash_on_one_side_read_as_two_items(app, language):
    """Play-test propleft2 (Kraken Bay de, the review): Anna's counter, her ferry and 20,
    read "Gelb (normal) gibt 250 für Anker-Fähre, 20", the 20 like the ferry's price. The
    side's last item follows the language's "and", in the review, the offer's card and the
    log alike (the board's and the review's `Words` know their language)."""
    state, me, to, mine, board = offered(app, language)
    counter = Counter(Terms(give_cash=250, get_places=(mine,), get_cash=20))
    _accept, words = board.plan_words(state, to, ["accept", str(counter)])
    w = board.words
    side = w.space(mine) if language != "ru" else app.tr("property_board.trade.place",
                                                          space=w.space(mine))
    assert f"{side}{AND[language]}{w.money(20)}" in words, words
