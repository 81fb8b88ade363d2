"""Special zones explain themselves (issue 31 point 2): the tile shows its direction as an
arrow instead of a raw code, and its card says how it scores, with the person's count now,
and never that it counts for a branch."""

from __future__ import annotations

import pygame
import pytest

from game.core.i18n import translate
from game.speedtycoon.rules import geometry, queries
from game.speedtycoon.rules.data import ZONE_IDS
from game.speedtycoon.scenes import info
from game.speedtycoon.view import art
from game.ui.palette import INK
from tests.speedtycoon.conftest import Scenario as sc

ROW_ZONE, COLUMN_ZONE = 55, 57  # Z1 and Z3, both printed 6
#: Z1's test board (tests/speedtycoon/test_modules.py): the row zone on (1, 0) counts 3.
BOARD = [(42, -1, 0), (7, 0, -1), (14, 1, -1), (22, 2, -1), (23, 3, -1), (6, 2, 0), (12, 3, 0)]
NAMES = ["Ada", "Bo", "Cy"]


pytestmark = pytest.mark.usefixtures("display")


def say_in(lang: str):
    return lambda key, **params: translate(key, lang, **params)


def card_text(lang: str, s, tile: int, where: str, place: int | None = None) -> str:
    blocks = info.building_card(say_in(lang), s, 0, tile, where, NAMES, place)
    text = "\n".join(b.text for b in blocks)
    assert "speedtycoon_play." not in text, "every line is a translated text"
    return text


def zone_state():
    s = sc.game(3, ["zones"])
    sc.quiet(s)
    return s


def test_a_row_zone_points_left_right_and_a_column_zone_up_down():
    row, column = art.tile_image(ROW_ZONE, 64), art.tile_image(COLUMN_ZONE, 64)
    ink = tuple(INK[:3])
    left, right, top, bottom = (10, 32), (54, 32), (32, 12), (32, 54)
    assert row.get_at(left)[:3] == ink and row.get_at(right)[:3] == ink
    assert row.get_at(top)[:3] != ink and row.get_at(bottom)[:3] != ink
    assert column.get_at(top)[:3] == ink and column.get_at(bottom)[:3] == ink
    assert column.get_at(left)[:3] != ink and column.get_at(right)[:3] != ink


def test_the_zone_tiles_differ_only_by_their_arrow_and_price_not_a_code():
    pictures = {pygame.image.tobytes(art.tile_image(t, 64), "RGBA") for t in ZONE_IDS}
    assert len(pictures) == 4
    # Z1 and Z3 share the printed price: what tells them apart is the arrow, turned.
    row = art.tile_image(ROW_ZONE, 64).subsurface((8, 16, 48, 44))
    column = art.tile_image(COLUMN_ZONE, 64).subsurface((8, 16, 48, 44))
    assert pygame.image.tobytes(row, "RGBA") != pygame.image.tobytes(column, "RGBA")


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_a_zone_card_in_the_market_explains_its_scoring_and_no_branch(lang):
    s = zone_state()
    sc.build(s, 0, BOARD)
    s.market[0] = ROW_ZONE
    text = card_text(lang, s, ROW_ZONE, "market", 0)
    say = say_in(lang)
    assert say("speedtycoon_play.info.zone_row") in text.splitlines()[0]
    assert say("speedtycoon_play.info.rule_zone_row") in text
    assert say("speedtycoon_play.info.rule_empire") not in text
    best = queries.zone_outlook(s, 0, ROW_ZONE)["best"]
    trials = [geometry.zone_points({**s.emp[0], geometry.cell(x, y): ROW_ZONE})
              for x, y in queries.legal_cells(s, 0, ROW_ZONE)]
    assert best == max(trials) > 0
    assert say("speedtycoon_play.info.zone_best", count=best) in text


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_a_zone_in_the_empire_says_what_it_scores_there_now(lang):
    s = zone_state()
    sc.build(s, 0, [*BOARD, (ROW_ZONE, 1, 0), (COLUMN_ZONE, 4, -1)])
    say = say_in(lang)
    row_text = card_text(lang, s, ROW_ZONE, "empire")
    column_text = card_text(lang, s, COLUMN_ZONE, "empire")
    assert say("speedtycoon_play.info.zone_now", count=3) in row_text
    assert say("speedtycoon_play.info.rule_zone_column") in column_text
    total = geometry.zone_points(s.emp[0])
    assert say("speedtycoon_play.info.zone_total", count=total) in row_text
    assert say("speedtycoon_play.info.rule_empire") not in row_text
