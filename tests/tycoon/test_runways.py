"""Runways (D2): two per city, first free one taken, a full city only passed through."""

import pytest

from game.tycoon.rules import BuildHotel, Flew, HotelBuilt, IllegalAction, build_cost

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
    assert err.value.key == "tycoon.why.no_runway"
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
