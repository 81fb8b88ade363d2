"""Money over time: a line per player for cash (solid) and net worth (dotted), by turn, with
the paydays marked. Shown in P and usable after the game (result screen)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.tycoon.info.series import MoneySeries
from game.tycoon.panels.style import DIM_TEXT, GOLD, PANEL, PLAYER_RGB, ROW_LINE, blit_text
from game.tycoon.panels.words import Words
from game.tycoon.view import fonts

MARGIN_LEFT = 56
MARGIN_BOTTOM = 22
MARGIN_TOP = 22


def _dotted(surface, colour, points, width: int = 2, dash: int = 5) -> None:
    for (x0, y0), (x1, y1) in zip(points, points[1:], strict=False):
        length = max(1.0, ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5)
        steps = int(length // dash)
        for i in range(0, steps, 2):
            a, b = i / max(1, steps), min(1.0, (i + 1) / max(1, steps))
            pygame.draw.line(surface, colour, (x0 + (x1 - x0) * a, y0 + (y1 - y0) * a),
                             (x0 + (x1 - x0) * b, y0 + (y1 - y0) * b), width)


def money_chart(series: MoneySeries, words: Words, colours: Sequence[str],
                size: tuple[int, int]) -> pygame.Surface:
    s = pygame.Surface(size, pygame.SRCALPHA)
    s.fill(PANEL)
    w, h = size
    blit_text(s, words.t("tycoon_info.chart.title"), (6, 2), 13, GOLD, True)
    legend = words.t("tycoon_info.chart.legend")
    blit_text(s, legend, (w - 6, 4), 11, DIM_TEXT, align="right")
    points = series.points
    if not points:
        return s
    values = [v for p in points for v in (*p.money, *p.worth)]
    low, high = min(0, *values), max(10, *values)
    span = high - low
    last_turn = max(1, points[-1].turn)
    plot = pygame.Rect(MARGIN_LEFT, MARGIN_TOP, w - MARGIN_LEFT - 8, h - MARGIN_TOP - MARGIN_BOTTOM)

    def xy(turn: int, value: int) -> tuple[int, int]:
        return (plot.x + round(turn / last_turn * plot.width),
                plot.bottom - round((value - low) / span * plot.height))

    step = next(v for v in (5, 10, 20, 25, 50, 100, 200, 500) if span / v <= 5)
    tick = (low // step) * step
    while tick <= high:
        y = xy(0, tick)[1]
        if plot.top <= y <= plot.bottom:
            pygame.draw.line(s, ROW_LINE, (plot.x, y), (plot.right, y))
            blit_text(s, words.money(tick), (plot.x - 4, y - 8), 11, DIM_TEXT, align="right")
        tick += step
    zero = xy(0, 0)[1]
    pygame.draw.line(s, DIM_TEXT, (plot.x, zero), (plot.right, zero))
    for p in series.paydays:
        x = xy(p.turn, 0)[0]
        _dotted(s, GOLD, [(x, plot.top), (x, plot.bottom)], 1, 4)
        label = words.t("tycoon_info.chart.payday", number=p.payday)
        half = fonts.font(11).size(label)[0] // 2 + 2
        centre = min(max(x, plot.x + half), w - half)
        blit_text(s, label, (centre, plot.bottom + 3), 11, GOLD, align="center")
    blit_text(s, words.t("tycoon_info.chart.turns", start=points[0].turn, end=points[-1].turn),
              (plot.x, plot.bottom + 3), 11, DIM_TEXT)
    for seat, colour in enumerate(colours):
        rgb = PLAYER_RGB[colour]
        cash = [xy(p.turn, p.money[seat]) for p in points]
        worth = [xy(p.turn, p.worth[seat]) for p in points]
        if len(cash) > 1:
            _dotted(s, rgb, worth, 2)
            pygame.draw.lines(s, rgb, False, cash, 2)
        pygame.draw.circle(s, rgb, cash[-1], 4)
    return s
