"""D13 as written (rules version 2): is a build reachable *at all* this turn?

"Pass" is only legal when no sequence of purchases, flights and free flights home brings the
plane onto a runway where a build is still affordable. The search is exact, not a look-ahead
of a fixed number of flights:

- every ticket is used at most once (a flown ticket goes to the discards, a bought one leaves
  the display, and the display is only refilled when the turn ends);
- flying home is free from anywhere, and from home a scheduled ticket flies to its printed city;
- leaving the city the plane stands in frees its runway, so coming back may land on runway 1;
- a full city can be flown through but not built in.

Walks that visit a place twice are never needed (cutting the loop out only saves tickets and
money), so the search runs over simple walks, with the visited (place, tickets used) pairs
remembered. A branch stops as soon as the money left cannot pay for any build anywhere, which
settles almost every stuck position at once. The first route found is returned, so the
computer opponent can always play a turn whenever "pass" is refused.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.tycoon.rules.actions import BUY, FLY, HOME, Action
from game.tycoon.rules.board import (
    BUILD_LOTS,
    CITY_CLASS,
    FACTORY_PRICES,
    MAX_PLAYERS,
    NUM_CITIES,
    RUNWAY_PRICES,
    TICKET_COST,
)
from game.tycoon.rules.flights import DEST_TABLE

if TYPE_CHECKING:
    from game.tycoon.rules.state import State

HOME_POS = -1
NEVER = 1 << 30


def _runway_on_return(s: State, p: int, c: int) -> int:
    """The runway the plane lands on in city ``c`` once it has left its own (D2)."""
    runways = s.runways
    for r in (1, 2):
        holder = runways[2 * c + r - 1]
        if holder < 0 or holder == p:
            return r
    return 0


def _cheapest_build(s: State, p: int, c: int, runway: int) -> int:
    """What the cheapest build in ``c`` costs from ``runway`` (NEVER if none is possible)."""
    if not runway:
        return NEVER
    cls = CITY_CLASS[c]
    free_lot = s.cend[c] < BUILD_LOTS
    best = NEVER
    if free_lot and s.evicted[c * MAX_PLAYERS + p] > 0:
        return 0
    if free_lot and s.supply[p] > 0:
        best = RUNWAY_PRICES[cls][runway - 1]
    fact = s.fact
    built = 0 if fact[2 * c] < 0 else 1 if fact[2 * c + 1] < 0 else 2
    if built < 2 and s.fleft[p] > 0:
        best = min(best, FACTORY_PRICES[cls][built])
    return best


def build_route(s: State, p: int) -> tuple[tuple[Action, ...], int] | None:
    """(buy/fly/home actions, city) of a way to a runway where ``p`` can still afford a build
    this turn, or None when there is none. The city the plane stands on counts only if the
    route leaves it and comes back (building there without moving is the caller's check)."""
    money = s.money[p]
    if money < 0:
        return None
    need = [_cheapest_build(s, p, c, _runway_on_return(s, p, c)) for c in range(NUM_CITIES)]
    if min(need) > money:
        return None
    table = DEST_TABLE[s.mode]
    hand = s.hands[p]
    offers = [(t, 0) for t in hand] + [
        (t, TICKET_COST[t]) for t in s.display if t >= 0 and t not in hand]
    cheapest_need = min(need)
    seen: set[tuple[int, int]] = set()
    route: list[Action] = []

    def walk(pos: int, visited: int, used: int, cash: int) -> int:
        """Depth first over simple walks; returns the city reached, or -1."""
        if (pos, used) in seen:
            return -1
        seen.add((pos, used))
        if pos != HOME_POS and not visited & 1:
            route.append(HOME)
            found = walk(HOME_POS, visited | 1, used, cash)
            if found >= 0:
                return found
            route.pop()
        for bit, (t, price) in enumerate(offers):
            if used >> bit & 1 or price > cash:
                continue
            left = cash - price
            for d in table[t][pos + 1]:
                if visited >> (d + 1) & 1:
                    continue
                steps = (BUY[t], FLY[t][d]) if price else (FLY[t][d],)
                route.extend(steps)
                if need[d] <= left:
                    return d
                if left >= cheapest_need:
                    found = walk(d, visited | 1 << (d + 1), used | 1 << bit, left)
                    if found >= 0:
                        return found
                del route[-len(steps):]
        return -1

    start = s.pos[p]
    # The start may be visited again only as the end of the walk (coming back for a runway),
    # so it is not marked; every walk through it again is cut off by `seen`.
    city = walk(start, 1 if start == HOME_POS else 0, 0, money)
    return (tuple(route), city) if city >= 0 else None

