"""One short, localizable explanation per decision: (key, params), keys `tycoon_ai.reason.*`.

City params are city ids ("cairo"); the UI shows them through "tycoon_board.city.<id>". Amounts are
plain numbers in millions. The reason names the single most notable effect of the plan, in the
order a player would care: closing a rival's hotel, taking first place, second place, a new
city for the spread, bringing on payday, then the payout itself.

Every reason is a claim about the position before and after the plan, and each is only given
when it is true in its words too (tests/ai/test_tycoon_reasons.py checks every one of them
against the two positions over many games); when no specific claim holds, the plan gets the
plain `best_value`.
"""

from __future__ import annotations

from game.tycoon.bot.builds import tried_builds
from game.tycoon.bot.evaluator import NORMAL, equities, incomes
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
from game.tycoon.rules.board import (
    CITY_CLASS,
    CITY_IDS,
    LOAN_DUE,
    NUM_CITIES,
    PAYOUTS,
    RUNWAY_PRICES,
    SPREAD,
)
from game.tycoon.rules.payday import majority_ranking

Reason = tuple[str, dict]
#: Below this much cash a loan is explained as "out of cash".
BROKE_BELOW = min(price for prices in RUNWAY_PRICES for price in prices) + 2
#: Below this much cash a loan (or keeping the cash by extending) is "cash for the next
#: builds": the evaluator's ready cash, one build with its tickets.
READY_CASH = NORMAL.ready_cash


def rank(state: State, city: int, seat: int) -> int:
    """The seat's place in the city's majority (1, 2, ...), 0 without a hotel there."""
    for place, (owner, _hotels) in enumerate(majority_ranking(state, city), start=1):
        if owner == seat:
            return place
    return 0


def cities_with_hotels(state: State, seat: int) -> int:
    return sum(1 for c in range(NUM_CITIES) if rank(state, c, seat))


def payout(state: State, city: int) -> int:
    """First-place pay of the city: read on the lot right after its last hotel."""
    return PAYOUTS[CITY_CLASS[city]][min(state.cend[city], len(PAYOUTS[0]) - 1)][0]


def is_longest(state: State, city: int) -> bool:
    return state.cend[city] > 0 and state.cend[city] == max(state.cend)


def no_build_pays_back(state: State, seat: int) -> bool:
    """No build in reach brings in, at the next payday, the money it costs now."""
    income = incomes(state)[seat]
    for _plan, after in tried_builds(state):
        spent = state.money[seat] - after.money[seat]
        if incomes(after)[seat] - income >= spent:
            return False
    return True


def explain(before: State, plan: TurnPlan, after: State, events: list, seat: int) -> Reason:
    kind = plan.kind
    if kind in (HOTEL_PLAN, RENOVATE_PLAN):
        return _explain_hotel(before, plan, after, events, seat)
    city = CITY_IDS[plan.city] if plan.city >= 0 else ""
    if kind == FACTORY_PLAN:
        longest = is_longest(before, plan.city)
        return (
            "tycoon_ai.reason.factory_longest" if longest else "tycoon_ai.reason.factory",
            {"city": city},
        )
    if kind == LOAN_PLAN:
        return _explain_loan(before, plan, seat)
    if kind == REPAY_PLAN:
        now, later = LOAN_DUE[plan.amount]
        if before.loan_ext[plan.amount]:
            return "tycoon_ai.reason.repay_due", {"amount": later}
        return "tycoon_ai.reason.repay", {"amount": now, "later": later}
    if kind == EXTEND_PLAN:
        due = LOAN_DUE[plan.amount][before.loan_ext[plan.amount]]
        if before.money[seat] < due:  # Repay is not open at all: say so, not a choice
            return "tycoon_ai.reason.extend_short", {"need": due, "have": before.money[seat]}
        if before.money[seat] - due < READY_CASH:
            return "tycoon_ai.reason.extend", {}
        return "tycoon_ai.reason.best_value", {}
    if kind == PASS_PLAN:
        return "tycoon_ai.reason.pass", {}
    return "tycoon_ai.reason.best_value", {}


def _explain_loan(before: State, plan: TurnPlan, seat: int) -> Reason:
    cash = before.money[seat]
    if cash < BROKE_BELOW:
        return "tycoon_ai.reason.loan_broke", {"amount": plan.amount}
    if cash < READY_CASH:
        return "tycoon_ai.reason.loan", {"amount": plan.amount}
    if no_build_pays_back(before, seat):
        return "tycoon_ai.reason.loan_cheapest", {"amount": plan.amount}
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
    old_rank, new_rank = rank(before, c, seat), rank(after, c, seat)
    count = cities_with_hotels(after, seat)
    if old_rank == 0 and count >= 2 and SPREAD[count] > SPREAD[count - 1]:
        return "tycoon_ai.reason.hotel_new_city", {"city": city, "count": count,
                                            "spread": SPREAD[count]}
    if new_rank == 1 and old_rank != 1:
        return "tycoon_ai.reason.hotel_first", {"city": city}
    if new_rank == 2 and old_rank not in (1, 2):
        return "tycoon_ai.reason.hotel_second", {"city": city}
    if before.supply[seat] == 1:
        values = equities(after)
        if values[seat] == max(values):
            return "tycoon_ai.reason.hotel_rush", {}
        return "tycoon_ai.reason.hotel_last", {}
    if payout(after, c) > payout(before, c):
        return "tycoon_ai.reason.hotel_grow", {"city": city, "payout": payout(after, c)}
    if is_longest(after, c) and not is_longest(before, c):
        return "tycoon_ai.reason.hotel_longest", {"city": city}
    if old_rank == new_rank == 1:
        return "tycoon_ai.reason.hotel_lead", {"city": city}
    return "tycoon_ai.reason.best_value", {}
