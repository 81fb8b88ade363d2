"""Tycoon's league: plain strategy bots written from the rules (docs/rules-tycoon.md), each
playing one idea hard. Frozen: never tuned to lose; members are only ever added.

Every member sees what a player at the table sees and knows only the rules: it lists its
builds in reach (the cheapest way with at most two flights to each city with a free runway,
tickets in hand first, or the rules' own D13 route when none of those builds), tries each on a
copy and picks by its own idea, measured in the rules' own figures (`payday_preview`: the
income if payday were now, `board_worth`: cash − loans + that income for every payday left).
None of them uses the computer levels' evaluator (game/tycoon/bot).

A member plans a whole turn (buy, fly, build, end) and then plays it one action at a time.
At a payday each repays a card when it has the cash and extends it otherwise; when nothing
can be built it takes the smallest card in stock (the rules allow nothing else but "pass").
"""

from __future__ import annotations

from collections.abc import Callable
from random import Random
from typing import NamedTuple

from game.tycoon.rules import IllegalAction, State, board_worth, payday_preview
from game.tycoon.rules.actions import BUY, END, EXTEND, FACTORY, FLY, HOTEL, LOAN, PASS, RENOVATE
from game.tycoon.rules.actions import REPAY as REPAY_ACTIONS
from game.tycoon.rules.board import (
    CITY_CLASS,
    LOAN_AMOUNT,
    LOAN_DUE,
    NUM_CITIES,
    PAYOUTS,
    TICKET_COST,
)
from game.tycoon.rules.flights import DEST_TABLE
from game.tycoon.rules.legal import build_options, landing_runway
from game.tycoon.rules.loans import loans_in_stock
from game.tycoon.rules.reach import build_route

GAMES = ("tycoon",)
MAX_DECISIONS = 20_000

BUILDS = (HOTEL, FACTORY, RENOVATE)


class Build(NamedTuple):
    """One way to end the turn with a build: the actions, what it costs, and the position
    after it (a NamedTuple: the runner loads this file by path, outside sys.modules)."""

    actions: tuple
    kind: object  # HOTEL, FACTORY or RENOVATE
    city: int
    cost: int  # tickets bought + the build's price
    after: State


def _routes(state: State, seat: int) -> dict[int, tuple[tuple, int]]:
    """The cheapest way (cash spent, then fewest tickets from hand) with at most two flights
    to each city, as (actions, cash spent)."""
    table = DEST_TABLE[state.mode]
    money = state.money[seat]
    offers = [(t, 0) for t in state.hands[seat]]
    offers += [(t, TICKET_COST[t]) for t in state.display if t >= 0]
    best: dict[int, tuple[tuple, int, int]] = {}
    frontier = [(state.pos[seat], (), 0, frozenset())]
    for _ in range(2):
        grown = []
        for pos, actions, cash, used in frontier:
            for t, price in offers:
                if t in used or cash + price > money:
                    continue
                steps = (BUY[t], FLY[t]) if price else (FLY[t],)
                for dest in table[t][pos + 1]:
                    flown = actions + steps[:-1] + (steps[-1][dest],)
                    new = (dest, flown, cash + price, used | {t})
                    grown.append(new)
                    old = best.get(dest)
                    key = (cash + price, len(used) + 1)
                    if old is None or key < (old[1], old[2]):
                        best[dest] = (flown, cash + price, len(used) + 1)
        frontier = grown
    best.pop(state.pos[seat], None)
    return {city: (actions, cash) for city, (actions, cash, _n) in best.items()}


def _play(state: State, actions: tuple) -> State | None:
    after = state.clone()
    try:
        for action in actions:
            after.apply(action)
    except IllegalAction:
        return None
    return after


def builds(state: State, seat: int) -> list[Build]:
    """Every build in reach this turn, each tried on a copy."""
    money = state.money[seat]
    ways: list[tuple[tuple, int, int]] = []  # (route, cash, city)
    pos = state.pos[seat]
    if pos >= 0 and state.runway[seat]:
        ways.append(((), 0, pos))
    for city, (route, cash) in sorted(_routes(state, seat).items()):
        if landing_runway(state, city):
            ways.append((route, cash, city))
    found = []
    for route, cash, city in ways:
        runway = state.runway[seat] if city == pos and not route else landing_runway(state, city)
        if not runway:
            continue
        for build in build_options(state, seat, city, runway, money - cash):
            after = _play(state, route + (build, END))
            if after is not None:
                found.append(Build(route + (build, END), build, city,
                                   money - after.money[seat], after))
    if not found:
        far = build_route(state, seat)
        if far is not None:
            route, city = far
            probe = _play(state, route)
            if probe is not None:
                for build in BUILDS:
                    if build in probe.legal_actions():
                        after = _play(probe, (build, END))
                        if after is not None:
                            found.append(Build(route + (build, END), build, city,
                                               money - after.money[seat], after))
    return found


def income(state: State, seat: int) -> int:
    return payday_preview(state)[seat].total


def most_income(state: State, seat: int, options: list[Build]) -> Build:
    """The build that raises the seat's payday income most; the cheaper one on a tie."""
    return max(options, key=lambda b: (income(b.after, seat), -b.cost))


def cards_held(state: State, seat: int) -> list[int]:
    return [k for k, owner in enumerate(state.loan_owner) if owner == seat]


def smallest_loan(state: State) -> tuple | None:
    stock = loans_in_stock(state)
    return (LOAN[min(stock)],) if stock else None


def payday(state: State, seat: int) -> tuple:
    """Repay the first pending card with the cash for it, else extend it."""
    card = state.pending[0]
    if state.money[seat] >= LOAN_DUE[card][0] and REPAY_ACTIONS[card] in state.legal_actions():
        return (REPAY_ACTIONS[card],)
    return (EXTEND[card],)


def fallback(state: State) -> tuple:
    """Nothing to build: the smallest loan in stock, else pass (the rules then allow it)."""
    loan = smallest_loan(state)
    if loan is not None:
        return loan
    if PASS in state.legal_actions():
        return (PASS,)
    return (state.legal_actions()[0],)


Chooser = Callable[[State, int, Random, list[Build]], tuple]


def planner(choose: Chooser, borrow: Callable[[State, int], tuple | None] | None = None
            ) -> Callable[[State, int, Random], tuple]:
    """A member's turn: payday decisions, then its own loan rule, then its choice among the
    builds in reach (or a loan when there is none)."""

    def plan(state: State, seat: int, rng: Random) -> tuple:
        if state.phase == 1:
            return payday(state, seat)
        if state.built:
            return (END,)
        if state.money[seat] < 0:
            return fallback(state)
        if borrow is not None:
            loan = borrow(state, seat)
            if loan is not None:
                return loan
        options = builds(state, seat)
        if not options:
            return fallback(state)
        return choose(state, seat, rng, options)

    return plan


_PLANS: dict[tuple, tuple] = {}


def _key(state: State, seat: int) -> tuple:
    return (seat, state.session, state.phase, state.built, tuple(state.money), state.pos[seat],
            tuple(state.hands[seat]), tuple(state.display), tuple(state.chain))


def member(plan: Callable[[State, int, Random], tuple]) -> Callable[[State, int, Random], object]:
    """One action at a time: the rest of the turn's plan is kept for the position it leads to."""

    def policy(state: State, seat: int, rng: Random) -> object:
        actions = _PLANS.pop(_key(state, seat), None)
        if actions is None or not state.is_legal(actions[0]):
            actions = plan(state, seat, rng)
        if len(actions) > 1:
            if len(_PLANS) > 4096:
                _PLANS.clear()
            after = state.clone()
            after.apply(actions[0])
            _PLANS[_key(after, seat)] = actions[1:]
        return actions[0]

    return policy


# --- the members' ideas --------------------------------------------------------------------


def _income_first(state: State, seat: int, rng: Random, options: list[Build]) -> tuple:
    return most_income(state, seat, options).actions


def _borrow_first(state: State, seat: int) -> tuple | None:
    """Before its first build: the 16 M card, then 10 M cards, three cards in all."""
    if state.session != 1 or any(owner == seat for owner in state.chain) \
            or any(owner == seat for owner in state.fact):
        return None
    held = cards_held(state, seat)
    if len(held) >= 3:
        return None
    stock = loans_in_stock(state)
    if not any(LOAN_AMOUNT[k] == 16 for k in held) and 16 in stock:
        return (LOAN[16],)
    return (LOAN[10],) if 10 in stock else None


def _factory_first(state: State, seat: int, rng: Random, options: list[Build]) -> tuple:
    factories = [b for b in options if b.kind is FACTORY]
    if factories:
        longest = max(state.cend)
        return max(factories, key=lambda b: (state.cend[b.city] == longest,
                                             income(b.after, seat), -b.cost)).actions
    return most_income(state, seat, options).actions


def _cities_of(state: State, seat: int) -> set[int]:
    return {i // 12 for i, owner in enumerate(state.chain) if owner == seat}


def _spread_first(state: State, seat: int, rng: Random, options: list[Build]) -> tuple:
    mine = _cities_of(state, seat)
    new = [b for b in options if b.kind is HOTEL and b.city not in mine]
    return most_income(state, seat, new or options).actions


def _richest_two(state: State) -> set[int]:
    """The two cities whose first place pays most now."""
    ranked = sorted(range(NUM_CITIES),
                    key=lambda c: (-PAYOUTS[CITY_CLASS[c]][state.cend[c]][0], c))
    return set(ranked[:2])


def _majority_hunter(state: State, seat: int, rng: Random, options: list[Build]) -> tuple:
    rich = _richest_two(state)
    there = [b for b in options if b.city in rich and b.kind in (HOTEL, RENOVATE)]
    return most_income(state, seat, there or options).actions


def _ticket_hoarder(state: State, seat: int, rng: Random, options: list[Build]) -> tuple:
    """Builds for income, flying on tickets in hand when it can, and after the build buys the
    cheapest tickets on display while 6 M stay on hand (up to five in hand)."""
    pick = max(options, key=lambda b: (income(b.after, seat),
                                       -sum(1 for a in b.actions if a in BUY), -b.cost))
    after = pick.after
    extra = []
    cash = after.money[seat]
    hand = len(after.hands[seat])
    for t in sorted((t for t in after.display if t >= 0), key=lambda t: TICKET_COST[t]):
        if hand >= 5 or cash - TICKET_COST[t] < 6:
            break
        extra.append(BUY[t])
        cash -= TICKET_COST[t]
        hand += 1
    return pick.actions[:-1] + tuple(extra) + (END,)


def _rusher(state: State, seat: int, rng: Random, options: list[Build]) -> tuple:
    """The cheapest hotel every turn: the supply runs out first, so paydays come early."""
    hotels = [b for b in options if b.kind is HOTEL]
    if not hotels:
        return most_income(state, seat, options).actions
    return min(hotels, key=lambda b: (b.cost, -income(b.after, seat))).actions


def _worth_builder(state: State, seat: int, rng: Random, options: list[Build]) -> tuple:
    """The build that leaves the most board worth (cash − loans + income × paydays left)."""
    return max(options, key=lambda b: (board_worth(b.after)[seat], -b.cost)).actions


_IDEAS: dict[str, tuple[Chooser, Callable | None]] = {
    "borrow_first": (_income_first, _borrow_first),
    "never_borrow": (_income_first, None),
    "factory_first": (_factory_first, None),
    "spread_first": (_spread_first, None),
    "majority_hunter": (_majority_hunter, None),
    "ticket_hoarder": (_ticket_hoarder, None),
    "rusher": (_rusher, None),
    "worth_builder": (_worth_builder, None),
}
_PLANNERS = {name: planner(choose, borrow) for name, (choose, borrow) in _IDEAS.items()}


def _mix(state: State, seat: int, rng: Random) -> tuple:
    """Each turn the idea of a member drawn at random."""
    return _PLANNERS[rng.choice(sorted(_PLANNERS))](state, seat, rng)


MEMBERS = {name: member(plan) for name, plan in _PLANNERS.items()}
MEMBERS["mix"] = member(_mix)


def record(state: State, seat: int) -> dict:
    """The level's seat at the end: its final money and how far it was from the winner."""
    final = state.final_money()
    return {"money": final[seat], "behind_best": max(final) - final[seat]}
