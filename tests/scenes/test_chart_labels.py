"""The charts' marked moments keep their labels apart (issue 30.5's labelled axes): two
paydays at the end of a Tycoon game, or a scoring beside "turns 1-31", once wrote over each
other; now a label that does not fit under its line goes one row up. Up in the plot a label sits
beside its own dotted line, never across it, and no label touches the turns' label, at either
end of the chart (the review's "moves 0-234" is under the right end)."""

from __future__ import annotations

import pygame
import pytest

from game.core.i18n import LANGUAGES, load_translations, translate
from game.core.paths import locales_dir
from game.scenes import review_view as rv
from game.ui import chart
from game.ui.chart import LABEL_GAP, ChartLine, label_places
from tests.support.drawn import blits_recorded


def spans(xs, widths, places):
    return [(row, centre - w // 2 - 2, centre + w // 2 + 2)
            for w, (centre, row) in zip(widths, places, strict=True)]


def crosses(x, span) -> bool:
    return span[1] <= x <= span[2]


def overlaps(placed) -> bool:
    return any(a[0] == b[0] and a[1] < b[2] + LABEL_GAP and b[1] < a[2] + LABEL_GAP
               for i, a in enumerate(placed) for b in placed[i + 1:])


def test_two_close_marks_at_the_end_take_two_rows():
    xs, widths = [300, 410, 425], [60, 60, 60]  # payday 1, then 2 and 3 close to the end
    places = label_places(xs, widths, taken=(56, 100), left=56, right=430)
    assert [row for _centre, row in places] == [0, 0, 1]
    assert not overlaps(spans(xs, widths, places))
    assert places[2][0] + 32 <= 430, "kept inside the chart"
    assert not crosses(425, spans(xs, widths, places)[2]), "beside its line, not across it"


def test_a_mark_beside_the_turns_label_moves_up_and_far_ones_stay_under_their_lines():
    xs, widths = [70, 200, 460], [48, 90, 30]
    places = label_places(xs, widths, taken=(56, 110), left=56, right=480)
    assert places[0][1] == 1, "the first scoring sits over 'turns 1-31'"
    assert [row for _c, row in places[1:]] == [0, 0]
    assert [c for c, _row in places[1:]] == [200, 460]


def test_a_label_up_in_the_plot_never_crosses_its_own_line():
    xs, widths = [200, 204, 208], [8, 8, 8]  # three swings a move apart: "1", "2", "3"
    places = label_places(xs, widths, taken=(56, 56), left=56, right=696)
    placed = spans(xs, widths, places)
    assert [row for _c, row in places] == [0, 1, 2]
    assert not overlaps(placed)
    assert not any(crosses(x, span) for x, span in zip(xs[1:], placed[1:], strict=True))


def test_a_mark_under_the_turns_label_at_the_right_end_moves_up_beside_its_line():
    xs, widths = [696], [8]  # the last move, where "moves 0-234" stands under the right end
    (centre, row), = label_places(xs, widths, taken=(610, 696), left=56, right=704)
    assert row == 1
    assert centre + 6 < 696, "left of its line: there is no room right of it"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_reviews_swing_numbers_stand_on_the_persons_line_clear_of_every_label(monkeypatch,
                                                                                   language):
    """Tycoon's review (tycoon22): swings 2, 3, 1 stood among "Payday 1", "Payday 2" and
    "moves 0-234" under the plot and read like a scale. Each number stands in the plot now, on
    the person's line (the last), clear of every label the chart writes, also where two
    swings are a move apart, one at the last move and one where the line is at 0 %."""
    pygame.font.init()
    load_translations(locales_dir())
    last = 234
    axis = translate("review.ui.chart_axis", language, count=last)
    lines = [ChartLine("red", [(0, 50), (60, 100), (last, 100)]),
             ChartLine("blue", [(0, 50), (60, 0), (last, 0)])]
    words = rv.ChartWords("", axis, ["A", "B"], end=chart.Marked(last, "Payday 3"),
                          moments=[chart.Marked(80, "Payday 1"), chart.Marked(160, "Payday 2")])
    swings = [type("Swing", (), {"move": m}) for m in (81, 82, last, 60)]
    size = rv.CHART.size
    written = blits_recorded(monkeypatch, chart, rv)
    rv.chart_picture(size, lines, swings, words, ["red", "blue"], language)
    numbers = [rect for label, rect in written if label in ("1", "2", "3", "4")]
    labels = [rect for label, rect in written if label not in ("1", "2", "3", "4")]
    plot = rv.plot_rect(size)
    assert len(numbers) == 4 and len(labels) >= 4
    for number, rect in enumerate(numbers, start=1):  # as drawn: in the plot, off the labels
        assert plot.contains(rect) and rect.collidelist(labels) == -1, number
    places = rv.badge_places(size, lines, swings, words)  # each disc round its number
    for number, (rect, place) in enumerate(zip(numbers, places, strict=True), start=1):
        assert plot.contains(place) and place.contains(rect), number
        assert place.collidelist(labels) == -1, number
        assert place.collidelist([p for p in places if p is not place]) == -1, number


@pytest.mark.parametrize("size", [(380, 250), (440, 150), rv.CHART.size])
def test_the_top_gridlines_value_stays_clear_of_the_title(monkeypatch, size):
    """Play-test 12 (Kraken Bay result, de, 1920×1080): the top gridline's "2.500" touched
    "Vermögen im Lauf des Spiels" above it (and the review's "100 %" its title); every value
    on the left stays under the title, and the next one down stays clear of it."""
    pygame.font.init()
    written = blits_recorded(monkeypatch, chart)
    lines = [ChartLine("red", [(0, 1500), (20, 2030)]), ChartLine("blue", [(0, 1500), (20, 1841)])]
    chart.line_chart(size, "Vermögen im Lauf des Spiels", "", lines, [], str, "Runden 1–20")
    (_title, title_rect), *rest = written
    values = [rect for label, rect in rest if label.isdigit()]
    assert values, "the grid is labelled"
    for rect in values:
        assert not rect.colliderect(title_rect), (rect, title_rect)
    for upper, lower in zip(values, values[1:], strict=False):
        assert not upper.colliderect(lower), (upper, lower)


def test_a_raised_label_is_drawn_over_another_marks_line_not_under_it(monkeypatch):
    """Speedleft2 (the review's chart, 1280×800): "Startup scoring", raised beside its line
    between swings 1 and 3, had swing 3's dotted line drawn through its letters ("sc|oring").
    The label's column where that line runs reads as the label alone on the chart's ground."""
    pygame.font.init()
    size, last = rv.CHART.size, 256
    lines = [ChartLine("red", [(0, 50), (last, 100)]), ChartLine("blue", [(0, 50), (last, 0)])]
    marks = [chart.Marked(36, "1"), chart.Marked(52, "Startup scoring"), chart.Marked(66, "3"),
             chart.Marked(99, "Venture Capital scoring"), chart.Marked(last, "IPO scoring")]
    axis = "moves 0–256"
    layout = chart.chart_layout(size, lines, marks, axis, turns_right=True)
    (centre, row), x = layout.places[1], layout.xs[2]
    width, height = chart.fonts.size_of("Startup scoring", 11)
    left = centre - width // 2
    assert row and left < x < left + width, "the case: swing 3's line runs behind the label"
    picture = chart.line_chart(size, "", "", lines, marks, str, axis, turns_right=True)
    y = layout.plot.top + 1 + chart.LABEL_RISE * (row - 1)
    alone = pygame.Surface((width, height))
    alone.fill(chart.PANEL)
    alone.blit(chart.fonts.text("Startup scoring", 11, chart.GOLD), (0, 0))
    drawn = [tuple(picture.get_at((x, y + dy)))[:3] for dy in range(height)]
    assert drawn == [tuple(alone.get_at((x - left, dy)))[:3] for dy in range(height)]
