"""Legal moves: which actions the player to act may take now.

This is the engine's hottest code (the computer opponent calls it for every simulated move),
so it hands out the interned action objects of actions.py and reads the flat state directly.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.tycoon.rules.actions import (
    BUY,
    END,
    EXTEND,
    FACTORY,
    FLY,
    HOME,
    HOTEL,
    LOAN,
    PASS,
    RENOVATE,
    REPAY,
    Action,
    BuildFactory,
    BuildHotel,
    Buy,
    EndTurn,
    Extend,
    Fly,
    Home,
    Pass,
    Renovate,
    Repay,
    TakeLoan,
)
from game.tycoon.rules.board import (
    BUILD_LOTS,
    CITY_CLASS,
    FACTORY_PRICES,
    LOAN_DUE,
    MAX_PLAYERS,
    RUNWAY_PRICES,
    TICKET_COST,
)
from game.tycoon.rules.flights import DEST_TABLE
from game.tycoon.rules.loans import loans_in_stock
from game.tycoon.rules.reach import build_route

if TYPE_CHECKING:
    from game.tycoon.rules.state import State

PLAY, LOANS, OVER = 0, 1, 2

#: Rules versions a state can carry (``new_game`` option ``rules_version``, kept in the
#: snapshot). 1: "pass" looks one flight ahead (D13) and a round of passes ends the session at
#: once (D16); every game saved before issue 15 was played so and must replay so. 2: D13 and
#: D16 as the design table writes them: "pass" only when no build is reachable at all, and a
#: stuck session first finishes its round so every seat had as many turns.
RULES_VERSIONS = (1, 2)
CURRENT_RULES = 2

def factories_in_city(s: State, c: int) -> int:
    """Factory lots are filled in order, so the count is also the next lot's index."""
    fact = s.fact
    if fact[2 * c] < 0:
        return 0
    return 1 if fact[2 * c + 1] < 0 else 2


def landing_runway(s: State, c: int) -> int:
    """D2: runway 1 if free, else 2, else 0 (no runway: the plane may only pass through)."""
    if s.runways[2 * c] < 0:
        return 1
    return 2 if s.runways[2 * c + 1] < 0 else 0


def build_options(s: State, p: int, c: int, r: int, money: int) -> list[Action]:
    """Builds open to seat ``p`` standing on runway ``r`` (1/2) of city ``c`` with ``money``."""
    out: list[Action] = []
    cls = CITY_CLASS[c]
    free_lot = s.cend[c] < BUILD_LOTS
    if free_lot and s.supply[p] > 0 and money >= RUNWAY_PRICES[cls][r - 1]:
        out.append(HOTEL)
    nf = factories_in_city(s, c)
    if nf < 2 and s.fleft[p] > 0 and money >= FACTORY_PRICES[cls][nf]:
        out.append(FACTORY)
    if free_lot and s.evicted[c * MAX_PLAYERS + p] > 0:
        out.append(RENOVATE)
    return out


def build_reachable(s: State, p: int, pos: int, money: int) -> bool:
    """D13: may ``p`` not pass, because a build can still be reached this turn?"""
    if s.rules_version == 1:
        return build_reachable_in_one_flight(s, p, pos, money)
    return build_route(s, p) is not None


def build_reachable_in_one_flight(s: State, p: int, pos: int, money: int) -> bool:
    """D13 of rules version 1: could one flight (a ticket in hand, or one bought now) bring
    the plane to a runway where a build is still affordable?"""
    table = DEST_TABLE[s.mode]
    for t in s.hands[p]:
        for d in table[t][pos + 1]:
            r = landing_runway(s, d)
            if r and build_options(s, p, d, r, money):
                return True
    for t in s.display:
        if t >= 0 and TICKET_COST[t] <= money:
            left = money - TICKET_COST[t]
            for d in table[t][pos + 1]:
                r = landing_runway(s, d)
                if r and build_options(s, p, d, r, left):
                    return True
    return False


def generate(s: State) -> list[Action]:
    phase = s.phase
    if phase == OVER:
        return []
    p = s.current
    money = s.money[p]
    if phase == LOANS:
        acts: list[Action] = []
        for k in s.pending:
            if money >= LOAN_DUE[k][0]:
                acts.append(REPAY[k])
            acts.append(EXTEND[k])
        return acts
    loans = loans_in_stock(s)
    if money < 0:
        # D11: with negative cash the only way forward is borrowing.
        return [LOAN[a] for a in loans] if loans else [PASS]
    acts = [BUY[t] for t in s.display if t >= 0 and TICKET_COST[t] <= money]
    if s.built:
        acts.append(END)
        return acts
    pos = s.pos[p]
    table = DEST_TABLE[s.mode]
    for t in s.hands[p]:
        fly = FLY[t]
        for d in table[t][pos + 1]:
            acts.append(fly[d])
    can_build = False
    if pos >= 0:
        acts.append(HOME)
        r = s.runway[p]
        if r:
            builds = build_options(s, p, pos, r, money)
            if builds:
                acts.extend(builds)
                can_build = True
    if loans:
        for a in loans:
            acts.append(LOAN[a])
    elif not can_build and not build_reachable(s, p, pos, money):
        acts.append(PASS)
    return acts


def allows(s: State, action: Action) -> bool:
    """Whether ``action`` is in ``generate(s)``, decided for this one action without making the
    list: `State.apply` asks it for every step the computer opponent simulates, and the list
    (and the dataclass comparisons of a membership test in it) cost more than the move itself.
    It follows `generate` branch by branch (a test holds the two equal on many positions, for
    listed and unlisted actions alike); an object of no Tycoon action type is looked up in the
    list itself."""
    check = _CHECKS.get(type(action))
    if check is None:
        return action in generate(s)
    phase = s.phase
    if phase == OVER:
        return False
    if phase == LOANS:
        return check is _payday_check and _payday_check(s, action, s.money[s.current])
    if check is _payday_check:
        return False
    money = s.money[s.current]
    if money < 0:
        loans = loans_in_stock(s)
        if type(action) is TakeLoan:
            return action.amount in loans
        return type(action) is Pass and not loans
    return check(s, action, money)


def _payday_check(s: State, action: Repay | Extend, money: int) -> bool:
    k = action.k
    if k not in s.pending:
        return False
    return type(action) is Extend or money >= LOAN_DUE[k][0]


def _buy_check(s: State, action: Buy, money: int) -> bool:
    t = action.t
    return t in s.display and TICKET_COST[t] <= money


def _end_check(s: State, action: EndTurn, money: int) -> bool:
    return s.built


def _fly_check(s: State, action: Fly, money: int) -> bool:
    if s.built:
        return False
    p = s.current
    t = action.t
    return t in s.hands[p] and action.c in DEST_TABLE[s.mode][t][s.pos[p] + 1]


def _home_check(s: State, action: Home, money: int) -> bool:
    return not s.built and s.pos[s.current] >= 0


def _build_check(s: State, action: Action, money: int) -> bool:
    if s.built:
        return False
    p = s.current
    pos = s.pos[p]
    r = s.runway[p]
    return pos >= 0 and bool(r) and action in build_options(s, p, pos, r, money)


def _loan_check(s: State, action: TakeLoan, money: int) -> bool:
    return not s.built and action.amount in loans_in_stock(s)


def _pass_check(s: State, action: Pass, money: int) -> bool:
    if s.built or loans_in_stock(s):
        return False
    p = s.current
    pos = s.pos[p]
    r = s.runway[p]
    if pos >= 0 and r and build_options(s, p, pos, r, money):
        return False
    return not build_reachable(s, p, pos, money)


_CHECKS = {
    Buy: _buy_check,
    EndTurn: _end_check,
    Fly: _fly_check,
    Home: _home_check,
    BuildHotel: _build_check,
    BuildFactory: _build_check,
    Renovate: _build_check,
    TakeLoan: _loan_check,
    Pass: _pass_check,
    Repay: _payday_check,
    Extend: _payday_check,
}
