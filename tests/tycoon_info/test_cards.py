"""Hover cards: their "for you now" numbers are what the rules would really pay, and each
card belongs to the thing under the pointer."""

from __future__ import annotations

import itertools
import json

import pygame
import pytest

from game.core.i18n import load_translations
from game.core.paths import locales_dir
from game.tycoon.info import cards
from game.tycoon.info.cards import Card
from game.tycoon.panels.hover import MEANING, Target, loan_chip_rects, render_card, target_at
from game.tycoon.panels.words import Words
from game.tycoon.rules import BuildFactory, BuildHotel, board, fly_destinations, payday_preview
from game.tycoon.view import layout
from game.tycoon.view.state_adapter import default_seats, from_state
from game.ui.palette import BAD, GOOD
from tests.languages import TYCOON_LANGUAGES
from tests.tycoon_info.games import moves

GAIN_KEYS = {"tycoon_info.card.you.take_first", "tycoon_info.card.you.take_second",
             "tycoon_info.card.you.hotel_gain", "tycoon_info.card.you.no_place"}


@pytest.fixture(scope="module", autouse=True)
def translations():
    load_translations(locales_dir())


def states_where(kind, count: int = 12):
    found = []
    for seed in itertools.count(1):
        for before, _action, _events in moves(seed, players=3):
            if kind() in before.legal_actions():
                found.append(before)
                if len(found) >= count:
                    return found
        if seed > 6:
            return found


def test_build_here_now_says_what_payday_would_really_add():
    for state in states_where(BuildHotel):
        seat = state.current_player
        city = state.pos[seat]
        card = cards.city_card(state, city, seat)
        key, params = card.for_you[0]
        assert key in GAIN_KEYS
        before = payday_preview(state)[seat].total
        after_state = state.clone()
        after_state.apply(BuildHotel())
        after = payday_preview(after_state)[seat]
        assert params["gain"] == after.total - before
        places = {m.city: m.place for m in after.majorities}
        cid = board.CITY_IDS[city]
        if key == "tycoon_info.card.you.take_first":
            assert places[cid] == 1
        if key == "tycoon_info.card.you.take_second":
            assert places[cid] == 2


def test_a_factory_card_says_what_the_factory_would_earn():
    for state in states_where(BuildFactory, 6):
        seat = state.current_player
        city = state.pos[seat]
        slot = sum(1 for s in state.fact[2 * city:2 * city + 2] if s >= 0)
        card = cards.factory_card(state, city, slot, seat)
        _key, params = card.for_you[0]
        after_state = state.clone()
        after_state.apply(BuildFactory())
        gain = payday_preview(after_state)[seat].total - payday_preview(state)[seat].total
        assert params["gain"] == gain


def test_a_ticket_card_names_the_cities_the_rules_let_you_reach():
    for state in states_where(BuildHotel, 6):
        seat = state.current_player
        for t in state.display:
            if t < 0:
                continue
            tid = board.TICKET_IDS[t]
            card = cards.ticket_card(state, tid, seat)
            reach = next(p for k, p in card.for_you if k.startswith("tycoon_info.card.you.reaches"))
            assert reach.get("cities", []) == fly_destinations(state, tid)


@pytest.mark.parametrize("lang", TYCOON_LANGUAGES)
def test_every_card_of_a_busy_board_reads_as_sentences(lang):
    state = states_where(BuildHotel, 40)[-1]
    viewer = state.current_player
    words = Words(lang, ("Anna", "Bert", "Carla"))
    every = [cards.city_card(state, c, viewer) for c in range(9)]
    every += [cards.lot_card(state, c, lot, viewer) for c in range(9) for lot in range(12)]
    every += [cards.runway_card(state, c, r, viewer) for c in range(9) for r in range(2)]
    every += [cards.factory_card(state, c, r, viewer) for c in range(9) for r in range(2)]
    every += [cards.ticket_card(state, t, viewer) for t in board.TICKET_IDS]
    every += [cards.loan_card(state, c, viewer) for c in board.LOAN_IDS]
    every += [cards.player_card(state, p, viewer) for p in range(3)]
    for card in every:
        for text in (card.title, *card.facts, *card.for_you):
            line = words(text)
            assert line and "%{" not in line and "tycoon_info." not in line, line


def test_the_card_under_the_pointer_is_for_the_thing_drawn_there():
    state = states_where(BuildHotel, 30)[-1]
    model = from_state(state, default_seats(3))
    words = Words("en", ("Red", "Blue", "Yellow"))
    seat = state.current_player
    assert target_at(layout.lot_rect(4, 7).center, model, seat, words) == Target("lot", 4, 7)
    assert target_at(layout.runway_rect(2, 1).center, model, seat, words) == \
        Target("runway", 2, 1)
    assert target_at(layout.factory_rect(8, 0).center, model, seat, words) == \
        Target("factory", 8, 0)
    assert target_at(layout.centre_rect(5).center, model, seat, words) == Target("city", 5)
    slot_rect = layout.market_card_rect("charter", 3)
    ticket = state.display[board.DISPLAY_SCHEDULED + 3]
    assert target_at(slot_rect.center, model, seat, words) == \
        Target("ticket", board.TICKET_IDS[ticket])
    hand = model.player(seat).hand
    if hand:
        rect = layout.hand_card_rect(0, len(hand))
        assert target_at(rect.center, model, seat, words) == \
            Target("ticket", board.TICKET_IDS[hand[0]])
    for p in model.players:
        chips = loan_chip_rects(model, p.seat, words)
        for rect, card in chips:
            assert target_at(rect.center, model, seat, words) == Target("loan", card)
            assert state.loan_owner[board.loan_index(card)] == p.seat
    panel = layout.player_panel(0)
    assert target_at((panel.x + 60, panel.y + 12), model, seat, words).kind == "player"
    assert target_at(layout.ACTION_BAR.center, model, seat, words) is None


def _inks(key: str, params: dict) -> set[tuple[int, int, int]]:
    pygame.init()
    words = Words("en", ("Anna", "Bert", "Carla"))
    title = ("tycoon_info.card.ticket.charter", {"a": "sydney", "b": "tokyo"})
    surface = render_card(Card(title, (), ((key, params),)), words)
    return {tuple(surface.get_at((x, y)))[:3] for x in range(surface.get_width())
            for y in range(surface.get_height())}


def test_a_for_you_line_has_the_colour_of_its_meaning():
    """Every "For you now" line was green, "From Sydney this ticket takes you nowhere" too
    (play-test): bad news is red, good news green, what only informs plain."""
    nowhere = _inks("tycoon_info.card.you.reaches_nothing", {"from": "sydney"})
    assert BAD in nowhere and GOOD not in nowhere
    reaches = _inks("tycoon_info.card.you.reaches", {"from": "sydney", "cities": ["tokyo"]})
    assert GOOD in reaches and BAD not in reaches
    rank = _inks("tycoon_info.card.you.rank", {"place": 2, "count": 3})
    assert GOOD not in rank and BAD not in rank


def test_every_for_you_line_has_a_meaning():
    texts = json.loads((locales_dir() / "tycoon_info.en.json").read_text(encoding="utf-8"))
    keys = {"tycoon_info.card.you." + k for k in texts["en"]["card"]["you"]} - {
        "tycoon_info.card.you.heading"}
    assert keys == set(MEANING)
