"""The review's win-chance chart labels no gridline past 100 %: a seat sure to win (its line at
100 %) made the shared chart add a gridline above it, and the axis read "120%" (play-test, a
Tycoon review at 1280x800). The headroom above the line stays; only its label goes."""

from __future__ import annotations

import pytest

from game.scenes import review_view as rv
from game.ui import chart
from game.ui.chart import ChartLine
from tests.support.drawn import blits_recorded


def written_labels(monkeypatch, lines, language: str) -> list[str]:
    written = blits_recorded(monkeypatch, chart)
    words = rv.ChartWords("Win chance", "moves 0-80", ["A", "B"])
    rv.chart_picture((700, 210), lines, [], words, ["red", "blue"], language)
    return [label for label, _rect in written]


@pytest.mark.parametrize("language", ["en", "de", "ru"])
def test_a_sure_winner_tops_the_axis_at_100_percent(monkeypatch, language):
    lines = [ChartLine("red", [(0, 40), (40, 10), (80, 0)]),
             ChartLine("blue", [(0, 60), (40, 90), (80, 100)], end_dot=True)]
    labels = [text for text in written_labels(monkeypatch, lines, language) if "%" in text]
    numbers = [int("".join(ch for ch in text if ch.isdigit())) for text in labels]
    assert max(numbers) == 100, labels
    assert chart.value_range([0, 100])[1] > 100, "the plot keeps its headroom above 100 %"
