"""Normal's decision at every point a seat acts (design §7): buying, bidding, building,
mortgages, jail, liquidation and bankruptcy."""

from __future__ import annotations

import pytest

from game.property.bot import value
from game.property.bot.policy import NORMAL, act
from game.property.rules import (
    Bankrupt,
    Bid,
    Build,
    Drop,
    Mortgage,
    Sell,
    Unmortgage,
    auction,
    new_game,
)
from game.property.rules.actions import BUY, DECLINE, PAY, PAY_FINE, ROLL, USE_PASS
from game.property.rules.phases import BUY as BUY_PHASE
from game.property.rules.queries import raisable
from tests.property_bot.board import POST_ROLL, PRE_ROLL, at, board, give, place, set_members


def test_buys_when_the_reserve_stays_and_declines_when_it_would_not():
    s = board()
    p = place(s, "krakens_crown")
    at(s, 0, BUY_PHASE, p)
    assert act(s, 0)[0] == BUY
    give(s, 1, *set_members(s, "amber"), *set_members(s, "kelpwood"), level=5)
    s.cash[0] = s.rs.price[p] + 100
    s._legal = None
    a, (key, params) = act(s, 0)
    assert a == DECLINE
    assert key == "property_bot.reason.decline_reserve"
    assert params["cash"] - params["price"] < value.reserve(s, 0)


@pytest.mark.parametrize("ruleset", ["kraken_bay", "menedzher"])
def test_bids_never_above_worth_nor_below_the_reserve(ruleset):
    """Every auction step of Normal-only games: a bid is at most the place's worth to the
    bidder and leaves at least the reserve; a drop happens only when the next bid would not."""
    seen = 0
    for seed in range(4):
        s = new_game(4, seed, {"ruleset": ruleset, "round_cap": 25})
        while not s.is_terminal():
            seat = s.current_player
            if s.au_place >= 0 and s.tr_terms is None:
                a, _ = act(s, seat)
                worth = value.worth(s, s.au_place, seat, value.rounds_left(s, NORMAL.horizon))
                spare = s.cash[seat] - value.reserve(s, seat)
                lo = auction.min_bid(s)
                if type(a) is Bid:
                    seen += 1
                    assert a.amount <= worth and a.amount <= spare
                else:
                    assert type(a) is Drop
                    assert lo > min(worth, spare)
            s.apply(act(s, seat)[0])
            if s.is_terminal():
                break
            if s.phase == BUY_PHASE and s.current_player == s.turn and not s.in_debt \
                    and s.tr_terms is None:
                s.apply(DECLINE)       # send every place to auction
    assert seen > 10


def test_kraken_bay_builds_every_set_to_three_houses_before_a_fourth():
    s = board()
    coral, kelp = set_members(s, "coral"), set_members(s, "kelpwood")
    give(s, 0, *kelp, level=3)
    give(s, 0, *coral)
    s.cash[0] = 5000
    at(s, 0, POST_ROLL)
    a, (key, params) = act(s, 0)
    assert type(a) is Build and a.space in coral
    assert key == "property_bot.reason.build" and params["level"] == 1


def test_kraken_bay_holds_at_four_houses_when_the_bank_runs_short():
    s = board()
    kelp = set_members(s, "kelpwood")
    give(s, 0, *kelp, level=4)
    s.supply[0] = 5
    s.cash[0] = 5000
    at(s, 0, POST_ROLL)
    assert not isinstance(act(s, 0)[0], Build)


def test_menedzher_builds_through_to_the_enterprise_one_level_per_turn():
    s = board("menedzher")
    members = set_members(s, "transport")
    give(s, 0, *members, level=3)
    s.cash[0] = 10**6
    at(s, 0, POST_ROLL)
    built = []
    for _ in range(10):
        a, _ = act(s, 0)
        if type(a) is not Build:
            break
        s.apply(a)
        built.append(a.space)
    assert sorted(built) == list(members)
    assert all(s.level[p] == s.rs.top_level for p in members)


def test_jail_leaves_early_while_places_are_for_sale_and_stays_once_built():
    s = board()
    at(s, 0, PRE_ROLL, s.rs.jail_space)
    s.jail[0] = 0
    a, (key, _) = act(s, 0)
    assert a == PAY_FINE and key == "property_bot.reason.jail_leave"
    s.held[0] = [0]
    s._legal = None
    assert act(s, 0)[0] == USE_PASS
    give(s, 1, *set_members(s, "amber"), level=3)
    assert act(s, 0) == (ROLL, ("property_bot.reason.jail_stay", {}))


def test_keeps_cash_for_the_places_for_sale_by_mortgaging_closed_places():
    """While the bank still has places and the seat's cash is short of the dearest one's
    price, Normal mortgages a place whose set a rival holds part of, never one whose set is
    still the bank's, and pays it off again only once everything is sold."""
    s = board()
    amber, coral = set_members(s, "amber"), set_members(s, "coral")
    give(s, 1, amber[0])
    give(s, 0, amber[1], coral[0])
    s.cash[0] = 100
    at(s, 0, PRE_ROLL)
    a, (key, params) = act(s, 0)
    assert a == Mortgage(amber[1]) and key == "property_bot.reason.mortgage_for_sale"
    assert params["raised"] == s.rs.mortgage_value(amber[1])
    assert params["unowned"] == sum(1 for p in s.rs.ownable if s.owner[p] < 0)
    s.apply(a)
    assert act(s, 0)[0] == ROLL                     # coral's set is still the bank's
    s.cash[0] = 1500
    s._legal = None
    assert act(s, 0)[0] == ROLL                     # not paid off while places are for sale
    give(s, 2, *(p for p in s.rs.ownable if s.owner[p] < 0))
    assert act(s, 0)[0] == Unmortgage(amber[1])


def test_menedzher_keeps_closed_places_unmortgaged_where_a_mortgage_bars_trading_them():
    """«Менеджер» trades no mortgaged place (D31): there a short seat keeps them as they are."""
    s = board("menedzher")
    retail = set_members(s, "retail")
    give(s, 1, retail[0])
    give(s, 0, retail[1])
    s.cash[0] = 1000
    at(s, 0, PRE_ROLL)
    assert act(s, 0)[0] == ROLL


def _debt(s, seat: int, amount: int) -> None:
    s.dues = [seat, -1, amount, 1]
    s.in_debt = True
    s._legal = None


def test_liquidation_mortgages_loose_places_then_sells_evenly_then_pays():
    s = board()
    loose = place(s, "barnacle_row")
    kelp = set_members(s, "kelpwood")
    give(s, 0, loose)
    give(s, 0, *kelp, level=2)
    s.cash[0] = 10
    at(s, 0, POST_ROLL)
    _debt(s, 0, 400)
    steps = []
    while s.in_debt:
        a, (key, params) = act(s, 0)
        steps.append(a)
        if a == PAY:
            s.apply(a)
            break
        assert params["debt"] == 400
        s.apply(a)
    assert steps[0] == Mortgage(loose) and len(steps) > 2
    assert all(type(a) is Sell for a in steps[1:-1])
    levels = [s.level[p] for p in kelp]
    assert max(levels) - min(levels) <= 1          # evenly
    assert steps[-1] == PAY
    assert not any(type(a) is Bankrupt for a in steps)


def test_bankrupt_only_when_nothing_could_cover_the_debt():
    s = board()
    give(s, 0, place(s, "barnacle_row"))
    s.cash[0] = 0
    at(s, 0, POST_ROLL)
    _debt(s, 0, 20)
    assert type(act(s, 0)[0]) is Mortgage
    _debt(s, 0, raisable(s, 0) + 1)
    a, (key, params) = act(s, 0)
    assert type(a) is Bankrupt and params["raisable"] < params["debt"]
