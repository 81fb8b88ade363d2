"""The board data: every number the design document fixes, and the examples of the texts."""

from game.tycoon.rules import board as b


def cid(name: str) -> int:
    return b.city_index(name)


def test_grid_is_three_by_three_with_the_design_city_order():
    assert b.CITY_IDS[:3] == ("new_york", "monaco", "tokyo")
    assert b.CITY_IDS[4] == "cairo"
    assert b.CITY_IDS[8] == "sydney"
    assert [b.city_class(c) for c in ("new_york", "cairo", "cape_town")] == ["A", "B", "C"]


def test_distances_match_the_rule_texts():
    assert b.DISTANCE[cid("new_york")][cid("cairo")] == 2
    assert b.DISTANCE[cid("hong_kong")][cid("monaco")] == 2
    assert b.DISTANCE[cid("new_york")][cid("sydney")] == 4


def test_runway_and_factory_prices_by_class():
    assert b.RUNWAY_PRICES == ((4, 5), (3, 4), (2, 3))
    assert b.FACTORY_PRICES == ((8, 10), (6, 8), (4, 6))


def test_red_lots_are_6_8_10_and_lot_11_is_never_built():
    assert sorted(b.RED_LOTS) == [6, 8, 10]
    assert b.BUILD_LOTS == 11 and b.TRACK_LOTS == 12


def test_payouts_of_the_examples():
    ny, hk, rio = cid("new_york"), cid("hong_kong"), cid("rio_de_janeiro")
    assert b.payout(ny, 5) == (20, 10)   # 5 hotels on lots 0-4 (illustration 2)
    assert b.payout(ny, 9) == (24, 12)   # last hotel on lot 8 (illustration 3)
    assert b.payout(hk, 9)[0] == 14      # nine lots used (online rules)
    assert 5 in (second for _first, second in b.PAYOUTS[b.CITY_CLASS[rio]])


def test_second_place_pays_half_of_first():
    for row in b.PAYOUTS:
        assert len(row) == 12
        assert all(first == 2 * second for first, second in row)


def test_spread_table():
    assert b.SPREAD[1:] == (0, 2, 5, 10, 15, 20, 25, 30, 40)


def test_54_tickets_with_stable_ids():
    assert len(b.TICKETS) == 54
    assert b.TICKET_IDS[0] == "S01" and b.TICKET_IDS[17] == "S18"
    assert b.TICKET_IDS[18] == "C01" and b.TICKET_IDS[53] == "C36"


def test_scheduled_tickets_each_city_twice_cost_three_plus_stops():
    scheduled = [t for t in b.TICKETS if t.kind == b.SCHEDULED]
    assert len(scheduled) == 18
    for city in range(9):
        mine = [t for t in scheduled if t.dest == city]
        assert sorted(t.stops for t in mine) == sorted(b.SCHEDULED_STOPS[city])
    assert all(t.cost == 3 + t.stops for t in scheduled)
    cairo = [t for t in scheduled if t.dest == cid("cairo") and t.stops == 2]
    assert cairo[0].cost == 5  # the rulebook's Cairo ticket


def test_charter_tickets_one_per_city_pair_cost_is_grid_distance():
    charters = [t for t in b.TICKETS if t.kind == b.CHARTER]
    assert len(charters) == 36
    assert len({frozenset(t.cities) for t in charters}) == 36
    assert all(t.cost == b.DISTANCE[t.cities[0]][t.cities[1]] for t in charters)
    mex_cpt = [t for t in charters if set(t.cities) == {cid("mexico_city"), cid("cape_town")}]
    assert mex_cpt[0].cost == 2


def test_24_loan_cards_fourteen_small_ten_big():
    small = [c for c in b.LOAN_CARDS if c.amount == 10]
    big = [c for c in b.LOAN_CARDS if c.amount == 16]
    assert len(small) == 14 and len(big) == 10
    assert {(c.repay, c.repay_extended) for c in small} == {(12, 16)}
    assert {(c.repay, c.repay_extended) for c in big} == {(20, 30)}
    assert b.LOAN_IDS[0] == "L01" and b.LOAN_IDS[-1] == "L24"


def test_start_values():
    assert (b.START_MONEY, b.HOTELS_PER_SESSION, b.FACTORIES_PER_PLAYER) == (15, 6, 5)
    assert b.HOTELS_PER_PLAYER == 18
    assert b.PLAYER_COLOURS == ("red", "blue", "yellow", "green")


def test_unknown_ids_are_named_in_the_error():
    import pytest

    with pytest.raises(ValueError, match="atlantis"):
        b.city_index("atlantis")
    with pytest.raises(ValueError, match="S99"):
        b.ticket_index("S99")
