"""The shared chart leaves room above its highest value: the leader's line ran along the plot's
top edge with no gridline over it (play-test, Tycoon's result chart). Every game's chart is
this one."""

from __future__ import annotations

import pytest

from game.ui import chart
from game.ui.chart import MARGIN_TOP, ChartLine
from game.ui.palette import SEAT_RGB


@pytest.mark.parametrize("peak", [10, 50, 100, 137, 200, 480])
def test_the_highest_line_stays_under_a_gridline_clear_of_the_top(peak):
    lines = [ChartLine("red", [(0, 0), (5, peak // 2), (10, peak)]),
             ChartLine("blue", [(0, 0), (10, peak // 3)])]
    surface = chart.line_chart((420, 220), "Money", "", lines, [], str, "turns 1-10")
    red = SEAT_RGB["red"]
    rows = [y for y in range(surface.get_height()) for x in range(surface.get_width())
            if surface.get_at((x, y))[:3] == red]
    assert min(rows) >= MARGIN_TOP + 12, "the leading line has room above it"
    low, high, step = chart.value_range([0, peak])
    assert high > peak and high % step == 0, "a gridline stands above the highest value"
