"""Hard proposes set-completing deals (issue 27, seventeenth session): the last piece of one
of its sets, for cash or a loose place plus cash, at the cheapest step a Normal takes. The
plain player and every league member refuse to hand a proposer a set, so such a deal is
weighed at a table of Normals only, and only when Hard would otherwise end its turn: against
a member it is a refused offer in place of nothing."""

from __future__ import annotations

import pytest

from game.ai.budget import Budget
from game.ai.search import PlanStats, SearchResult
from game.property.bot import levels, plain, value
from game.property.bot.levels import choose
from game.property.bot.sales import sale_offers
from game.property.bot.shares import set_deals, share_deals
from game.property.bot.trades import (
    ASK_AGAIN_ROUNDS,
    asks_this_round,
    clearly_better,
    judge,
    refused_set_deal,
)
from game.property.rules.actions import ACCEPT, END_TURN, REJECT, Counter, Offer
from tests.property_bot.board import POST_ROLL, at, board, give, set_members

SETS = {"kraken_bay": "shallows", "menedzher": "retail"}


def _last_piece(ruleset: str, round_: int = 37):
    """Seat 0 holds all of a set but one place, seat 1 that place; seat 0 is rich, after its
    roll in ``round_`` of 40 (or the next round in which it is the seat that asks seat 1)."""
    s = board(ruleset)
    s.round_cap = 40
    members = set_members(s, SETS[ruleset])
    give(s, 0, *members[:-1])
    give(s, 1, members[-1])
    s.cash[0] = 5 * s.rs.start_money
    s.round = round_
    while not asks_this_round(s, 0, 1):
        s.round += 1
    at(s, 0, POST_ROLL)
    return s, members[-1]


def _horizon(s) -> int:
    return value.rounds_left(s, levels.HARD.horizon)


@pytest.mark.parametrize("ruleset", ["kraken_bay", "menedzher"])
def test_a_set_completing_deal_is_listed_when_a_normal_takes_it_and_a_plain_player_not(
        ruleset):
    s, p = _last_piece(ruleset)
    deals = set_deals(s, 0, _horizon(s))
    assert deals, "no set-completing deal listed"
    # None of them is a share deal: those are the deals both answers take.
    assert not {d.offer for d in deals} & {d.offer for d in share_deals(s, 0, _horizon(s))}
    for d in deals:
        assert d.offer.to == 1 and d.offer.terms.get_places == (p,)
        opened = s.clone()
        opened.apply(d.offer)
        assert judge(opened, 1, _horizon(s))[0]
        assert choose(opened, 1, "normal", None, 3).action == ACCEPT
        assert plain.act(opened, 1) == REJECT
        opened.apply(ACCEPT)
        assert value.completes_set(s, p, 0) and opened.owner[p] == 0
        assert opened.cash[0] >= value.reserve(opened, 0)


@pytest.mark.parametrize("ruleset", ["kraken_bay", "menedzher"])
def test_hard_takes_its_set_deal_handed_back(ruleset):
    s, _ = _last_piece(ruleset)
    for d in set_deals(s, 0, _horizon(s)):
        back = s.clone()
        back.apply(d.offer)
        back.apply(Counter(back.tr_terms.swapped()))
        assert choose(back, 0, "hard", Budget(iterations=8), 7).action == ACCEPT


def _normal_table(monkeypatch, means: dict, seen: list) -> None:
    """Hard's rollouts replaced by fixed mean shares per table and choice; the tables asked
    are put in ``seen``."""

    def search(state, seat, knowledge, *args, **kwargs):
        seen.append(knowledge.table)
        m = means[knowledge.table]
        stats = [PlanStats(plan, 32, m.get(plan[0], m["deal"])) for plan in
                 knowledge.plans(state)]
        return SearchResult(stats[0].plan, 64, "iterations", 0.0, stats)

    monkeypatch.setattr(levels, "flat_monte_carlo", search)


@pytest.mark.parametrize(("deal", "proposed"), [(0.26, False), (0.28, True)])
def test_a_set_deal_is_proposed_when_it_wins_at_a_table_of_normals(monkeypatch, deal,
                                                                   proposed):
    """Weighed at a table of Normals only (a plain player refuses it: at his table it would
    change nothing) and proposed when it beats ending the turn by HARD_SWITCH (0.02)."""
    s, p = _last_piece("kraken_bay")
    seen: list = []
    _normal_table(monkeypatch, {"normal": {END_TURN: 0.25, "deal": deal}}, seen)
    reply = choose(s, 0, "hard", None, 5)
    assert seen == ["normal"]
    assert (type(reply.action) is Offer) is proposed
    if proposed:
        assert reply.action.terms.get_places == (p,)
        assert reply.reason[0] in ("property_bot.reason.offer", "property_bot.reason.offer_swap")
    else:
        assert reply.action == END_TURN


def test_a_refused_set_deal_is_not_asked_again_inside_the_wait():
    """A member's no (the plain rule) is remembered (`trades.turned_down`): inside the wait the
    deal is not listed again in a round Hard asks that seat, only one clearly better for it
    (15 % more cash); once the wait is over it is."""
    s, _ = _last_piece("kraken_bay")
    deal = set_deals(s, 0, _horizon(s))[0]
    s.apply(deal.offer)
    s.apply(plain.act(s, 1))                          # a member's answer: no
    assert s.tr_refused[1] == s.round
    asked = 0
    for r in range(s.round + 1, s.round + ASK_AGAIN_ROUNDS):
        later = s.clone()
        later.round, later.round_cap = r, r + s.round_cap - s.round   # as many rounds left
        later.tr_opened[0] = 0
        if asks_this_round(later, 0, 1):
            asked += 1
            again = [d.offer.terms for d in set_deals(later, 0, _horizon(later))]
            assert deal.offer.terms not in again, r
            assert all(clearly_better(later, t, deal.offer.terms) for t in again), r
    assert asked == 2
    later = s.clone()
    later.round = s.round + ASK_AGAIN_ROUNDS
    while not asks_this_round(later, 0, 1):
        later.round += 1
    later.round_cap = later.round + s.round_cap - s.round
    later.tr_opened[0] = 0
    assert [(d.offer.to, d.place) for d in set_deals(later, 0, _horizon(later))] == [
        (1, deal.place)]


def _both_last_pieces(ruleset: str = "kraken_bay"):
    """Seat 0 lacks the last place of one set (seat 1 holds it) and holds the last place of
    seat 1's set; both rich, seat 0 after its roll in round 36 of 40, asking seat 1."""
    s = board(ruleset)
    s.round_cap = 40
    mine, theirs = set_members(s, "shallows"), set_members(s, "driftwood")
    give(s, 0, *mine[:-1], theirs[-1])
    give(s, 1, mine[-1], *theirs[:-1])
    s.cash[0], s.cash[1] = 5 * s.rs.start_money, 3 * s.rs.start_money
    s.round = 36
    while not asks_this_round(s, 0, 1):
        s.round += 1
    at(s, 0, POST_ROLL)
    return s, theirs[-1]


def test_v3_a_refused_set_deal_holds_set_deals_but_not_hards_sale(monkeypatch):
    """v3 (SETDEALS=3, measured; seventeenth session): the refusal memory per kind of deal. A
    member refuses Hard's set deal; the next round Hard asks it, the same set deal still waits
    (a person is not asked again), while Hard's sale of the member's set piece is offered
    (with one memory for every kind it waited: Kraken Bay seed 50 against `set_trader`)."""
    monkeypatch.setenv("SETDEALS", "3")
    s, q = _both_last_pieces()
    deal = set_deals(s, 0, _horizon(s))[0]
    assert sale_offers(s, 0, _horizon(s))
    s.apply(deal.offer)
    s.apply(plain.act(s, 1))                          # a member's answer: no
    later = s.clone()
    later.round += 3                                  # the next round seat 0 asks seat 1
    later.tr_opened[0] = 0
    later.tr_rejected.clear()                         # the rules clear it each round
    assert asks_this_round(later, 0, 1) and later.round - s.round < ASK_AGAIN_ROUNDS
    assert refused_set_deal(later, 0, 1, _horizon(later))
    assert deal.offer.terms not in [d.offer.terms for d in set_deals(later, 0, _horizon(later))]
    sales = sale_offers(later, 0, _horizon(later))
    assert sales and all(o.to == 1 and o.terms.give_places == (q,) for o in sales)
    monkeypatch.setenv("SETDEALS", "1")               # v1: one memory for every kind
    assert sale_offers(later, 0, _horizon(later)) == []


def test_v3_a_refused_sale_still_holds_hards_later_offers(monkeypatch):
    """Only a set deal's refusal is kept apart: a refused sale is no set deal and holds the
    seat's later sales as before."""
    monkeypatch.setenv("SETDEALS", "3")
    s, _ = _both_last_pieces()
    sale = sale_offers(s, 0, _horizon(s))[-1]         # the cheapest step: nothing below it
    s.apply(sale)
    s.apply(REJECT)
    later = s.clone()
    later.round += 3
    later.tr_opened[0] = 0
    later.tr_rejected.clear()
    assert not refused_set_deal(later, 0, 1, _horizon(later))
    assert sale.terms not in [o.terms for o in sale_offers(later, 0, _horizon(later))]
