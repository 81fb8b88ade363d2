"""Red lots and eviction (D6), renovation (D5), evicted hotels and the supply (D9)."""

import pytest

from game.tycoon.rules import (
    HotelEvicted,
    HotelRenovated,
    IllegalAction,
    Renovate,
    payday_preview,
)

from .conftest import BLUE, GREEN, RED, YELLOW, make_state, of_type, play

SIX = [RED, BLUE, YELLOW, GREEN, BLUE, YELLOW]


def test_red_lot_evicts_oldest_hotel_of_any_owner():
    s = make_state(current=YELLOW, chains={"new_york": SIX},
                   seats={YELLOW: {"at": "new_york", "runway": 1}})
    evicted = of_type(play(s, "hotel"), HotelEvicted)
    assert evicted == [HotelEvicted("new_york", RED, 0)]
    city = s.to_dict()["cities"]["new_york"]
    assert city["chain"][:7] == [None, BLUE, YELLOW, GREEN, BLUE, YELLOW, YELLOW]
    assert city["evicted"] == [1, 0, 0, 0]


def test_freed_lots_stay_empty_and_the_next_red_lot_takes_the_next_oldest():
    s = make_state(current=GREEN, chains={"new_york": [None, *SIX[1:], RED, BLUE]},
                   evicted={"new_york": {RED: 1}},
                   seats={GREEN: {"at": "new_york", "runway": 1}})
    evicted = of_type(play(s, "hotel"), HotelEvicted)
    assert evicted == [HotelEvicted("new_york", BLUE, 1)]
    chain = s.to_dict()["cities"]["new_york"]["chain"]
    assert chain[:2] == [None, None] and chain[8] == GREEN


def test_non_red_lots_evict_nothing():
    s = make_state(current=YELLOW, chains={"new_york": SIX[:5]},
                   seats={YELLOW: {"at": "new_york", "runway": 1}})
    assert of_type(play(s, "hotel"), HotelEvicted) == []


def test_evicted_hotel_counts_for_neither_spread_nor_majority():
    s = make_state(chains={"new_york": [None, *SIX[1:], YELLOW]}, evicted={"new_york": {RED: 1}})
    red = payday_preview(s)[RED]
    assert red.spread_cities == 0 and red.majorities == () and red.total == 0


def test_evicted_hotels_do_not_return_to_the_supply():
    s = make_state(current=YELLOW, chains={"new_york": SIX},
                   seats={YELLOW: {"at": "new_york", "runway": 1}})
    play(s, "hotel")
    assert s.to_dict()["seats"][RED]["hotels"] == 5  # 6 handed out, 1 in the city centre


def test_renovation_is_free_and_puts_the_hotel_at_the_end_of_the_chain():
    s = make_state(chains={"new_york": [None, *SIX[1:], YELLOW]}, evicted={"new_york": {RED: 1}},
                   seats={RED: {"at": "new_york", "runway": 1, "money": 0}})
    assert Renovate() in s.legal_actions()
    renovated = of_type(play(s, "renovate"), HotelRenovated)
    assert renovated == [HotelRenovated(RED, "new_york", 7, False)]
    d = s.to_dict()
    assert d["seats"][RED]["money"] == 0
    assert d["seats"][RED]["hotels"] == 5  # takes none from the supply
    assert d["cities"]["new_york"]["evicted"][RED] == 0


def test_renovation_on_a_red_lot_evicts_like_a_new_hotel():
    chain = [None, *SIX[1:], YELLOW, GREEN]
    s = make_state(chains={"new_york": chain}, evicted={"new_york": {RED: 1}},
                   seats={RED: {"at": "new_york", "runway": 1}})
    events = play(s, "renovate")
    assert of_type(events, HotelRenovated)[0].lot == 8
    assert of_type(events, HotelEvicted) == [HotelEvicted("new_york", BLUE, 1)]


def test_renovation_needs_an_own_evicted_hotel_in_this_city():
    s = make_state(chains={"new_york": [None, *SIX[1:], YELLOW]},
                   evicted={"new_york": {RED: 1}},
                   seats={BLUE: {"at": "new_york", "runway": 1}}, current=BLUE)
    assert Renovate() not in s.legal_actions()
    with pytest.raises(IllegalAction) as err:
        play(s, "renovate")
    assert err.value.key == "tycoon_board.why.no_evicted_hotel"


def test_renovation_is_the_turns_one_build():
    s = make_state(chains={"new_york": [None, *SIX[1:], YELLOW]}, evicted={"new_york": {RED: 1}},
                   seats={RED: {"at": "new_york", "runway": 1, "money": 30}})
    play(s, "renovate")
    with pytest.raises(IllegalAction):
        play(s, "hotel")


def test_rulebook_illustration_3_played_out():
    """New York: red and blue's first hotels are evicted, red renovates, yellow leads."""
    r, b, y = RED, BLUE, YELLOW
    s = make_state(3, current=y, chains={"new_york": [r, b, y, r, y, b]},
                   factories={"new_york": [b, r]},
                   seats={y: {"at": "new_york", "runway": 1, "money": 20},
                          r: {"at": "new_york", "runway": 2}})
    assert of_type(play(s, "hotel", "end"), HotelEvicted) == [HotelEvicted("new_york", r, 0)]
    play(s, "renovate", "end")             # red brings its hotel back, on lot 7
    play(s, "loan 10")                     # blue borrows
    assert of_type(play(s, "hotel", "end"), HotelEvicted) == [HotelEvicted("new_york", b, 1)]
    city = s.to_dict()["cities"]["new_york"]
    assert city["chain"][:9] == [None, None, y, r, y, b, y, r, y]
    assert city["evicted"] == [0, 1, 0]
    pay = payday_preview(s)
    ny = {p.seat: [m for m in p.majorities if m.city == "new_york"] for p in pay}
    assert [(m.place, m.amount) for m in ny[y]] == [(1, 24)]
    assert [(m.place, m.amount) for m in ny[r]] == [(2, 12)]
    assert ny[b] == []  # blue fell back to third place
    # New York has the longest chain here: both factories earn first-place money
    assert [f.amount for f in pay[b].factories] == [24]
    assert [f.amount for f in pay[r].factories] == [24]


def test_renovation_needs_no_hotel_in_the_supply():
    s = make_state(chains={"new_york": [None, *SIX[1:], YELLOW], "tokyo": [RED] * 5},
                   evicted={"new_york": {RED: 1}}, seats={RED: {"at": "new_york", "runway": 1}})
    assert s.to_dict()["seats"][RED]["hotels"] == 0
    assert Renovate() in s.legal_actions()
    assert of_type(play(s, "renovate"), HotelRenovated)[0].lot == 7
