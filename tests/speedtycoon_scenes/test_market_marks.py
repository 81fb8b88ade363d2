"""The world market's marks leave its words legible (issue 31 point 8): the weak-currency ▼
stands beside a trading place's name and currency sign, not over them (Russian names are
long), and a port strike crosses the building, not the whole place with its name."""

from __future__ import annotations

import pygame
import pytest

from game.core.i18n import translate
from game.speedtycoon.rules.data import PLACES
from game.speedtycoon.scenes import table_words
from game.speedtycoon.view import table_view as tv
from game.ui.palette import GOLD, LIGHT_TEXT
from tests.speedtycoon.conftest import Scenario as sc

STRIKE_RED = (220, 60, 50)


pytestmark = pytest.mark.usefixtures("display")


def market_picture(lang: str, s) -> pygame.Surface:
    say = lambda key, **params: translate(key, lang, **params)  # noqa: E731
    texts = table_words.table_texts(say, s, ["Ada", "Bo", "Cy"], 0, 0)
    surface = pygame.Surface((1280, 800))
    tv.draw_table(surface, s, ["purple", "red", "blue"], 0, 0, tv.EmpireCamera(), tv.Marks(),
                  texts)
    return surface


def xs_of(surface: pygame.Surface, area: pygame.Rect, colour) -> list[int]:
    return [x for x in range(area.left, area.right) for y in range(area.top, area.bottom)
            if surface.get_at((x, y))[:3] == tuple(colour)]


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_the_weak_currency_mark_stands_beside_the_place_name(lang):
    s = sc.game(3, ["rates", "home"])
    sc.quiet(s)
    for p in range(4):
        s.home[0] = p  # the widest marks: "▼ H"
        s.weak = PLACES[p][2]
        s.strong = PLACES[(p + 1) % 4][2]
        picture = market_picture(lang, s)
        rect = tv.place_rect(p)
        header = pygame.Rect(rect.x, rect.y + 2, rect.w, 20)
        badge, name = xs_of(picture, header, GOLD), xs_of(picture, header, LIGHT_TEXT)
        assert badge and name
        ground = picture.get_at((rect.x + 3, rect.y + 3))
        gaps = [x for x in range(max(name), min(badge))
                if all(picture.get_at((x, y)) == ground for y in range(header.top, header.bottom))]
        assert gaps, f"{lang} place {p}: the ▼ touches or covers the name"


def test_a_port_strike_crosses_the_building_and_leaves_the_name():
    s = sc.game(3, ["news"])
    sc.quiet(s)
    s.strike, s.strike_place = True, 0
    picture = market_picture("en", s)
    rect = tv.place_rect(0)
    assert not xs_of(picture, pygame.Rect(rect.x, rect.y, rect.w, 26), STRIKE_RED)
    tile = pygame.Rect(rect.x + 6, rect.y + 30, tv.CELL, tv.CELL)
    assert xs_of(picture, tile, STRIKE_RED)
