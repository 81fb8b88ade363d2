"""Hard proposes the set swaps a Normal accepts (issue 27, twelfth session): two Normals
never agree on a deal, so Hard looks for the price at which Normal's own answer takes a swap
that completes a set on each side, and proposes it when its answer to the same deal handed
back, weighed by its rollouts, is to accept (issue 27.5)."""

from __future__ import annotations

from game.ai.budget import Budget
from game.property.bot import value
from game.property.bot.levels import choose, handed_back
from game.property.bot.swaps import swap_offers
from game.property.rules import Offer
from game.property.rules.actions import ACCEPT, END_TURN
from tests.property_bot.board import POST_ROLL, asking, at, board, give

HARD, RIVAL = 0, 1
BUDGET = Budget(iterations=24)


def _table(hard_set: int = 3, rival_set: int = 4, rival_cash: int = 1400):
    """Kraken Bay: Hard holds set ``hard_set`` but one place, which the rival holds; the
    rival holds set ``rival_set`` but one place, which Hard holds, and ``rival_cash``; Hard
    after its roll in a round in which it may ask the rival."""
    s = board("kraken_bay")
    rs = s.rs
    mine, theirs = rs.sets[hard_set], rs.sets[rival_set]
    give(s, HARD, *mine[:-1], theirs[-1])
    give(s, RIVAL, *theirs[:-1], mine[-1])
    s.cash[RIVAL] = rival_cash
    at(s, HARD, POST_ROLL)
    asking(s, HARD, RIVAL)
    return s, mine[-1], theirs[-1]


def test_hard_offers_a_set_swap_that_normal_takes_and_takes_it_back_itself():
    """Until the twelfth session Hard offered only deals it gained more by, which a Normal
    refuses; now the swap comes with the cash at which Normal says yes, and Hard takes the
    same deal handed back whatever its decision's seed (one rollout judgement)."""
    s, wanted, given = _table()
    reply = choose(s, HARD, "hard", BUDGET, 5)
    offer = reply.action
    assert type(offer) is Offer and offer.to == RIVAL
    assert offer.terms.get_places == (wanted,) and offer.terms.give_places == (given,)
    assert reply.reason[0] == "property_bot.reason.swap_rollouts" and reply.iterations >= 24
    assert reply.reason[1]["cash"] == offer.terms.give_cash
    after = s.clone()
    after.apply(offer)
    assert choose(after, RIVAL, "normal", None, 7).action == ACCEPT
    back = handed_back(s, offer)
    for seed in (1, 2, 3):
        assert choose(back, HARD, "hard", BUDGET, seed).action == ACCEPT


def test_normal_offers_no_such_swap():
    s, _, _ = _table()
    a = choose(s, HARD, "normal", None, 5).action
    if type(a) is Offer:
        after = s.clone()
        after.apply(a)
        assert choose(after, RIVAL, "normal", None, 7).action != ACCEPT


def test_no_swap_is_offered_to_a_rival_standing_above_hard():
    """A swap gains the rival more than Hard: with the leader it pulls the leader further
    ahead of Hard («Менеджер» seed 14, round 34: Hard's swap with the leader, who won)."""
    s, _, _ = _table(rival_cash=3000)
    assert swap_offers(s, HARD, value.rounds_left(s, 20)) == []
    a = choose(s, HARD, "hard", BUDGET, 5)
    assert "swap" not in a.reason[0]


def test_no_swap_is_offered_to_a_seat_it_may_not_ask_this_round():
    s, _, _ = _table()
    s.round += 1
    assert swap_offers(s, HARD, value.rounds_left(s, 20)) == []
    a = choose(s, HARD, "hard", BUDGET, 5).action
    assert a == END_TURN or type(a) is not Offer or a.to != RIVAL


def test_a_swap_the_rival_turned_down_is_not_offered_again_on_the_same_terms():
    s, _, _ = _table()
    offer = choose(s, HARD, "hard", BUDGET, 5).action
    s.tr_refused[HARD * s.n + RIVAL] = s.round
    s.tr_refused_terms[HARD * s.n + RIVAL] = str(offer)
    assert offer not in swap_offers(s, HARD, value.rounds_left(s, 20))
