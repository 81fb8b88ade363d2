"""One short, localizable explanation per decision: (key, params), keys `tycoon_ai.reason.*`.

City params are city ids ("cairo"); the UI shows them through "tycoon_board.city.<id>". Amounts are
plain numbers in millions. The reason names the single most notable effect of the plan, in the
order a player would care: closing a rival's hotel, taking first place, second place, a new
city for the spread, bringing on payday, then the payout itself.
"""

from __future__ import annotations

from game.tycoon.bot.plans import (
    EXTEND_PLAN,
    FACTORY_PLAN,
    HOTEL_PLAN,
    LOAN_PLAN,
    PASS_PLAN,
    RENOVATE_PLAN,
    REPAY_PLAN,
    TurnPlan,
)
from game.tycoon.rules import HotelEvicted, State
from game.tycoon.rules.board import CITY_CLASS, CITY_IDS, LOAN_DUE, PAYOUTS, RUNWAY_PRICES
from game.tycoon.rules.payday import majority_ranking

Reason = tuple[str, dict]
#: Below this much cash a loan is explained as "out of cash".
BROKE_BELOW = min(price for prices in RUNWAY_PRICES for price in prices) + 2


def _rank(state: State, city: int, seat: int) -> int:
    for place, (owner, _hotels) in enumerate(majority_ranking(state, city), start=1):
        if owner == seat:
            return place
    return 0


def _cities_with_hotels(state: State, seat: int) -> int:
    return sum(1 for c in range(len(CITY_IDS)) if _rank(state, c, seat))


def explain(before: State, plan: TurnPlan, after: State, events: list, seat: int) -> Reason:
    kind = plan.kind
    if kind in (HOTEL_PLAN, RENOVATE_PLAN):
        return _explain_hotel(before, plan, after, events, seat)
    city = CITY_IDS[plan.city] if plan.city >= 0 else ""
    if kind == FACTORY_PLAN:
        longest = before.cend[plan.city] == max(before.cend) and before.cend[plan.city] > 0
        return (
            "tycoon_ai.reason.factory_longest" if longest else "tycoon_ai.reason.factory",
            {"city": city},
        )
    if kind == LOAN_PLAN:
        broke = before.money[seat] < BROKE_BELOW
        return (
            "tycoon_ai.reason.loan_broke" if broke else "tycoon_ai.reason.loan",
            {"amount": plan.amount},
        )
    if kind == REPAY_PLAN:
        now, later = LOAN_DUE[plan.amount]
        if before.loan_ext[plan.amount]:
            return "tycoon_ai.reason.repay_due", {"amount": later}
        return "tycoon_ai.reason.repay", {"amount": now, "later": later}
    if kind == EXTEND_PLAN:
        return "tycoon_ai.reason.extend", {}
    if kind == PASS_PLAN:
        return "tycoon_ai.reason.pass", {}
    return "tycoon_ai.reason.best_value", {}


def _explain_hotel(
    before: State, plan: TurnPlan, after: State, events: list, seat: int
) -> Reason:
    c = plan.city
    city = CITY_IDS[c]
    if any(isinstance(e, HotelEvicted) and e.owner != seat for e in events):
        return "tycoon_ai.reason.hotel_evicts", {"city": city}
    if plan.kind == RENOVATE_PLAN:
        return "tycoon_ai.reason.renovate", {"city": city}
    old_rank, new_rank = _rank(before, c, seat), _rank(after, c, seat)
    if new_rank == 1 and old_rank != 1:
        return "tycoon_ai.reason.hotel_first", {"city": city}
    if new_rank == 2 and old_rank not in (1, 2):
        return "tycoon_ai.reason.hotel_second", {"city": city}
    if old_rank == 0:
        return "tycoon_ai.reason.hotel_new_city", {
            "city": city,
            "count": _cities_with_hotels(after, seat),
        }
    if before.supply[seat] == 1:
        return "tycoon_ai.reason.hotel_rush", {}
    end = min(after.cend[c], len(PAYOUTS[0]) - 1)
    return "tycoon_ai.reason.hotel_grow", {"city": city, "payout": PAYOUTS[CITY_CLASS[c]][end][0]}
