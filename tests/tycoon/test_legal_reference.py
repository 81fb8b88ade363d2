"""Model-based check of legal moves: a second, independent reading of the rules (grid walks,
prices and limits taken straight from the design table, working on the public snapshot)
must offer exactly the actions the engine offers, in every state of seeded random games.

The engine's legal-move code is tuned for speed (flat lists, precomputed tables, interned
actions); this slow and plain model is what it must keep agreeing with."""

import random

import pytest

from game.tycoon.rules import new_game

GRID = (("new_york", "monaco", "tokyo"),
        ("mexico_city", "cairo", "hong_kong"),
        ("rio_de_janeiro", "cape_town", "sydney"))
WHERE = {city: (row, col) for row, cities in enumerate(GRID) for col, city in enumerate(cities)}
ROW_CLASS = "ABC"
HOTEL_PRICE = {"A": (4, 5), "B": (3, 4), "C": (2, 3)}
FACTORY_PRICE = {"A": (8, 10), "B": (6, 8), "C": (4, 6)}
#: scheduled ticket S01..S18 -> (city, stops); charter C01..C36 -> the two cities
SCHEDULED = {f"S{2 * i + j + 1:02d}": (city, stops)
             for i, (city, pair) in enumerate(zip(
                 [c for row in GRID for c in row],
                 [(1, 2), (2, 3), (1, 3), (1, 3), (1, 2), (2, 3), (2, 3), (1, 3), (1, 2)],
                 strict=True))
             for j, stops in enumerate(pair)}
_CITIES = [c for row in GRID for c in row]
CHARTER = {f"C{n + 1:02d}": pair for n, pair in enumerate(
    (a, b) for i, a in enumerate(_CITIES) for b in _CITIES[i + 1:])}


def steps(a, b):
    (r1, c1), (r2, c2) = WHERE[a], WHERE[b]
    return abs(r1 - r2) + abs(c1 - c2)


def cost(ticket):
    if ticket in CHARTER:
        return steps(*CHARTER[ticket])
    return 3 + SCHEDULED[ticket][1]


def neighbours(city):
    return [c for c in WHERE if steps(city, c) == 1]


def walk_ends(start, stops, exact):
    """Cities ending a walk of orthogonal steps that never enters a city twice."""
    ends = set()

    def go(path):
        if len(path) > 1 and (not exact or len(path) - 1 == stops):
            ends.add(path[-1])
        if len(path) - 1 < stops:
            for nxt in neighbours(path[-1]):
                if nxt not in path:
                    go([*path, nxt])

    go([start])
    return ends


def destinations(ticket, at, exact):
    if ticket in CHARTER:
        a, b = CHARTER[ticket]
        return {b} if at == a else {a} if at == b else set()
    city, stops = SCHEDULED[ticket]
    out = {city} - {at}
    if at != "home":
        out |= walk_ends(at, stops, exact)
    return out


def first_free_runway(d, city):
    taken = {seat["runway"] for seat in d["seats"] if seat["at"] == city}
    return next((r for r in (1, 2) if r not in taken), 0)


def builds(d, me, city, runway, money):
    cls = ROW_CLASS[WHERE[city][0]]
    place = d["cities"][city]
    lots_used = max((lot + 1 for lot, o in enumerate(place["chain"]) if o is not None), default=0)
    seat = d["seats"][me]
    out = set()
    if lots_used < 11 and seat["hotels"] and money >= HOTEL_PRICE[cls][runway - 1]:
        out.add("hotel")
    built = len(place["factories"])
    if built < 2 and seat["factories"] and money >= FACTORY_PRICE[cls][built]:
        out.add("factory")
    if lots_used < 11 and place["evicted"][me]:
        out.add("renovate")
    return out


def cards_at_bank(d):
    held = set(d["loans"])
    return [amount for amount, first, last in ((10, 1, 14), (16, 15, 24))
            if any(f"L{k:02d}" not in held for k in range(first, last + 1))]


def build_one_flight_away(d, me, exact):
    """D13 of rules version 1: a ticket in hand, or one bought now, lands on a free runway
    where a build is still affordable."""
    seat = d["seats"][me]
    offers = [(t, 0) for t in seat["tickets"]] + [(t, cost(t)) for t in d["display"] if t]
    for ticket, price in offers:
        if price > seat["money"]:
            continue
        for city in destinations(ticket, seat["at"], exact):
            runway = first_free_runway(d, city)
            if runway and builds(d, me, city, runway, seat["money"] - price):
                return True
    return False


def build_reachable_at_all(d, me, exact):
    """D13 of rules version 2, by brute force: every sequence of flights with tickets in hand
    or bought from the display (each used once), flights home in between, until a runway with
    an affordable build is reached. The plane's own runway is free again once it has left."""
    seat = d["seats"][me]
    others = [s for p, s in enumerate(d["seats"]) if p != me]

    def runway_for_me(place):
        taken = {s["runway"] for s in others if s["at"] == place}
        return next((r for r in (1, 2) if r not in taken), 0)

    if not any(runway_for_me(c) and builds(d, me, c, runway_for_me(c), seat["money"])
               for c in WHERE):
        return False  # money only shrinks during a turn: nothing anywhere is affordable
    tickets = {t: 0 for t in seat["tickets"]} | {t: cost(t) for t in d["display"] if t}
    todo = [(seat["at"], frozenset(), seat["money"])]
    seen = set(todo)
    while todo:
        at, used, money = todo.pop()
        moves = [("home", used, money)] if at != "home" else []
        for ticket, price in tickets.items():
            if ticket not in used and price <= money:
                moves += [(city, used | {ticket}, money - price)
                          for city in destinations(ticket, at, exact)]
        for place, now_used, left in moves:
            if place != "home" and now_used:
                runway = runway_for_me(place)
                if runway and builds(d, me, place, runway, left):
                    return True
            if (place, now_used, left) not in seen:
                seen.add((place, now_used, left))
                todo.append((place, now_used, left))
    return False


def reference_legal(d):
    if d["phase"] == "over":
        return set()
    me = d["current"]
    seat = d["seats"][me]
    money = seat["money"]
    if d["phase"] == "loans":
        repay = {f"L{k:02d}": 12 if k <= 14 else 20 for k in range(1, 25)}
        return ({f"extend {c}" for c in d["payday"]["pending"]}
                | {f"repay {c}" for c in d["payday"]["pending"] if money >= repay[c]})
    loans = {f"loan {a}" for a in cards_at_bank(d)}
    if money < 0:
        return loans or {"pass"}
    out = {f"buy {t}" for t in d["display"] if t and cost(t) <= money}
    if d["turn"]["built"]:
        return out | {"end"}
    exact = d["options"]["stops"] == "exact"
    for ticket in seat["tickets"]:
        out |= {f"fly {ticket} {city}" for city in destinations(ticket, seat["at"], exact)}
    here = set()
    if seat["at"] != "home":
        out.add("home")
        if seat["runway"]:
            here = builds(d, me, seat["at"], seat["runway"], money)
    out |= here | loans
    reachable = (build_one_flight_away if d["options"].get("rules_version") == 1
                 else build_reachable_at_all)
    if not loans and not here and not reachable(d, me, exact):
        out.add("pass")
    return out


@pytest.mark.parametrize("rules_version", [1, 2])
@pytest.mark.parametrize("stops", ["exact", "up_to"])
def test_legal_actions_agree_with_an_independent_reading_of_the_rules(stops, rules_version):
    checked = 0
    for seed in range(6):
        s = new_game(2 + seed % 3, 500 + seed, {"stops": stops, "rules_version": rules_version})
        moves = random.Random(seed)
        while not s.is_terminal():
            legal = s.legal_actions()
            assert {str(a) for a in legal} == reference_legal(s.to_dict()), (seed, checked)
            checked += 1
            s.apply(moves.choice(legal))
        assert reference_legal(s.to_dict()) == set()
    assert checked > 1000
