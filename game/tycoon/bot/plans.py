"""The turn plans a player can make: routes to every reachable runway, each build there, a loan,
and the payday decisions.

A plan is a tuple of rules actions that one player carries out in a row (buy, fly, build, end).
Routes use at most two flights and, per destination, only the cheapest (tickets already in hand
count as almost free), which is what a human does too; builds are checked against the money
left after the route. Plans are generated, not validated: the levels apply them to a copy and
drop any a rule refuses.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from game.tycoon.rules import State
from game.tycoon.rules.actions import (
    BUY,
    END,
    EXTEND,
    FACTORY,
    FLY,
    HOTEL,
    LOAN,
    PASS,
    RENOVATE,
    Buy,
)
from game.tycoon.rules.actions import REPAY as REPAY_ACTIONS
from game.tycoon.rules.board import (
    BUILD_LOTS,
    CITY_CLASS,
    FACTORY_PRICES,
    MAX_PLAYERS,
    RUNWAY_PRICES,
    TICKET_COST,
)
from game.tycoon.rules.flights import DEST_TABLE
from game.tycoon.rules.legal import factories_in_city
from game.tycoon.rules.loans import loans_in_stock
from game.tycoon.rules.reach import build_route

MAX_FLIGHTS = 2
#: A ticket in hand is worth something later, so using it counts a little.
HAND_TICKET_COST = 1

HOTEL_PLAN = "hotel"
FACTORY_PLAN = "factory"
RENOVATE_PLAN = "renovate"
LOAN_PLAN = "loan"
PASS_PLAN = "pass"
REPAY_PLAN = "repay"
EXTEND_PLAN = "extend"
FINISH_PLAN = "finish"


@dataclass(frozen=True, slots=True)
class TurnPlan:
    """A plan and what it is about (for reasons and for the slips of the Easy level)."""

    actions: tuple
    kind: str
    city: int = -1
    amount: int = 0


class _Route(NamedTuple):
    """A way to a city: its buy/fly actions, the cash its tickets cost, its cost as
    `routes` ranks it (a ticket in hand counts `HAND_TICKET_COST`) and the tickets it uses
    (bit `t` for ticket `t`). A plain tuple: `routes` makes thousands per rollout."""

    actions: tuple
    cash: int
    cost: int
    used: int


def routes(state: State, seat: int) -> dict[int, _Route]:
    """Cheapest way (at most MAX_FLIGHTS flights) to each city other than the current one."""
    table = DEST_TABLE[state.mode]
    money = state.money[seat]
    hand = state.hands[seat]
    display = [t for t in state.display if t >= 0]
    best: dict[int, _Route] = {}
    frontier = [(state.pos[seat], _Route((), 0, 0, 0))]
    for flight in range(MAX_FLIGHTS):
        last = flight == MAX_FLIGHTS - 1
        nxt = []
        for pos, (actions, spent, cost, used) in frontier:
            options = [(t, 0, ()) for t in hand if not used >> t & 1]
            options += [(t, TICKET_COST[t], (BUY[t],)) for t in display
                        if not used >> t & 1 and spent + TICKET_COST[t] <= money]
            for t, price, buy in options:
                step_cost = cost + (price if price else HAND_TICKET_COST)
                fly = FLY[t]
                for dest in table[t][pos + 1]:
                    new = _Route(actions + buy + (fly[dest],), spent + price, step_cost,
                                 used | 1 << t)
                    if not last:
                        nxt.append((dest, new))
                    old = best.get(dest)
                    if old is None or (step_cost, len(new.actions)) < (old.cost, len(old.actions)):
                        best[dest] = new
        frontier = nxt
    best.pop(state.pos[seat], None)
    return best


def _runway_on_arrival(state: State, seat: int, city: int) -> int:
    runways = state.runways
    free = [r for r in (0, 1) if runways[2 * city + r] < 0 or runways[2 * city + r] == seat]
    return free[0] + 1 if free else 0


def _builds(state: State, seat: int, city: int, runway: int, cash: int) -> list[tuple[str, tuple]]:
    out = []
    cls = CITY_CLASS[city]
    free_lot = state.cend[city] < BUILD_LOTS
    if free_lot and state.supply[seat] > 0 and cash >= RUNWAY_PRICES[cls][runway - 1]:
        out.append((HOTEL_PLAN, (HOTEL, END)))
    built = factories_in_city(state, city)
    if built < 2 and state.fleft[seat] > 0 and cash >= FACTORY_PRICES[cls][built]:
        out.append((FACTORY_PLAN, (FACTORY, END)))
    if free_lot and state.evicted[city * MAX_PLAYERS + seat] > 0:
        out.append((RENOVATE_PLAN, (RENOVATE, END)))
    return out


def turn_plans(state: State) -> list[TurnPlan]:
    """Every plan for the player to act, in a fixed order (independent of hidden cards)."""
    seat = state.current_player
    if state.phase == 1:
        return _payday_plans(state, seat)
    if state.built:
        return [TurnPlan((END,), FINISH_PLAN)]
    plans: list[TurnPlan] = []
    money = state.money[seat]
    pos = state.pos[seat]
    if money >= 0:
        if pos >= 0 and state.runway[seat]:
            for kind, steps in _builds(state, seat, pos, state.runway[seat], money):
                plans.append(TurnPlan(steps, kind, pos))
        for city, route in sorted(routes(state, seat).items()):
            runway = _runway_on_arrival(state, seat, city)
            if not runway:
                continue
            for kind, steps in _builds(state, seat, city, runway, money - route.cash):
                plans.append(TurnPlan(route.actions + steps, kind, city))
        if not plans:
            plans.extend(_far_builds(state, seat))
    for amount in loans_in_stock(state):
        plans.append(TurnPlan((LOAN[amount],), LOAN_PLAN, amount=amount))
    if state.is_legal(PASS):
        plans.append(TurnPlan((PASS,), PASS_PLAN))
    return plans


def _far_builds(state: State, seat: int) -> list[TurnPlan]:
    """The builds at the end of the rules' own D13 route, for the rare turn whose only builds
    need more flights (or a flight home) than `routes` looks at: then "pass" is refused, and
    this keeps a build plan on the list."""
    found = build_route(state, seat)
    if found is None:
        return []
    actions, city = found
    cash = state.money[seat] - sum(TICKET_COST[a.t] for a in actions if isinstance(a, Buy))
    runway = _runway_on_arrival(state, seat, city)
    return [TurnPlan(actions + steps, kind, city)
            for kind, steps in _builds(state, seat, city, runway, cash)]


def _payday_plans(state: State, seat: int) -> list[TurnPlan]:
    """One decision per card; the first pending card is decided, the rest come next."""
    card = state.pending[0]
    plans = []
    if state.is_legal(REPAY_ACTIONS[card]):
        plans.append(TurnPlan((REPAY_ACTIONS[card],), REPAY_PLAN, amount=card))
    plans.append(TurnPlan((EXTEND[card],), EXTEND_PLAN, amount=card))
    return plans
