"""A depot row with more cards than fit side by side closes up: every card is shown and can be
clicked (play-test, en 1920x1080, turn 105: "$54" showed nine cards worth 51, the rest gone)."""

from __future__ import annotations

from game.speedtycoon.rules.data import CARD_CUR, CARD_VALUE, EXCHANGE_FIRST
from game.speedtycoon.view import table_view as tv

DOLLARS = [c for c in range(EXCHANGE_FIRST) if CARD_CUR[c] == 1]


def test_every_card_of_a_long_row_is_in_the_depot_and_answers_its_own_click():
    hand = DOLLARS[:14]
    cards = tv.depot_cards(hand)
    assert sorted(card for _rect, card in cards) == sorted(hand)
    assert sum(CARD_VALUE[card] for _rect, card in cards) == sum(CARD_VALUE[c] for c in hand)
    for rect, card in cards:
        assert tv.DEPOT.contains(rect), rect
        hit = next(c for r, c in cards if r.collidepoint(rect.center))
        assert hit == card, "the click lands on the card it shows"
    lefts = [rect.x for rect, _card in cards]
    assert lefts == sorted(set(lefts)), "each card shows a strip of its own"


def test_a_short_row_keeps_its_spacing():
    cards = tv.depot_cards(DOLLARS[:5])
    assert [rect.x for rect, _c in cards] == [tv.DEPOT.x + 64 + 28 * i for i in range(5)]
    assert all(rect.size == tv.DEPOT_CARD for rect, _c in cards)
