"""The screen's rectangles: everything fits, nothing a player must see overlaps, clicks land."""

from __future__ import annotations

import itertools

import pytest

from game.tycoon.rules import board
from game.tycoon.view import layout


def no_overlap(rects):
    return all(not a.colliderect(b) for a, b in itertools.combinations(rects, 2))


def test_nine_cities_sit_in_a_3x3_grid_inside_the_board():
    rects = [layout.city_rect(c) for c in range(9)]
    assert all(layout.BOARD.contains(r) for r in rects)
    assert no_overlap(rects)
    for c in range(9):
        row, col = board.CITY_ROW[c], board.CITY_COL[c]
        assert rects[c].x == rects[col].x and rects[c].y == rects[3 * row].y


@pytest.mark.parametrize("city", range(9))
def test_every_city_space_is_inside_its_city_and_apart(city):
    spaces = [layout.lot_rect(city, lot) for lot in range(12)]
    spaces += [layout.runway_rect(city, r) for r in range(2)]
    spaces += [layout.factory_rect(city, s) for s in range(2)]
    spaces.append(layout.centre_rect(city))
    assert all(layout.city_rect(city).contains(r) for r in spaces)
    assert no_overlap(spaces)


def test_hotel_lots_form_a_u_from_top_left_to_top_right():
    lots = [layout.lot_rect(0, lot) for lot in range(12)]
    assert lots[0].top == lots[11].top < lots[3].top
    assert lots[0].left < lots[5].left < lots[11].left
    for a, b in itertools.pairwise(lots):
        dx, dy = abs(a.centerx - b.centerx), abs(a.centery - b.centery)
        assert (dx, dy) in ((0, layout.LOT_SIZE[1]), (layout.LOT_SIZE[0], 0)), "lots touch"
    centre = layout.centre_rect(0)
    assert lots[0].right == centre.left and lots[11].left == centre.right


def test_panels_do_not_cover_each_other():
    areas = [layout.BOARD, layout.HAND, layout.ACTION_BAR, layout.TURN_LIGHTS, layout.MARKET]
    areas += [layout.player_panel(row) for row in range(4)]
    assert all(layout.CANVAS.contains(r) for r in areas)
    assert no_overlap(areas)
    assert all(layout.player_panel(r).contains(layout.home_bank_rect(r)) for r in range(4))


def test_market_shows_two_scheduled_and_six_charter_cards_and_the_piles():
    cards = [layout.market_card_rect("scheduled", s) for s in range(2)]
    cards += [layout.market_card_rect("charter", s) for s in range(6)]
    cards.append(layout.market_piles_rect())
    cards.append(layout.market_counts_rect())
    assert all(layout.MARKET.contains(r) for r in cards)
    assert no_overlap(cards)


def test_clicks_find_the_city_market_card_and_hand_card_under_them():
    for c in range(9):
        assert layout.city_at(layout.city_rect(c).center) == c
    assert layout.city_at(layout.HAND.center) is None
    assert layout.market_slot_at(layout.market_card_rect("charter", 4).center) == ("charter", 4)
    assert layout.market_slot_at(layout.market_piles_rect().center) is None
    assert layout.hand_slot_at(layout.hand_card_rect(2, 5).center, 5) == 2
    assert layout.hand_slot_at(layout.hand_card_rect(2, 5).center, 2) is None


@pytest.mark.parametrize("count", [1, 8, 12, 20])
def test_a_big_hand_still_fits_the_strip_and_every_card_can_be_clicked(count):
    rects = [layout.hand_card_rect(i, count) for i in range(count)]
    assert all(layout.HAND.contains(r) for r in rects)
    for i, r in enumerate(rects):
        assert layout.hand_slot_at((r.left + 2, r.centery), count) == i  # visible edge


def test_bad_slots_are_refused_with_a_clear_error():
    with pytest.raises(ValueError, match="lot 12"):
        layout.lot_rect(0, 12)
    with pytest.raises(ValueError, match="charter slot 6"):
        layout.market_card_rect("charter", 6)
    with pytest.raises(ValueError, match="unknown ticket kind"):
        layout.market_card_rect("first_class", 0)
