"""Valuation from the landing table (design §7): income per round, set values, the cash
reserve, the escalator, and what a place is worth to a seat."""

from __future__ import annotations

import pytest

from game.property.bot import value
from game.property.rules.landing import landing_table
from tests.property_bot.board import board, give, place, set_members


@pytest.mark.parametrize("ruleset", ["kraken_bay", "menedzher"])
def test_income_is_landings_times_rent_times_rivals(ruleset):
    s = board(ruleset)
    p = s.rs.sets[3][0]
    give(s, 0, p)
    ept = landing_table(ruleset).per_turn[p]
    assert value.income(s, p, 0) == pytest.approx(ept * s.rs.rents[p][0] * 3)
    assert value.income(s, p, 0, 3) == pytest.approx(ept * s.rs.rents[p][3] * 3)
    s.alive[3] = False
    assert value.income(s, p, 0) == pytest.approx(ept * s.rs.rents[p][0] * 2)


def test_a_whole_set_doubles_the_unbuilt_income_and_a_mortgage_earns_nothing():
    s = board()
    members = set_members(s, "coral")
    give(s, 0, *members[:2])
    alone = value.income(s, members[0], 0)
    give(s, 0, members[2])
    assert value.income(s, members[0], 0) == pytest.approx(2 * alone)
    s.mort[members[1]] = True
    assert value.income(s, members[1], 0) == 0.0


def test_more_landed_places_of_equal_rent_earn_more():
    """The landing table, not the price, ranks places: jail-adjacent orange beats its twin
    rent elsewhere when landed on more often."""
    s = board()
    ept = landing_table("kraken_bay").per_turn
    a, b = place(s, "harpoon_hill"), place(s, "foghorn_plaza")   # same rents
    give(s, 0, a, b)
    assert (value.income(s, a, 0) > value.income(s, b, 0)) == (ept[a] > ept[b])


def test_reserve_rises_with_the_rivals_built_sets():
    s = board()
    empty = value.reserve(s, 0)
    assert empty >= s.rs.jail_fine
    hotels = set_members(s, "amber") + set_members(s, "kelpwood")
    give(s, 1, *hotels, level=5)
    built = value.reserve(s, 0)
    assert built >= min(s.rs.rents[p][5] for p in hotels)
    assert value.reserve(s, 1) == empty          # one's own hotels are no exposure


def test_the_escalator_raises_what_a_place_is_worth_before_round_31():
    s = board()
    p = place(s, "krakens_crown")
    early = value.worth(s, p, 0, 10)
    s.round = 28
    assert value.worth(s, p, 0, 10) > early
    assert value.escalator_ahead(s, 10) == pytest.approx((3 * 1 + 7 * 2) / 10)


def test_a_place_that_completes_or_blocks_a_set_is_worth_more():
    s = board()
    a, b, c = set_members(s, "lantern")
    plain = value.worth(s, c, 0, 10)
    give(s, 0, a, b)
    completes = value.worth(s, c, 0, 10)
    assert completes > plain
    assert value.completes_set(s, c, 0)
    assert value.blocks_set(s, c, 2) == 0
    assert value.worth(s, c, 2, 10) > plain


def test_standing_counts_cash_net_worth_and_income():
    s = board()
    before = value.standing(s, 0, 10)
    assert before == s.cash[0]
    members = set_members(s, "coral")
    give(s, 0, *members)
    assert value.standing(s, 0, 10) > s.cash[0] + sum(s.rs.price[p] for p in members)


def test_a_round_cap_cuts_the_horizon_so_late_places_are_worth_about_their_price():
    s = board()
    p = place(s, "krakens_crown")
    open_ended = value.worth(s, p, 0, 10)
    s.round_cap, s.round = 30, 30
    assert value.rounds_left(s, 10) == 1
    assert s.rs.price[p] < value.worth(s, p, 0, value.rounds_left(s, 10)) < open_ended
