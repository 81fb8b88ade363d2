"""Tycoon's money chart in the P panel names its axes as the result screen's chart does
(issue 30.5): "Turn, with the paydays" along the bottom, "Money" up the side, in every
language, each whole in the room it has (the chart once had no axis titles at all)."""

from __future__ import annotations

import pygame
import pytest

from game.core.i18n import translate
from game.tycoon.info.series import MoneySeries
from game.tycoon.panels import chart as tycoon_chart
from game.tycoon.panels.words import Words
from game.ui import chart, fonts
from tests.languages import TYCOON_LANGUAGES
from tests.tycoon_info.host import HostScene
from tests.tycoon_view.games import mid_game


@pytest.mark.parametrize("app_language", TYCOON_LANGUAGES)
def test_the_p_panels_money_chart_names_both_axes(app, app_language, monkeypatch):
    drawn: list[tuple[chart.Axes, pygame.Rect]] = []
    titles = chart._axis_titles

    def seen(surface, plot, axes):
        drawn.append((axes, plot.copy()))
        titles(surface, plot, axes)

    monkeypatch.setattr(chart, "_axis_titles", seen)
    host = HostScene(app, mid_game())
    app.scenes.replace(host)
    app.run_frames(2)
    app.press_key(pygame.K_p, frames=2)
    assert host.info.open_name == "players"
    assert drawn, "the P panel's chart draws axis titles"

    across = translate("match.chart.paydays", app_language)
    up = translate("match.chart.money", app_language)
    axes, plot = drawn[-1]
    assert (axes.across, axes.up) == (across, up)
    assert "match.chart" not in across + up
    assert fonts.size_of(across, 12, True)[0] <= plot.width
    assert fonts.size_of(up, 12, True)[0] <= plot.height


def test_the_result_screens_own_axes_are_the_ones_drawn(monkeypatch):
    asked: list = []
    monkeypatch.setattr(tycoon_chart, "line_chart", lambda *args: asked.append(args[-1]))
    own = chart.Axes("Turn", "Cash")
    tycoon_chart.money_chart(MoneySeries.starting(mid_game()), Words("en", ["Anna", "Bert"]),
                             ["red", "blue"], (400, 200), own)
    assert asked == [own]
