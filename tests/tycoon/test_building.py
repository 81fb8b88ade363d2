"""Hotels and factories (D3): where, at what price, how many."""

import pytest

from game.tycoon.rules import (
    BuildFactory,
    BuildHotel,
    FactoryBuilt,
    HotelBuilt,
    IllegalAction,
    build_cost,
)

from .conftest import make_state, of_type, play

IN_NEW_YORK = {"at": "new_york", "runway": 1}


def test_first_hotel_goes_on_lot_0_and_the_next_on_the_following_lot():
    s = make_state(2, seats={0: IN_NEW_YORK, 1: {"at": "new_york", "runway": 2}})
    first = of_type(play(s, "hotel", "end"), HotelBuilt)[0]
    second = of_type(play(s, "hotel", "end"), HotelBuilt)[0]
    assert (first.lot, first.seat, first.cost) == (0, 0, 4)
    assert (second.lot, second.seat, second.cost) == (1, 1, 5)
    assert s.to_dict()["cities"]["new_york"]["chain"][:3] == [0, 1, None]


def test_hotel_takes_one_from_the_supply():
    s = make_state(seats={0: IN_NEW_YORK})
    play(s, "hotel")
    assert s.to_dict()["seats"][0]["hotels"] == 5


def test_factory_lots_are_filled_in_order_at_their_prices():
    s = make_state(2, seats={0: {**IN_NEW_YORK, "money": 30}, 1: {"at": "new_york",
                                                                 "runway": 2, "money": 30}})
    assert build_cost(s, "factory") == 8
    first = of_type(play(s, "factory", "end"), FactoryBuilt)[0]
    assert build_cost(s, "factory") == 10
    second = of_type(play(s, "factory", "end"), FactoryBuilt)[0]
    assert (first.lot, first.cost, second.lot, second.cost) == (0, 8, 1, 10)
    assert s.money == [22, 20]


def test_at_most_two_factories_per_city():
    s = make_state(seats={0: {**IN_NEW_YORK, "money": 30}}, factories={"new_york": [1, 2]})
    assert BuildFactory() not in s.legal_actions()
    with pytest.raises(IllegalAction) as err:
        play(s, "factory")
    assert err.value.key == "tycoon_board.why.city_factories_full"


def test_five_factories_per_player_for_the_whole_game():
    s = make_state(seats={0: {**IN_NEW_YORK, "money": 30}},
                   factories={"tokyo": [0, 0], "monaco": [0, 0], "cairo": [0]})
    assert s.to_dict()["seats"][0]["factories"] == 0
    with pytest.raises(IllegalAction) as err:
        play(s, "factory")
    assert err.value.key == "tycoon_board.why.no_factories_left"


def test_no_hotel_once_the_supply_is_used_up():
    s = make_state(seats={0: IN_NEW_YORK}, chains={"tokyo": [0] * 6})
    assert s.to_dict()["seats"][0]["hotels"] == 0
    assert BuildHotel() not in s.legal_actions()
    assert BuildFactory() in s.legal_actions()
    with pytest.raises(IllegalAction) as err:
        play(s, "hotel")
    assert err.value.key == "tycoon_board.why.no_hotels_left"


def test_lot_11_is_never_built_on():
    full = [None, None, None, 1, 2, 3, 1, 2, 3, 1, 2]
    s = make_state(seats={0: IN_NEW_YORK}, chains={"new_york": full})
    assert BuildHotel() not in s.legal_actions()
    with pytest.raises(IllegalAction) as err:
        play(s, "hotel")
    assert err.value.key == "tycoon_board.why.chain_full"


def test_building_needs_the_money():
    s = make_state(seats={0: {**IN_NEW_YORK, "money": 3}})
    with pytest.raises(IllegalAction) as err:
        play(s, "hotel")
    assert (err.value.key, err.value.params) == ("tycoon_board.why.cannot_afford",
                                                 {"need": 4, "have": 3})


def test_nothing_is_built_at_home():
    s = make_state()
    with pytest.raises(IllegalAction) as err:
        play(s, "hotel")
    assert err.value.key == "tycoon_board.why.at_home"
