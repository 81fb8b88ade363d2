"""A chart's marked moments keep their labels off the chart's frame: in Speedtycoon's result
chart «IPO», the scoring at the last turn, touched the frame the result screen draws round
the chart (play-test, en 1280×800). Every label now keeps LABEL_MARGIN from both edges, for
the labelled result charts (Speedtycoon's scorings, Tycoon's paydays, the review's swings,
which every game's review shows; Property's chart has no marks) in every language."""

from __future__ import annotations

import pygame
import pytest

from game.core.i18n import LANGUAGES, load_translations, translate
from game.core.paths import locales_dir
from game.scenes.result_scene import chart_rect
from game.speedtycoon.scenes import keys
from game.ui import chart
from game.ui.chart import LABEL_MARGIN, Axes, ChartLine, Marked
from tests.support.drawn import blits_recorded

LAST = 31
LINES = [ChartLine("red", [(0, 0), (5, 10), (LAST, 112)], end_dot=True),
         ChartLine("blue", [(0, 0), (5, 4), (LAST, 70)], end_dot=True)]


def mark_sets(language: str) -> dict[str, list[Marked]]:
    """The marks each labelled chart sets, the last one at the chart's right end."""
    def say(key: str, **params) -> str:
        return translate(key, language, **params)

    scorings = [Marked(turn, say(keys.SCORING[name]))
                for turn, name in ((5, "startup"), (12, "vc"), (LAST, "ipo"))]
    paydays = [Marked(turn, say("tycoon_info.chart.payday", number=n))
               for n, turn in enumerate((10, 20, LAST), start=1)]
    swings = [Marked(turn, str(n)) for n, turn in enumerate((0, 14, LAST), start=1)]
    return {"scorings": scorings, "paydays": paydays, "swings": swings}


def written_labels(monkeypatch, size, marks: list[Marked], language: str) -> list[pygame.Rect]:
    """Where line_chart writes each mark's label."""
    written = blits_recorded(monkeypatch, chart)
    axes = Axes(translate("match.chart.scorings", language),
                translate("match.chart.points", language))
    chart.line_chart(size, "", "", LINES, marks, str,
                     translate("speedtycoon_play.result.turns", language, end=LAST), axes)
    labels = {mark.label for mark in marks}
    return [rect for label, rect in written if label in labels]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("players", [2, 4, 6])
def test_every_mark_label_keeps_off_the_charts_frame(monkeypatch, language, players):
    pygame.font.init()
    load_translations(locales_dir())
    size = chart_rect(players).size
    for name, marks in mark_sets(language).items():
        rects = written_labels(monkeypatch, size, marks, language)
        assert len(rects) == len(marks), name
        for rect in rects:
            assert rect.left >= LABEL_MARGIN and rect.right <= size[0] - LABEL_MARGIN, (
                name, rect, size)
