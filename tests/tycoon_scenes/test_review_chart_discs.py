"""Tycoon's review chart: a swing's numbered disc and the clock's ring on the same move both
show. The disc stood centred on the ring (tycoon23): a move the clock made for the person that
was also one of the game's swings lost its ring, the one mark that says the clock moved."""

from __future__ import annotations

import pygame
import pytest

from game.core.i18n import LANGUAGES, load_translations, translate
from game.core.paths import locales_dir
from game.scenes import review_view as rv
from game.tycoon.scenes.review_board import PAYDAY_KEY
from game.ui import chart
from game.ui.chart import ChartLine

LAST = 180


def _words(language: str) -> rv.ChartWords:
    def payday(number: int) -> str:
        return translate(PAYDAY_KEY, language, number=number)

    return rv.ChartWords(translate("review.ui.chart_title", language),
                         translate("review.ui.chart_axis", language, count=LAST), ["A", "B"],
                         key=translate("review.ui.clock_key", language),
                         end=chart.Marked(LAST, payday(3)),
                         moments=[chart.Marked(60, payday(1)), chart.Marked(120, payday(2))])


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("level", [50, 100, 0])  # the person's line mid-plot, at the top, bottom
def test_a_swing_the_clock_made_shows_its_disc_and_its_ring(language, level):
    pygame.font.init()
    load_translations(locales_dir())
    clocked = (40, 41, 90, LAST)  # the clock moved at 40 and 41, swings were 40 and 90
    lines = [ChartLine("blue", [(0, 50), (LAST, 100 - level)]),
             ChartLine("red", [(0, 50), (30, level), (LAST, level)], rings=clocked)]
    swings = [type("Swing", (), {"move": m}) for m in (40, 90, 41)]
    words = _words(language)
    size = rv.CHART.size
    rings = [rv.ring_rect(centre) for _move, centre in rv.ring_places(size, lines, words)]
    discs = rv.badge_places(size, lines, swings, words)
    assert len(rings) == 4 and len(discs) == 3
    for swing, disc in zip(swings, discs, strict=True):
        ring = next(r for (move, _c), r in zip(rv.ring_places(size, lines, words), rings,
                                               strict=True) if move == swing.move)
        assert disc.collidelist(rings) == -1, (swing.move, disc, ring)
        assert abs(disc.centerx - ring.centerx) <= 1, "over or under its own move"
        assert rv.plot_rect(size).contains(disc)
