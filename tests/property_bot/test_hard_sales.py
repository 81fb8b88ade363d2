"""Hard's search where it matters (ninth session): a set's last place sold to the rival it
completes when the cash beats the rent of the rounds left, weighed by rollouts in which the
rivals play Normal or the plain player (`plain`)."""

from __future__ import annotations

from random import Random

import pytest

from game.ai.budget import Budget
from game.property.bot import plain, value
from game.property.bot.levels import PLAIN_SHARE, RolloutKnowledge, choose
from game.property.bot.sales import sale_offers
from game.property.rules.actions import ACCEPT, BUY, DECLINE, END_TURN, REJECT, Offer, Terms
from game.property.rules.ending import net_worths
from tests.property_bot.board import BUY as BUY_PHASE
from tests.property_bot.board import POST_ROLL, at, board, give, place, set_members


def _last_place(round_: int, ruleset: str = "kraken_bay", set_id: str = "driftwood"):
    """Seat 0 holds one place of ``set_id``, seat 1 the rest and 1,500 (or 200,000) cash; seat
    0 after its roll in ``round_`` of 40, a round in which it is the seat that asks seat 1."""
    s = board(ruleset)
    s.round_cap = 40
    s.round = round_
    members = set_members(s, set_id)
    give(s, 0, members[-1])
    give(s, 1, *members[:-1])
    at(s, 0, POST_ROLL)
    return s, members[-1]


@pytest.mark.parametrize("ruleset,set_id", [("kraken_bay", "shallows"),
                                            ("menedzher", "retail")])
def test_a_set_is_offered_for_sale_only_when_few_rounds_are_left(ruleset, set_id):
    late, p = _last_place(39, ruleset, set_id)
    offers = sale_offers(late, 0, value.rounds_left(late, 20))
    assert offers and all(o.to == 1 and o.terms.give_places == (p,) for o in offers)
    assert all(late.rs.price[p] < o.terms.get_cash <= late.cash[1] for o in offers)
    early, _ = _last_place(3, ruleset, set_id)
    assert sale_offers(early, 0, value.rounds_left(early, 20)) == []


def test_hard_sells_a_sets_last_place_late_where_normal_would_buy_it():
    s, p = _last_place(39)
    normal = choose(s, 0, "normal", None, 4).action
    assert normal == END_TURN or p not in normal.terms.give_places
    hard = choose(s, 0, "hard", Budget(iterations=24), 4)
    assert type(hard.action) is Offer and hard.action.terms.give_places == (p,)
    key, params = hard.reason
    assert key == "property_bot.reason.sell_rollouts" and hard.iterations == 24
    assert (params["rival"], params["cash"]) == (1, hard.action.terms.get_cash)


def test_hard_does_not_sell_a_set_with_many_rounds_of_rent_ahead():
    s, _ = _last_place(3, set_id="shallows")
    hard = choose(s, 0, "hard", Budget(iterations=24), 4)
    assert hard.iterations == 0 and type(hard.action) is not Offer or not \
        hard.action.terms.give_places


def test_the_plain_player_takes_its_set_and_refuses_to_hand_one_over():
    s, p = _last_place(30)
    s.apply(Offer(1, Terms((p,), 0, 0, (), 1200, 0)))      # seat 0 sells seat 1 its set
    assert plain.act(s, 1) == ACCEPT
    s, p = _last_place(30)
    s.cash[0] = 1500
    s.turn = 1                          # seat 1 asks for the place that completes its set
    s.apply(Offer(0, Terms((), 1400, 0, (p,), 0, 0)))
    assert plain.act(s, 0) == REJECT


def test_the_plain_player_buys_while_it_keeps_a_small_reserve():
    s = board()
    p = place(s, "coral_steps")
    at(s, 0, BUY_PHASE, p)
    s.cash[0] = s.rs.price[p] + plain.RESERVE * s.rs.start_money
    assert plain.act(s, 0) == BUY
    s.cash[0] -= 1
    s._legal = None
    assert plain.act(s, 0) == DECLINE


def test_rollouts_give_the_rivals_the_plain_player_never_the_searching_seat():
    knowledge = RolloutKnowledge([END_TURN], 2)
    rng = Random(1)
    drawn = []
    for _ in range(400):
        knowledge.start_rollout(board(), rng)
        drawn.append(knowledge.players)
    assert not any(d[2] for d in drawn)
    for q in (0, 1, 3):
        assert abs(sum(d[q] for d in drawn) / len(drawn) - PLAIN_SHARE) < 0.08


def test_rollouts_value_income_only_over_the_rounds_left():
    """In the last round a seat 1,000 ahead in net worth is the favourite over a built set;
    with no cap the set's rounds of rent to come make its holder the favourite."""
    s, _ = _last_place(40)
    give(s, 1, *set_members(s, "amber"), level=3)
    s.cash[0] += net_worths(s)[1] - net_worths(s)[0] + 1000
    knowledge = RolloutKnowledge([END_TURN], 0)
    last = knowledge.evaluate(s)
    s.round_cap = 0
    endless = knowledge.evaluate(s)
    assert last[0] > last[1]
    assert endless[0] < endless[1]
