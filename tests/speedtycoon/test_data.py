"""The numbers of design §1 as the data module holds them."""

from __future__ import annotations

from collections import Counter

from game.speedtycoon.rules import data, deck
from game.speedtycoon.rules.data import (
    BLITZ_BUILDING_IDS,
    BUILDING_IDS,
    CARD_CUR,
    CARD_VALUE,
    SCORING_TABLE,
    TILE_BRANCH,
    TILE_PRICE,
    TILE_SIDES,
    money_cards,
)


def test_54_buildings_with_the_branch_sums_of_the_table():
    assert len(BUILDING_IDS) == 54
    per_branch = Counter(TILE_BRANCH[t] for t in BUILDING_IDS)
    assert [per_branch[b] for b in range(6)] == [7, 7, 9, 9, 11, 11]
    sums = [sum(TILE_PRICE[t] for t in BUILDING_IDS if TILE_BRANCH[t] == b) for b in range(6)]
    assert sums == [35, 42, 63, 72, 99, 110]
    assert sum(TILE_PRICE[t] for t in BUILDING_IDS) == 421


def test_highway_sides_twenty_per_side_and_counts_by_number():
    for d in data.DIRS:
        assert sum(1 for t in BUILDING_IDS if TILE_SIDES[t] & d) == 20
    by_count = Counter(bin(TILE_SIDES[t]).count("1") for t in BUILDING_IDS)
    assert [by_count[k] for k in range(4)] == [10, 16, 20, 8]


def test_headquarters_and_zones_have_four_free_sides():
    assert TILE_SIDES[data.HQ] == 0
    assert all(TILE_SIDES[z] == 0 and TILE_BRANCH[z] < 0 for z in data.ZONE_IDS)
    assert [data.ZONES[z][2] for z in data.ZONE_IDS] == [6, 8, 6, 8]


def test_money_card_counts_D_b():
    assert len(money_cards(3, False)) == 108
    assert len(money_cards(2, False)) == 72
    assert len(money_cards(4, True)) == 116
    assert len(money_cards(2, True)) == 80
    assert sum(CARD_VALUE[c] for c in money_cards(3, False)) == 540
    exchange = [c for c in money_cards(2, True) if data.is_exchange(c)]
    assert sum(CARD_VALUE[c] for c in exchange) == 40
    assert all(bin(CARD_CUR[c]).count("1") == 2 for c in exchange)
    for cur in range(4):
        assert sum(1 for c in exchange if CARD_CUR[c] >> cur & 1) == 4


def test_blitz_bag_D_e():
    assert len(BLITZ_BUILDING_IDS) == 36
    assert sum(TILE_PRICE[t] for t in BLITZ_BUILDING_IDS) == 286
    assert sorted(data.BLITZ_REMOVED) == [2, 4, 6, 9, 11, 13, 16, 19, 22, 25, 28, 31, 34, 38,
                                           42, 45, 49, 53]


def test_scoring_table_pays_one_two_three_places():
    assert SCORING_TABLE[1][0] == (1,)
    assert SCORING_TABLE[2][5] == (13, 6)
    assert SCORING_TABLE[3][4] == (20, 12, 5)


def test_special_card_bands_D_c_and_D_d():
    m = deck.band_cards(80, False)
    assert deck.scoring_band(data.CARD_STARTUP, m) == (16, 32)
    assert deck.scoring_band(data.CARD_VC, m) == (48, 64)
    assert [lo for lo, _hi in deck.news_bands(m)] == [0, 11, 22, 34, 45, 57, 68]
    assert deck.news_bands(m)[-1][1] == 80
    m = deck.band_cards(80, True, rules=1)  # D-d as designed: the first 2R/3
    assert m == 53
    assert deck.scoring_band(data.CARD_STARTUP, m) == (10, 21)
    assert deck.scoring_band(data.CARD_VC, m) == (31, 42)
    assert [lo for lo, _hi in deck.news_bands(m)] == [0, 7, 15, 22, 30, 37, 45]


def test_blitz_bands_lie_on_the_first_half_since_rules_version_2():
    """Issue 31: on 2R/3 a fast Blitz game could end trading before the VC card came."""
    m = deck.band_cards(80, True)
    assert m == 40
    assert deck.scoring_band(data.CARD_STARTUP, m) == (8, 16)
    assert deck.scoring_band(data.CARD_VC, m) == (24, 32)
    assert [lo for lo, _hi in deck.news_bands(m)] == [0, 5, 11, 17, 22, 28, 34]
