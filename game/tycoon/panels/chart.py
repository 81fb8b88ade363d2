"""Money over time: a line per player for cash (solid) and net worth (dotted), by turn, with
the paydays marked. Shown in P and usable after the game (result screen); drawn by the house
line chart (game/ui/chart.py), with its labelled axes in both places (the shared
match.chart.* titles, issue 30.5): the P panel names them as the result screen does."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.tycoon.info.series import MoneySeries
from game.tycoon.panels.words import Words
from game.ui.chart import Axes, ChartLine, Marked, line_chart


def money_chart(series: MoneySeries, words: Words, colours: Sequence[str],
                size: tuple[int, int], axes: Axes | None = None) -> pygame.Surface:
    """`axes`: titles a caller has already translated (the result screen's); without them
    the chart names its axes itself, "Turn, with the paydays" / "Money"."""
    if axes is None:
        axes = Axes(words.t("match.chart.paydays"), words.t("match.chart.money"))
    points = series.points
    lines: list[ChartLine] = []
    for seat, colour in enumerate(colours):
        lines.append(ChartLine(colour, [(p.turn, p.worth[seat]) for p in points], dotted=True))
        lines.append(ChartLine(colour, [(p.turn, p.money[seat]) for p in points], end_dot=True))
    marks = [Marked(p.turn, words.t("tycoon_info.chart.payday", number=p.payday))
             for p in series.paydays]
    turns = (words.t("tycoon_info.chart.turns", start=points[0].turn, end=points[-1].turn)
             if points else "")
    return line_chart(
        size,
        words.t("tycoon_info.chart.title"),
        words.t("tycoon_info.chart.legend"),
        lines,
        marks,
        words.money,
        turns,
        axes,
    )
