"""Hard's mortgage to build (tenth session): with a whole set and no spare cash for a house,
Hard weighs mortgaging a loose place by rollouts where Normal simply waits for its rent."""

from __future__ import annotations

from game.ai.budget import Budget
from game.property.bot import value
from game.property.bot.funding import build_mortgages
from game.property.bot.levels import choose
from game.property.rules.actions import ROLL, Build, Mortgage
from tests.property_bot.board import PRE_ROLL, at, board, give, set_members


def _fresh_set(round_: int, ruleset: str = "menedzher", set_id: str = "retail"):
    """Seat 0 holds the whole ``set_id`` and one place of two other sets, its cash just above
    its reserve (too little for a house), before its roll in ``round_`` of 40."""
    s = board(ruleset)
    s.round_cap = 40
    s.round = round_
    members = set_members(s, set_id)
    give(s, 0, *members)
    loose, seen = [], {s.rs.set_of[members[0]]}
    for p in reversed(s.rs.ownable):
        if s.owner[p] < 0 and s.rs.set_of[p] not in seen and len(loose) < 2:
            loose.append(p)
            seen.add(s.rs.set_of[p])
    give(s, 0, *loose)
    at(s, 0, PRE_ROLL)
    s.cash[0] = value.reserve(s, 0) + 10
    s._legal = None
    return s, members, loose


def test_hard_mortgages_loose_places_and_builds_where_normal_waits():
    s, members, loose = _fresh_set(20, "kraken_bay", "shallows")
    assert choose(s, 0, "normal", None, 4).action == ROLL
    hard = choose(s, 0, "hard", Budget(iterations=64), 4)
    assert type(hard.action) is Mortgage and hard.action.space in loose
    key, params = hard.reason
    assert key == "property_bot.reason.mortgage_build" and hard.iterations == 64
    assert params["raised"] == s.rs.mortgage_value(hard.action.space)
    played = []
    while hard.action != ROLL and len(played) < 8:   # its turn goes on: more cash, then houses
        played.append(hard.action)
        s.apply(hard.action)
        hard = choose(s, 0, "hard", Budget(iterations=64), 5 + len(played))
    assert {a.space for a in played if type(a) is Mortgage} <= set(loose)
    assert sum(s.level[p] for p in members) >= 1 and s.cash[0] >= value.reserve(s, 0)


def test_the_plans_mortgage_loose_places_only_and_only_when_normal_cannot_build():
    s, members, loose = _fresh_set(10, "kraken_bay", "shallows")
    plans = build_mortgages(s, 0, ROLL)
    assert plans and len(set(plans)) == len(plans)
    assert all(type(a) is Mortgage and a.space in loose for plan in plans for a in plan)
    cost = s.rs.build_cost[members[0]]
    assert s.cash[0] - value.reserve(s, 0) + s.rs.mortgage_value(plans[0][0].space) >= cost
    assert build_mortgages(s, 0, Build(members[0])) == []       # Normal builds by itself
    for p in loose:
        s.mort[p] = True
    s._legal = None
    assert build_mortgages(s, 0, ROLL) == []                    # nothing loose left to pledge
    s.cash[0] = value.reserve(s, 0) + cost                       # the spare cash pays a house
    s._legal = None
    assert build_mortgages(s, 0, ROLL) == []
    assert type(choose(s, 0, "hard", Budget(iterations=16), 4).action) is Build
