"""Payday income: spread, majorities with the tie rule (D7), factories and the longest chain
(D8); the rulebook's illustrations and the online rules' example, to the million."""

import random

from game.tycoon.rules import Payday, new_game, payday_preview

from .conftest import BLUE, GREEN, RED, YELLOW, make_state, of_type, play


def majority(pay, seat, city):
    return [(m.place, m.amount, m.tie_break) for m in pay[seat].majorities if m.city == city]


def test_spread_pays_by_the_number_of_cities_with_a_hotel_in_the_chain():
    s = make_state(chains={"tokyo": [RED], "cairo": [RED], "sydney": [RED, BLUE]})
    pay = payday_preview(s)
    assert (pay[RED].spread_cities, pay[RED].spread) == (3, 5)
    assert (pay[BLUE].spread_cities, pay[BLUE].spread) == (1, 0)


def test_majority_tie_goes_to_the_player_whose_first_hotel_stands_earlier():
    """Rulebook illustration 2: five hotels in New York, blue and yellow have two each."""
    s = make_state(chains={"new_york": [RED, BLUE, YELLOW, BLUE, YELLOW]},
                   seats={RED: {"at": "new_york", "runway": 1}})
    pay = payday_preview(s)
    assert majority(pay, BLUE, "new_york") == [(1, 20, True)]
    assert majority(pay, YELLOW, "new_york") == [(2, 10, True)]
    assert majority(pay, RED, "new_york") == []
    assert [p.total for p in pay] == [0, 20, 10, 0]  # one city each: no spread money
    play(s, "hotel")  # had red built the next hotel, red would lead and blue be second
    pay = payday_preview(s)
    assert majority(pay, RED, "new_york") == [(1, 22, True)]
    assert majority(pay, BLUE, "new_york") == [(2, 11, True)]
    assert majority(pay, YELLOW, "new_york") == []


def test_clear_majority_is_not_marked_as_tie_break():
    s = make_state(chains={"tokyo": [BLUE, RED, BLUE]})
    pay = payday_preview(s)
    assert majority(pay, BLUE, "tokyo") == [(1, 12, False)]
    assert majority(pay, RED, "tokyo") == [(2, 6, False)]


def test_player_alone_in_a_city_takes_first_place_only():
    s = make_state(chains={"cape_town": [GREEN, GREEN]})
    pay = payday_preview(s)
    assert majority(pay, GREEN, "cape_town") == [(1, 4, False)]
    assert sum(p.total for p in pay) == 4


def test_factory_pays_second_place_money_outside_the_longest_chain():
    s = make_state(chains={"hong_kong": [BLUE] * 4, "tokyo": [BLUE] * 2},
                   factories={"tokyo": [RED]})
    [f] = payday_preview(s)[RED].factories
    assert (f.city, f.amount, f.longest) == ("tokyo", 4, False)


def test_factory_in_the_longest_chain_pays_first_place_money():
    s = make_state(chains={"hong_kong": [BLUE] * 4, "tokyo": [BLUE] * 2},
                   factories={"hong_kong": [RED, GREEN]})
    pay = payday_preview(s)
    assert [(f.amount, f.longest) for f in pay[RED].factories] == [(10, True)]
    assert [(f.amount, f.longest) for f in pay[GREEN].factories] == [(10, True)]


def test_all_cities_tied_for_longest_chain_pay_first_place_money():
    s = make_state(chains={"hong_kong": [BLUE] * 3, "tokyo": [YELLOW] * 3},
                   factories={"hong_kong": [RED], "tokyo": [RED]})
    amounts = sorted(f.amount for f in payday_preview(s)[RED].factories)
    assert amounts == [8, 12]


def test_chain_length_counts_the_empty_lots_at_its_start():
    # Cairo: 7 lots used (lot 0 evicted) beats Sydney's 6 hotels on lots 0-5
    s = make_state(chains={"cairo": [None, 1, 1, 1, 2, 2, 2], "sydney": [3] * 6},
                   evicted={"cairo": {0: 1}}, factories={"cairo": [RED], "sydney": [RED]})
    incomes = {f.city: (f.amount, f.longest) for f in payday_preview(s)[RED].factories}
    assert incomes == {"cairo": (16, True), "sydney": (5, False)}


def test_rulebook_illustration_3_factories_when_another_chain_is_longer():
    r, b, y = RED, BLUE, YELLOW
    s = make_state(3, session=2,
                   chains={"new_york": [None, None, y, r, y, b, y, r, y],
                           "hong_kong": [None, None, b, b, r, r, y, y, b, r]},
                   evicted={"new_york": {b: 1}}, factories={"new_york": [b, r]})
    pay = payday_preview(s)
    assert [(f.amount, f.longest) for f in pay[b].factories] == [(12, False)]
    assert [(f.amount, f.longest) for f in pay[r].factories] == [(12, False)]
    assert majority(pay, y, "new_york") == [(1, 24, False)]
    assert majority(pay, r, "new_york") == [(2, 12, False)]


def online_example(**kw):
    """The online rules' payday board (red, blue, yellow, green)."""
    r, b, y, g = RED, BLUE, YELLOW, GREEN
    return make_state(
        4, session=2,
        chains={"monaco": [y, g, y], "new_york": [g, r, g, r],
                "hong_kong": [None, None, b, r, b, r, b, g, b],
                "cape_town": [g], "rio_de_janeiro": [b, b, y, b, y]},
        evicted={"hong_kong": {y: 2}},
        factories={"hong_kong": [b, r], "rio_de_janeiro": [r, r]}, **kw)


def test_online_rules_payday_example():
    pay = payday_preview(online_example())
    assert majority(pay, YELLOW, "monaco") == [(1, 12, False)]
    assert majority(pay, GREEN, "monaco") == [(2, 6, False)]
    assert majority(pay, GREEN, "new_york") == [(1, 16, True)]
    assert majority(pay, RED, "new_york") == [(2, 8, True)]
    assert majority(pay, YELLOW, "hong_kong") == []          # evicted hotels do not count
    assert majority(pay, RED, "hong_kong") == [(2, 7, False)]
    assert majority(pay, GREEN, "cape_town") == [(1, 2, False)]
    assert [(f.city, f.amount) for f in pay[BLUE].factories] == [("hong_kong", 14)]
    assert [(f.city, f.amount) for f in pay[RED].factories] == [
        ("hong_kong", 14), ("rio_de_janeiro", 5), ("rio_de_janeiro", 5)]
    assert [p.spread for p in pay] == [2, 2, 2, 10]
    assert [p.total for p in pay] == [41, 40, 19, 34]


def test_payday_pays_exactly_the_preview():
    s = online_example(current=GREEN, built=True, last_round=True,
                       seats={GREEN: {"at": "cape_town", "runway": 1}})
    preview = payday_preview(s)
    before = s.money[:]
    events = play(s, "end")
    [payday] = of_type(events, Payday)
    assert payday.players == preview and not payday.final
    assert [m - b for m, b in zip(s.money, before, strict=True)] == [41, 40, 19, 34]


def test_rulebook_illustration_3_totals_to_the_million():
    """Illustration 3 with New York as the only city on the board (so its chain is the
    longest): yellow 24 for first place, red 12 for second plus 24 for its factory, blue 24
    for its factory only (its one hotel is in the city centre)."""
    r, b, y = RED, BLUE, YELLOW
    s = make_state(3, chains={"new_york": [None, None, y, r, y, b, y, r, y]},
                   evicted={"new_york": {b: 1}}, factories={"new_york": [b, r]})
    assert [p.total for p in payday_preview(s)] == [12 + 24, 24, 24]


def test_with_no_hotel_anywhere_every_factory_earns_first_place_of_lot_0():
    s = make_state(factories={"new_york": [RED], "sydney": [BLUE]})
    pay = payday_preview(s)
    assert [(f.amount, f.longest) for f in pay[RED].factories] == [(4, True)]
    assert [(f.amount, f.longest) for f in pay[BLUE].factories] == [(2, True)]


#: The design table's payouts (first place; second is half), per class, lot 0..11.
FIRST_PLACE = {"A": (4, 6, 8, 12, 16, 20, 22, 24, 28, 24, 20, 16),
               "B": (2, 4, 6, 8, 10, 12, 14, 16, 18, 14, 12, 10),
               "C": (2, 2, 4, 6, 8, 10, 10, 12, 14, 12, 10, 8)}
SPREAD_PAY = (0, 0, 2, 5, 10, 15, 20, 25, 30, 40)
CITY_CLASS = {city: "ABC"[i // 3] for i, city in enumerate(
    ("new_york", "monaco", "tokyo", "mexico_city", "cairo", "hong_kong", "rio_de_janeiro",
     "cape_town", "sydney"))}


def reference_income(d):
    """Payday read straight off the snapshot, the way a player counts it at the table."""
    n = d["num_players"]
    total = [0] * n
    cities = [0] * n
    used = {c: max((i + 1 for i, o in enumerate(v["chain"]) if o is not None), default=0)
            for c, v in d["cities"].items()}
    longest = max(used.values())
    for city, place in d["cities"].items():
        first = FIRST_PLACE[CITY_CLASS[city]][used[city]]
        hotels = [o for o in place["chain"] if o is not None]
        for seat in set(hotels):
            cities[seat] += 1
        ranked = sorted(set(hotels), key=lambda p: (-hotels.count(p), hotels.index(p)))
        for place_pay, seat in zip((first, first // 2), ranked, strict=False):
            total[seat] += place_pay
        for owner in place["factories"]:
            total[owner] += first if used[city] == longest else first // 2
    return [t + SPREAD_PAY[c] for t, c in zip(total, cities, strict=True)]


def test_payday_income_agrees_with_an_independent_count_in_random_games():
    checked = 0
    for seed in range(6):
        s = new_game(2 + seed % 3, 900 + seed)
        moves = random.Random(seed)
        while not s.is_terminal():
            if moves.random() < 0.2:
                assert [p.total for p in payday_preview(s)] == reference_income(s.to_dict())
                checked += 1
            s.apply(moves.choice(s.legal_actions()))
    assert checked > 300
