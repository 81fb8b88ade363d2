"""Issue 31 point 7 holds: a building the person cannot afford says how much is missing when
picked, while cards of its currency go into the payment and out again, and on its card — the
same figure everywhere, never "pick the cards you pay with"."""

from __future__ import annotations

from game.core.i18n import Money
from game.speedtycoon import rules
from game.speedtycoon.rules import queries
from game.speedtycoon.rules.data import CARD_CUR, CARD_KIND, CARD_VALUE, CURRENCIES, PLACES
from game.speedtycoon.scenes import info
from game.speedtycoon.view import table_view as tv
from tests.speedtycoon_scenes.autoplay import click_at
from tests.speedtycoon_scenes.test_clicking import open_table


def short_with_a_card() -> tuple[int, int, int]:
    """(seed, place, missing): seat 0 moves first, holds a card of the place's currency and
    still cannot reach its price."""
    for seed in range(300):
        s = rules.new_game(2, seed, {"game_type": "classic"})
        if s.current_player != 0:
            continue
        for p in range(4):
            if s.market[p] < 0:
                continue
            mine = [c for c in s.hands[0] if CARD_CUR[c] & 1 << PLACES[p][2]]
            missing = queries.market_prices(s, 0)[p]["price"] - sum(CARD_VALUE[c] for c in mine)
            if mine and missing > 0:
                return seed, p, missing
    raise AssertionError("no such deal")


def test_the_missing_figure_holds_through_the_payment_and_on_the_card(app):
    seed, place, missing = short_with_a_card()
    board = open_table(app, seed)
    click_at(app, tv.place_rect(place).center)
    sign = CURRENCIES[PLACES[place][2]]
    said = app.tr("speedtycoon_play.pay.cannot_afford", missing=Money(missing, sign))
    assert board.depot_hint() == said
    hand = board.match.state.hands[0]
    index, card = next((i, c) for i, (_r, c) in enumerate(tv.depot_cards(hand))
                       if CARD_CUR[c] & 1 << PLACES[place][2])
    click_at(app, tv.depot_cards(hand)[index][0].center)
    assert board.marks.payment == (CARD_KIND[card],)
    short = missing + sum(CARD_VALUE[c] for c in hand if CARD_CUR[c] & 1 << PLACES[place][2]) \
        - CARD_VALUE[card]
    assert board.depot_hint() == app.tr("speedtycoon_play.pay.short", missing=Money(short, sign))
    click_at(app, tv.depot_cards(hand)[index][0].center)
    assert board.marks.payment == () and board.depot_hint() == said
    s = board.match.state
    text = "\n".join(b.text for b in info.building_card(app.tr, s, 0, s.market[place], "market",
                                                         ["Anna", "Robo"], place))
    have = sum(CARD_VALUE[c] for c in hand if CARD_CUR[c] & 1 << PLACES[place][2])
    assert app.tr("speedtycoon_play.info.buy_short", have=Money(have, sign),
                  missing=Money(missing, sign)) in text


def test_a_greyed_buy_says_on_hover_what_is_missing(app, monkeypatch):
    """Greyed buttons said nothing on hover (a stock pygame-gui button never hovers while
    disabled): Buy, greyed for a building the person cannot pay, shows the depot's line."""
    import pygame

    seed, place, missing = short_with_a_card()
    board = open_table(app, seed)
    click_at(app, tv.place_rect(place).center)
    buy = board.buttons["buy"]
    assert not buy.is_enabled
    said = app.tr("speedtycoon_play.pay.cannot_afford",
                  missing=Money(missing, CURRENCIES[PLACES[place][2]]))
    assert buy.tool_tip_text == said
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: buy.rect.center)
    app.run_frames(90)  # 1.5 s of hovering; the theme's delay is 1 s
    assert buy.tool_tip is not None and buy.tool_tip.text_block.html_text == said
