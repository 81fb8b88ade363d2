"""`ways_to_build`: what a click on a city's next free lot carries out (issue 14.3). Every way
is legal to its last step and ends with the player's hotel in that city; the cheapest comes
first; a city the plane stands in needs no flight."""

from __future__ import annotations

import random

from game.tycoon.rules import BuildHotel, Fly, HotelBuilt, new_game
from game.tycoon.rules.board import CITY_IDS, NUM_CITIES
from game.tycoon.rules.ways import ways_to_build
from tests.tycoon_view.games import choose


def positions(count: int = 40):
    """Positions of a player to act in play, from random games."""
    rng = random.Random(14)
    for seed in range(count):
        state = new_game(2 + seed % 3, seed)
        for _ in range(rng.randrange(0, 60)):
            if state.is_terminal():
                break
            state.apply(choose(state, rng))
        if not state.is_terminal() and state.phase == 0:
            yield state


def test_every_way_builds_a_hotel_of_the_player_in_that_city_and_costs_what_it_says():
    checked = 0
    for state in positions():
        p = state.current
        for city in range(NUM_CITIES):
            ways = ways_to_build(state, city)
            assert [w.spent for w in ways] == sorted(w.spent for w in ways)
            for way in ways:
                s = state.clone()
                events = [e for a in way.actions for e in s.apply(a)]
                assert isinstance(way.actions[-1], BuildHotel)
                assert any(isinstance(e, HotelBuilt) and e.city == CITY_IDS[city] for e in events)
                assert s.pos[p] == city and state.money[p] - s.money[p] == way.spent
                checked += 1
    assert checked > 100


def test_where_the_plane_stands_the_way_is_the_hotel_alone():
    state = new_game(2, 7)
    flight = next(a for a in ways_to_build(state, 4)[0].actions if isinstance(a, Fly))
    for action in ways_to_build(state, 4)[0].actions[:-1]:
        state.apply(action)
    assert flight.c == state.pos[state.current]
    assert [w.actions for w in ways_to_build(state, flight.c)] == [(BuildHotel(),)]
    state.apply(BuildHotel())
    assert all(ways_to_build(state, c) == [] for c in range(NUM_CITIES))  # one build a turn
