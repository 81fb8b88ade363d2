"""What the board shows: pieces in their owners' colours where the rules put them, the payout
lot marked, cash in each language's way, and a cheap frame (static layers drawn once)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.tycoon.rules import board
from game.tycoon.view import layout
from game.tycoon.view.board_view import GOLD, BoardView
from game.tycoon.view.model import CityInfo
from game.tycoon.view.places import plane_home
from game.tycoon.view.sprites import PLAYER_RGB
from game.tycoon.view.texts import Texts
from tests.languages import TYCOON_LANGUAGES
from tests.tycoon_view.pixels import close, has_colour
from tests.tycoon_view.samples import mid_game_model, start_model


@pytest.fixture(scope="module")
def mid_picture():
    return BoardView("en").render(mid_game_model())


def test_hotels_stand_on_their_lots_in_their_owners_colours(mid_picture):
    model = mid_game_model()
    for city, info in enumerate(model.cities):
        for lot, seat in enumerate(info.lots):
            cx, cy = layout.lot_rect(city, lot).center
            pixel = mid_picture.get_at((cx - 8, cy))
            if seat is None:
                assert not any(close(pixel, rgb) for rgb in PLAYER_RGB.values()), (city, lot)
            else:
                assert close(pixel, PLAYER_RGB[model.player(seat).colour]), (city, lot)


def test_evicted_hotels_stand_in_the_city_centre(mid_picture):
    model = mid_game_model()
    for index, seat in enumerate(model.cities[4].evicted):
        slot = layout.evicted_slot(4, index)
        assert has_colour(mid_picture, slot, PLAYER_RGB[model.player(seat).colour])


def test_factories_and_planes_show_where_they_stand(mid_picture):
    model = mid_game_model()
    for slot, seat in enumerate(model.cities[0].factories):
        rect = layout.factory_rect(0, slot)
        assert has_colour(mid_picture, rect, PLAYER_RGB[model.player(seat).colour])
    yellow = model.player(2)  # in Cairo on runway 2
    assert has_colour(mid_picture, layout.runway_rect(yellow.city, 1), PLAYER_RGB["yellow"])
    blue_home = layout.home_bank_rect(1)  # blue is at home
    assert has_colour(mid_picture, blue_home, PLAYER_RGB["blue"])
    assert not has_colour(mid_picture, layout.home_bank_rect(0), PLAYER_RGB["red"])


def test_the_lot_where_the_payout_is_read_is_marked():
    model = mid_game_model()
    picture = BoardView("en").render(model)
    for city, info in enumerate(model.cities):
        marked = layout.lot_rect(city, info.payout_lot)
        assert close(picture.get_at((marked.centerx, marked.top)), GOLD, 30), city


def test_payout_lot_follows_the_last_hotel_even_after_evictions():
    assert CityInfo().payout_lot == 0
    assert CityInfo(lots=(None, None, 2, 1) + (None,) * 8).payout_lot == 4


def test_each_colour_has_its_own_plane_shape():
    from game.tycoon.view.sprites import plane_image
    masks = {c: plane_image(c, 30).get_bounding_rect() for c in PLAYER_RGB}
    shapes = {c: tuple(plane_image(c, 30).get_at((x, y)).a > 128
                       for x in range(0, 34, 2) for y in range(0, 34, 2)) for c in PLAYER_RGB}
    assert len(set(shapes.values())) == 4
    assert all(m.width > 20 for m in masks.values())


@pytest.mark.parametrize(("lang", "text"), [("de", "15\u00a0Mio."), ("en", "15\u00a0M")])
def test_money_is_written_the_way_each_language_writes_millions(lang, text):
    """The no-break space keeps the figure and its unit on one line wherever text wraps."""
    view = BoardView(lang)
    assert view.texts.money(15) == text
    assert view.texts.money(-4).startswith("−4")
    assert view.texts.money_delta(12).startswith("+12")


@pytest.mark.parametrize("lang", TYCOON_LANGUAGES)
def test_money_is_never_split_over_two_lines(lang):
    from game.ui.text import wrap

    texts = BoardView(lang).texts
    sentence = " ".join(["word"] * 7 + [texts.money(12)] + ["word"] * 7)
    for width in range(60, 400, 7):
        lines = wrap(sentence, 14, width)
        assert sum(texts.money(12) in line for line in lines) == 1, (width, lines)


def test_city_names_are_localized():
    assert BoardView("de").texts.city(board.city_index("cairo")) == "Kairo"
    assert BoardView("en").texts.city(board.city_index("mexico_city")) == "Mexico City"
    assert BoardView("de").texts.city(board.city_index("mexico_city")) == "Mexiko-Stadt"


def test_the_static_layer_is_drawn_once_and_frames_reuse_the_settled_board():
    view = BoardView("en")
    model = start_model()
    view.render(model)
    static = view.static_layer()
    builds = view.settled_builds
    for _ in range(5):
        view.render(model)
    assert view.static_layer() is static
    assert view.settled_builds == builds
    view.render(replace(model, current=1))
    assert view.settled_builds == builds + 1


def test_unaffordable_market_cards_are_dimmed():
    model = start_model()
    plain = BoardView("en").render(model)
    view = BoardView("en")
    view.set_decor(dimmed_market=frozenset({3}))
    dimmed = view.render(model)
    rect = layout.market_card_rect("charter", 1)
    assert sum(dimmed.get_at(rect.center)[:3]) < sum(plain.get_at(rect.center)[:3])
    untouched = layout.market_card_rect("charter", 0)
    assert dimmed.get_at(untouched.center) == plain.get_at(untouched.center)


def test_the_shown_hand_lies_face_up_below_the_board():
    model = mid_game_model()
    view = BoardView("en")
    view.set_decor(hand_seat=0)
    picture = view.render(model)
    empty = BoardView("en").render(model)
    for i in range(len(model.player(0).hand)):
        rect = layout.hand_card_rect(i, len(model.player(0).hand))
        assert picture.get_at(rect.center) != empty.get_at(rect.center)


def test_a_plane_at_home_waits_at_its_bank():
    model = start_model()
    for seat in range(4):
        assert layout.home_bank_rect(seat).collidepoint(plane_home(model, seat))


@pytest.mark.parametrize("lang", TYCOON_LANGUAGES)
def test_a_scheduled_tickets_stops_stay_on_the_card(lang):
    """German "oder 3 Stopps" ran off the market card (issue 34, point 7): the words end
    before the card's edge for every scheduled ticket."""
    from game.tycoon.rules import board as rules_board
    from game.tycoon.view.sprites import STOPS_MARGIN, _ticket_card

    size = layout.MARKET_CARD_SIZE
    for index, ticket in enumerate(rules_board.TICKETS):
        if ticket.kind != rules_board.SCHEDULED:
            continue
        card = _ticket_card(index, size, lang)
        band = card.get_rect(width=STOPS_MARGIN - 2, right=size[0] - 2, height=22,
                             bottom=size[1] - 6)
        inked = [card.get_at((x, y)) for x in range(band.left, band.right)
                 for y in range(band.top, band.bottom)]
        assert len(set(map(tuple, inked))) == 1, (lang, ticket.id)


def test_the_plane_box_label_leaves_the_city_name_as_it_stands():
    """The away box heads the plane's city, written in its dictionary form ("Каир"); the Russian
    label "самолёт в" asked for "в Каире" and read as broken grammar (play-test pt-mix2), so the
    label may not end in a preposition that changes the name's case."""
    label = Texts("ru").t("tycoon_board.player.plane_in")
    assert label.split()[-1].strip(":").lower() not in {"в", "во", "на", "из", "у", "над"}, label
