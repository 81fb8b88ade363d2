"""Majorities (M) and the payout table (D) agree with what payday pays, ties included (D7)."""

from __future__ import annotations

from game.tycoon.info.standings import spread_table, standings
from game.tycoon.rules import board, payday_preview
from tests.tycoon_info.games import moves


def test_first_and_second_are_the_places_payday_pays_with_the_tie_order_shown():
    ties = 0
    for before, _action, _events in list(moves(13, players=4))[::7]:
        preview = payday_preview(before)
        paid = {(m.city, m.place): (pay.seat, m) for pay in preview for m in pay.majorities}
        for st in standings(before):
            for place, standing in enumerate(st.ranking[:2], start=1):
                seat, result = paid[(st.city, place)]
                assert seat == standing.seat
                assert result.hotels == standing.hotels
                pay = st.first_pay if place == 1 else st.second_pay
                assert result.amount == pay
            for above, below in zip(st.ranking, st.ranking[1:], strict=False):
                assert above.hotels >= below.hotels
                assert below.tied_above == (above.hotels == below.hotels)
                if below.tied_above:
                    assert above.first_lot < below.first_lot
                    ties += 1
            assert (st.city, 1) in paid or not st.ranking
            assert (st.city, 2) in paid or len(st.ranking) < 2
    assert ties > 0


def test_the_longest_chain_and_the_payout_read_now():
    for before, _action, _events in list(moves(17, players=3))[::11]:
        cities = standings(before)
        longest = max(st.chain for st in cities)
        for c, st in enumerate(cities):
            assert st.longest == (st.chain == longest)
            assert (st.first_pay, st.second_pay) == board.PAYOUTS[board.CITY_CLASS[c]][st.chain]


def test_the_spread_table_is_the_boards():
    assert spread_table() == tuple((n, board.SPREAD[n]) for n in range(1, 10))
    assert spread_table()[3] == (4, 10)
