"""Hard's mortgage to build: raise the cash for houses on a whole set by mortgaging loose
places (tenth session, issue 27).

Normal builds only from the cash above its reserve, so a seat that has just completed a set
with its cash spent on the pieces waits rounds for the first house, while a house earns
more than the loose place it would cost in rent (rents climb steeply with the houses).
Whether the houses beat the loose places' rent and the mortgages' interest over the rounds
left is what Hard's rollouts weigh (levels.choose); this module only names the plans worth
weighing: the loose places (outside the seat's whole sets), the least rent per coin raised
first, mortgaged until the cash above the reserve pays for one house, for one house on every
place of the set, or for the set at three houses. A plan is a tuple of mortgages played
together in a rollout (then Normal spends the cash on houses); Hard makes its first step and
weighs again at its next decision. Pure: no pygame, no files.
"""

from __future__ import annotations

from game.property.bot import value
from game.property.rules.actions import END_TURN, ROLL, Build, Mortgage, Offer
from game.property.rules.phases import POST_ROLL, PRE_ROLL

LEVELS = (3,)        # besides one house and one round of houses: the set at this many houses


def build_mortgages(s, seat: int, chosen) -> list[tuple[Mortgage, ...]]:
    """The mortgage plans that pay for houses Normal cannot build from its spare cash: none
    when it is not the seat's own turn, Normal builds or pays a mortgage off, nothing can be
    built, or the loose places cannot pay for even one house."""
    if s.turn != seat or s.phase not in (PRE_ROLL, POST_ROLL) or s.in_debt \
            or s.tr_terms is not None or s.au_place >= 0:
        return []
    if chosen not in (ROLL, END_TURN) and type(chosen) is not Offer:
        return []
    rs = s.rs
    legal = s.legal_actions()
    builds = [a.space for a in legal if type(a) is Build]
    if not builds:
        return []
    spare = s.cash[seat] - value.reserve(s, seat)
    first = min(builds, key=lambda p: (rs.build_cost[p], p))
    members = rs.sets[rs.set_of[first]]
    base = min(s.level[p] for p in members)
    needs = [rs.build_cost[first],
             sum(rs.build_cost[p] for p in members if s.level[p] == base),
             *(sum(rs.build_cost[p] * max(0, top - s.level[p]) for p in members)
               for top in LEVELS)]
    if needs[0] <= spare:
        return []
    whole = set(s.whole_sets(seat))
    loose = sorted((a for a in legal if type(a) is Mortgage and rs.set_of[a.space] not in whole),
                   key=lambda a: (value.income(s, a.space, seat) / rs.mortgage_value(a.space),
                                  a.space))
    plans: list[tuple[Mortgage, ...]] = []
    for need in needs:
        raised, plan = spare, []
        for a in loose:
            if raised >= need:
                break
            plan.append(a)
            raised += rs.mortgage_value(a.space)
        if raised >= need and plan and tuple(plan) not in plans:
            plans.append(tuple(plan))
    return plans
