"""Runways (D2): two per city, first free one taken, a full city only passed through."""

import pytest

from game.tycoon.rules import BuildHotel, Flew, FlewHome, HotelBuilt, IllegalAction, build_cost

from .conftest import make_state, of_type, play


def test_landing_takes_runway_one_if_free_else_two():
    s = make_state(seats={0: {"tickets": ["S09"]}, 1: {"at": "cairo", "runway": 1}})
    flew = of_type(play(s, "fly S09 cairo"), Flew)[0]
    assert flew.runway == 2
    assert s.to_dict()["seats"][0]["runway"] == 2


def test_hotel_costs_the_price_of_the_runway_landed_on():
    s = make_state(seats={0: {"tickets": ["S09"]}, 1: {"at": "cairo", "runway": 1}})
    play(s, "fly S09 cairo")
    assert build_cost(s, "hotel") == 4  # class B, runway 2
    built = of_type(play(s, "hotel"), HotelBuilt)[0]
    assert built.cost == 4
    assert s.money[0] == 15 - 4


def test_full_city_can_be_passed_through_but_not_built_in():
    s = make_state(seats={0: {"tickets": ["S09", "C22"]},
                          1: {"at": "cairo", "runway": 1}, 2: {"at": "cairo", "runway": 2}})
    flew = of_type(play(s, "fly S09 cairo"), Flew)[0]
    assert flew.runway == 0
    assert BuildHotel() not in s.legal_actions()
    with pytest.raises(IllegalAction) as err:
        play(s, "hotel")
    assert err.value.key == "tycoon_board.why.no_runway"
    play(s, "fly C22 mexico_city", "hotel")
    assert s.to_dict()["cities"]["mexico_city"]["chain"][0] == 0


def test_player_on_runway_two_stays_there_when_runway_one_frees():
    s = make_state(2, current=1, seats={0: {"at": "tokyo", "runway": 1, "tickets": ["C09"]},
                                     1: {"at": "tokyo", "runway": 2}})
    play(s, "hotel", "end")           # seat 1 builds on runway 2 and ends
    play(s, "fly C09 monaco")        # seat 0 leaves Tokyo: runway 1 frees
    d = s.to_dict()
    assert d["seats"][1]["runway"] == 2
    assert build_cost(s, "hotel", "tokyo") == 4  # a newcomer would get runway 1 (A: 4)


def test_leaving_a_city_frees_its_runway():
    s = make_state(seats={0: {"at": "tokyo", "runway": 1, "tickets": ["C09"]}})
    play(s, "fly C09 monaco")
    assert s.runways[2 * 2] == -1  # Tokyo runway 1
    assert s.to_dict()["seats"][0]["runway"] == 1  # landed on Monaco runway 1


def test_flying_through_a_full_city_leaves_its_runways_to_their_owners():
    """Cairo is full (seats 1 and 2): a stops flight through it and a stop-over in it take
    no runway there, and the runway left behind in Mexico City is free again."""
    s = make_state(seats={0: {"at": "mexico_city", "runway": 1, "tickets": ["S10", "C27",
                                                                             "C22"]},
                          1: {"at": "cairo", "runway": 1}, 2: {"at": "cairo", "runway": 2}})
    flew = of_type(play(s, "fly S10 hong_kong"), Flew)[0]
    assert (flew.path, flew.direct, flew.runway) == (("cairo", "hong_kong"), False, 1)
    flew = of_type(play(s, "fly C27 cairo"), Flew)[0]
    assert flew.runway == 0
    flew = of_type(play(s, "fly C22 mexico_city"), Flew)[0]
    assert flew.runway == 1
    d = s.to_dict()
    assert [(seat["at"], seat["runway"]) for seat in d["seats"]] == [
        ("mexico_city", 1), ("cairo", 1), ("cairo", 2), ("home", 0)]
    assert build_cost(s, "hotel", "hong_kong") == 3  # Hong Kong's runway 1 was freed too


def test_leaving_and_coming_back_lands_on_the_first_free_runway():
    """On runway 2 the player pays runway 2's price; after leaving the city and flying back
    in the same turn the free runway 1 is taken (rulebook: switch only by leaving)."""
    s = make_state(seats={0: {"at": "tokyo", "runway": 2, "money": 4,
                              "tickets": ["C09", "S05"]}})
    assert BuildHotel() not in s.legal_actions()  # runway 2 in Tokyo costs 5
    play(s, "fly C09 monaco", "fly S05 tokyo")
    assert s.to_dict()["seats"][0]["runway"] == 1
    assert of_type(play(s, "hotel"), HotelBuilt)[0].cost == 4


def test_loan_from_a_runway_frees_it_for_the_next_player():
    s = make_state(2, seats={0: {"at": "tokyo", "runway": 1}, 1: {"tickets": ["S05"]}})
    play(s, "loan 10")
    flew = of_type(play(s, "fly S05 tokyo"), Flew)[0]
    assert flew.runway == 1
    assert of_type(play(s, "hotel"), HotelBuilt)[0].cost == 4


def test_loan_while_passing_through_a_full_city_leaves_its_runways_alone():
    s = make_state(seats={0: {"at": "cairo", "runway": 0},
                          1: {"at": "cairo", "runway": 1}, 2: {"at": "cairo", "runway": 2}})
    events = play(s, "loan 10")
    assert of_type(events, FlewHome) == [FlewHome(0, "cairo")]
    seats = s.to_dict()["seats"]
    assert [(seat["at"], seat["runway"]) for seat in seats[:3]] == [
        ("home", 0), ("cairo", 1), ("cairo", 2)]
