"""The result chart's scoring labels sit where no line runs (the speedtycoon play-test: the
Startup scoring's label, beside "turns 1-31", was written on the points lines low in the plot).
A label that does not fit under its line now stands at the top of the plot, in the headroom
the chart keeps above the highest value."""

from __future__ import annotations

import pygame
import pytest

from game.core.i18n import LANGUAGES, load_translations, translate
from game.core.paths import locales_dir
from game.scenes.result_scene import chart_rect
from game.speedtycoon.scenes import keys
from game.ui import chart
from game.ui.chart import Axes, ChartLine, Marked
from game.ui.palette import SEAT_RGB

SIZE = (500, 250)  # the result screen's chart with four players
COLOURS = ("red", "blue", "green", "purple")
#: Points after each turn: nothing before the Startup scoring (turn 5), then climbing.
COURSES = ([(0, 0), (5, 0), (6, 14), (12, 38), (31, 112)],
           [(0, 0), (5, 0), (6, 9), (12, 27), (31, 95)],
           [(0, 0), (5, 0), (6, 6), (12, 20), (31, 70)],
           [(0, 0), (5, 0), (6, 3), (12, 15), (31, 58)])


def drawn(monkeypatch, marks, language, lines=None, size=SIZE
          ) -> tuple[pygame.Surface, dict[str, pygame.Rect]]:
    """The chart (four seats' COURSES unless `lines`), with what it wrote where."""
    written: dict[str, pygame.Rect] = {}
    real = chart.blit_text

    def record(surface, label, pos, *args, **kwargs):
        rect = real(surface, label, pos, *args, **kwargs)
        written[label] = rect
        return rect

    monkeypatch.setattr(chart, "blit_text", record)
    if lines is None:
        lines = [ChartLine(c, points, end_dot=True) for c, points in zip(COLOURS, COURSES,
                                                                          strict=True)]
    axes = Axes(translate("match.chart.scorings", language),
                translate("match.chart.points", language))
    picture = chart.line_chart(size, "", "", lines, marks, str,
                               translate("speedtycoon_play.result.turns", language, end=31),
                               axes)
    return picture, written


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_scoring_labels_sit_where_no_line_runs(monkeypatch, language):
    pygame.font.init()
    load_translations(locales_dir())
    names = [translate(keys.SCORING[name], language) for name in ("startup", "vc", "ipo")]
    marks = [Marked(turn, name) for turn, name in zip((5, 12, 31), names, strict=True)]
    bare, _ = drawn(monkeypatch, [], language)  # the same lines without a mark
    _, written = drawn(monkeypatch, marks, language)
    line_rgb = {SEAT_RGB[c][:3] for c in COLOURS}
    for name in names:
        rect = written[name].clip(bare.get_rect())
        on_line = [(x, y) for x in range(rect.left, rect.right)
                   for y in range(rect.top, rect.bottom) if bare.get_at((x, y))[:3] in line_rgb]
        assert not on_line, f"{name!r} is written over a line at {on_line[:3]}"


SIX = ("red", "blue", "green", "purple", "orange", "yellow")


@pytest.mark.parametrize("language", ["de", "ru"])
@pytest.mark.parametrize("turns", [(27, 29, 31), (3, 4, 31), (2, 5, 31)])
def test_raised_labels_of_close_scorings_keep_apart_and_off_the_lines(monkeypatch, language,
                                                                      turns):
    """Six seats, three scorings close together (speedfix4): a label that rises a second row
    sat in the plot's lines (the headroom kept room for one row only) and touched the row
    over it. Every raised row now stands in free space above the highest value, a row's
    height apart. The leader runs flat at nine tenths of the top gridline, under the rows."""
    pygame.font.init()
    load_translations(locales_dir())
    courses = [[(0, 0), (2, 0), (3, 180 - 25 * i), (31, 180 - 25 * i)] for i in range(6)]
    lines = [ChartLine(c, points, end_dot=True) for c, points in zip(SIX, courses, strict=True)]
    names = [translate(keys.SCORING[name], language) for name in ("startup", "vc", "ipo")]
    marks = [Marked(turn, name) for turn, name in zip(turns, names, strict=True)]
    picture, written = drawn(monkeypatch, marks, language, lines, chart_rect(6).size)
    line_rgb = {SEAT_RGB[c][:3] for c in SIX}
    for name in names:  # the lines are drawn after the labels: a line there shows over one
        rect = written[name].clip(picture.get_rect())
        on_line = [(x, y) for x in range(rect.left, rect.right) for y in
                   range(rect.top, rect.bottom) if picture.get_at((x, y))[:3] in line_rgb]
        assert not on_line, f"{name!r} is written over a line at {on_line[:3]}"
    rects = [written[name] for name in names]
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not a.inflate(0, 2).colliderect(b), f"{a} and {b} touch"

