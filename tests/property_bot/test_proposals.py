"""The computer proposes a trade that completes its set at a price both sides gain by, at
most once a round to a seat, and never repeats an offer that seat rejected."""

from __future__ import annotations

from game.property.bot import value
from game.property.bot.policy import act
from game.property.rules import Offer
from game.property.rules.actions import END_TURN, REJECT
from tests.property_bot.board import POST_ROLL, at, board, give, set_members


def _table():
    s = board()
    a, b, c = set_members(s, "lantern")
    give(s, 0, a, b)
    give(s, 2, c)
    s.cash[0] = 3000
    at(s, 0, POST_ROLL)
    return s, c


def test_offers_cash_for_the_place_that_completes_its_set_and_keeps_its_reserve():
    s, c = _table()
    a, (key, params) = act(s, 0)
    assert type(a) is Offer and a.to == 2 and a.terms.get_places == (c,)
    assert key == "property_bot.reason.offer" and params["cash"] == a.terms.give_cash
    assert a.terms.give_cash >= s.rs.price[c]
    assert s.cash[0] - a.terms.give_cash >= value.reserve(s, 0)


def test_a_rejected_offer_is_not_repeated_that_round():
    s, _ = _table()
    s.apply(act(s, 0)[0])
    s.apply(REJECT)
    s.tr_opened[0] = 0          # even with negotiations left this turn
    s._legal = None
    a, _ = act(s, 0)
    assert a == END_TURN


def test_another_computer_does_not_take_the_offer_that_hands_over_a_set():
    s, _ = _table()
    s.apply(act(s, 0)[0])
    a, (key, _) = act(s, 2)
    assert a == REJECT and key == "property_bot.reason.reject_set"
