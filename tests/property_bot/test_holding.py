"""Issue 27 point 2: levels that do not ruin themselves — values by the rounds really left,
a reserve kept by every level, no houses sold at half price while a mortgage covers the debt,
ferries and power stations valued as the sets they are."""

from __future__ import annotations

import pytest

from game.property.bot import value
from game.property.bot.levels import HARD, choose
from game.property.bot.policy import NORMAL, act, liquidate
from game.property.rules import Build, Mortgage
from game.property.rules.phases import MOVING
from game.property.rules.rulesets import FERRY, POWER
from tests.property_bot.board import POST_ROLL, at, board, give, place, set_members


def test_nothing_is_earned_once_time_is_up_and_a_round_cap_cuts_the_horizon():
    s = board()
    assert value.rounds_left(s, 20) == 20
    s.round_cap, s.round = 40, 38
    assert value.rounds_left(s, 20) == 3
    s.round_cap, s.time_limit, s.time_up = 0, 60, True
    assert value.rounds_left(s, 20) == 0
    p = place(s, "krakens_crown")
    assert value.worth(s, p, 0, 0) == s.rs.price[p]


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_every_level_keeps_its_reserve_when_it_builds(level):
    """The play-test saw Hard build down to 0-30 cash and sell houses at every rent."""
    s = board()
    give(s, 0, *set_members(s, "lantern"))
    give(s, 1, *set_members(s, "amber"), level=3)
    keep = value.reserve(s, 0)
    s.cash[0] = keep + 150
    at(s, 0, POST_ROLL)
    a = choose(s, 0, level, None, 1).action
    assert type(a) is Build          # one house (100) fits above the reserve
    s.apply(a)
    a = choose(s, 0, level, None, 2).action
    assert type(a) is not Build, "a second house would cut into the reserve"
    assert s.cash[0] >= keep
    assert HARD.reserve_scale == NORMAL.reserve_scale == 1.0


def test_no_house_is_sold_at_half_price_while_a_mortgage_covers_the_debt():
    s = board(seats=2)
    give(s, 0, *set_members(s, "lantern"), level=2)
    give(s, 0, *set_members(s, "abyss"))       # a whole set, unbuilt: mortgaging it loses rent
    s.bank += s.cash[0] - 20
    s.cash[0] = 20
    s.dues.extend((0, 1, 300, 0))
    s.in_debt, s.phase, s._legal = True, MOVING, None
    a, (key, _) = liquidate(s, 0)
    assert type(a) is Mortgage and key == "property_bot.reason.mortgage"
    assert s.rs.set_of[a.space] == s.rs.set_ids.index("abyss")


@pytest.mark.parametrize(("kind", "count"), [(FERRY, 4), (POWER, 2)])
def test_the_last_ferry_or_station_is_worth_the_monopoly_it_makes(kind, count):
    s = board()
    group = [p for p in s.rs.ownable if s.rs.kind[p] == kind]
    assert len(group) == count
    give(s, 0, *group[:-1])
    last = group[-1]
    assert value.completes_set(s, last, 0) and value.blocks_set(s, last, 1) == 0
    alone = board()
    assert value.worth(s, last, 0, 20) > value.worth(alone, last, 0, 20) + s.rs.price[last]
    assert {"ferry" if kind == FERRY else "power"} <= value.groups(
        _with(s, 0, last), 0)


def _with(s, seat, p):
    t = s.clone()
    give(t, seat, p)
    return t


def test_normal_buys_the_fourth_ferry_it_lands_on_to_complete_the_monopoly():
    from game.property.rules.actions import BUY
    from game.property.rules.phases import BUY as BUY_PHASE

    s = board()
    ferries = [p for p in s.rs.ownable if s.rs.kind[p] == FERRY]
    give(s, 0, *ferries[:3])
    at(s, 0, BUY_PHASE, ferries[3])
    a, (key, _) = act(s, 0)
    assert a == BUY and key == "property_bot.reason.buy_completes"
