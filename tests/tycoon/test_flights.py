"""Flying (D1): scheduled tickets by destination or by stops, charters, the free flight home."""

import pytest

from game.tycoon.rules import Flew, FlewHome, IllegalAction, fly_destinations
from game.tycoon.rules.board import DISTANCE, NEIGHBOURS, city_index, ticket

from .conftest import make_state, of_type, play

# S10: Cairo, 2 stops. C22: Mexico City - Cairo. S17: Sydney, 1 stop.


def test_ticket_ids_used_here_are_what_the_tests_assume():
    assert (ticket("S10").dest, ticket("S10").stops) == (city_index("cairo"), 2)
    assert set(ticket("C22").cities) == {city_index("mexico_city"), city_index("cairo")}
    assert (ticket("S17").dest, ticket("S17").stops) == (city_index("sydney"), 1)


def test_scheduled_ticket_flies_to_its_city_from_home():
    s = make_state(seats={0: {"tickets": ["S10"]}})
    assert fly_destinations(s, "S10") == ["cairo"]
    events = play(s, "fly S10 cairo")
    flew = of_type(events, Flew)[0]
    assert (flew.origin, flew.path, flew.direct, flew.runway) == (None, ("cairo",), True, 1)
    assert s.to_dict()["seats"][0]["at"] == "cairo"


def test_stops_cannot_be_used_from_home():
    s = make_state(seats={0: {"tickets": ["S17"]}})
    assert fly_destinations(s, "S17") == ["sydney"]
    with pytest.raises(IllegalAction) as err:
        play(s, "fly S17 cape_town")
    assert err.value.key == "tycoon_board.why.stops_from_home"


def test_exact_stops_reach_only_cities_exactly_n_steps_away():
    # the rulebook's example: Cairo ticket with 2 stops, plane in Hong Kong
    s = make_state(seats={0: {"tickets": ["S10"], "at": "hong_kong", "runway": 1}})
    assert sorted(fly_destinations(s, "S10")) == ["cairo", "cape_town", "mexico_city", "monaco"]


def test_up_to_stops_option_reaches_every_city_within_n_steps():
    s = make_state(stops="up_to",
                   seats={0: {"tickets": ["S10"], "at": "hong_kong", "runway": 1}})
    assert sorted(fly_destinations(s, "S10")) == [
        "cairo", "cape_town", "mexico_city", "monaco", "sydney", "tokyo"]


def test_stops_path_steps_orthogonally_and_never_enters_a_city_twice():
    s = make_state(seats={0: {"tickets": ["S04"], "at": "new_york", "runway": 1}})  # 3 stops
    for dest in fly_destinations(s, "S04"):
        trial = s.clone()
        flew = of_type(play(trial, f"fly S04 {dest}"), Flew)[0]
        cities = ["new_york", *flew.path]
        assert len(set(cities)) == len(cities)
        if not flew.direct:
            assert len(flew.path) == 3
            for a, b in zip(cities, cities[1:], strict=False):
                assert city_index(b) in NEIGHBOURS[city_index(a)]


def test_charter_flies_between_its_two_cities_either_way():
    s = make_state(seats={0: {"tickets": ["C22"], "at": "mexico_city", "runway": 1},
                          1: {"tickets": ["C29"], "at": "cairo", "runway": 1}})
    assert fly_destinations(s, "C22") == ["cairo"]
    flew = of_type(play(s, "fly C22 cairo"), Flew)[0]
    assert (flew.origin, flew.path, flew.runway) == ("mexico_city", ("cairo",), 2)
    s2 = make_state(seats={0: {"tickets": ["C22"], "at": "cairo", "runway": 1}})
    assert fly_destinations(s2, "C22") == ["mexico_city"]


def test_charter_needs_the_plane_in_one_of_its_cities():
    s = make_state(seats={0: {"tickets": ["C22"], "at": "tokyo", "runway": 1}})
    assert fly_destinations(s, "C22") == []
    with pytest.raises(IllegalAction) as err:
        play(s, "fly C22 cairo")
    assert err.value.key == "tycoon_board.why.charter_not_here"
    home = make_state(seats={0: {"tickets": ["C22"]}})
    assert fly_destinations(home, "C22") == []


def test_flying_home_is_free_and_needs_no_ticket():
    s = make_state(seats={0: {"at": "tokyo", "runway": 1, "money": 3}})
    events = play(s, "home")
    assert of_type(events, FlewHome)[0].origin == "tokyo"
    d = s.to_dict()
    assert (d["seats"][0]["at"], d["seats"][0]["money"]) == ("home", 3)
    assert d["cities"]["tokyo"]["chain"] == [None] * 11


def test_used_tickets_go_to_the_discard_pile():
    s = make_state(seats={0: {"tickets": ["S10", "C22"]}})
    play(s, "fly S10 cairo", "fly C22 mexico_city")
    d = s.to_dict()
    assert d["seats"][0]["tickets"] == []
    assert d["discards"] == {"scheduled": ["S10"], "charter": ["C22"]}


def test_several_flights_in_one_turn():
    s = make_state(seats={0: {"tickets": ["S13", "C34", "S15"]}})  # Rio, Rio-Cape Town
    play(s, "fly S13 rio_de_janeiro", "fly C34 cape_town")
    assert s.to_dict()["seats"][0]["at"] == "cape_town"


def test_grid_steps_of_a_stops_flight_equal_the_ticket_stops_in_exact_mode():
    s = make_state(seats={0: {"tickets": ["S12"], "at": "sydney", "runway": 1}})  # HK 3 stops
    for dest in fly_destinations(s, "S12"):
        if dest != "hong_kong":
            assert DISTANCE[city_index("sydney")][city_index(dest)] in (1, 3)


def test_printed_destination_is_reached_from_any_city_whatever_the_distance():
    s = make_state(seats={0: {"tickets": ["S17"], "at": "new_york", "runway": 1}})
    assert fly_destinations(s, "S17") == ["monaco", "mexico_city", "sydney"]  # 1 stop or Sydney
    flew = of_type(play(s, "fly S17 sydney"), Flew)[0]
    assert (flew.path, flew.direct) == (("sydney",), True)
