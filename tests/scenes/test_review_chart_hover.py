"""The pointer resting on the review's chart shows every seat's win chance at the drawn point
under it (reviewplay, 7 December).

Played as a person who lost: the chart's lines could be read only against the left axis
(is the red line at 27 % or at 33 % there?), and the values were shown nowhere but on the
swing cards; only a clock's ring had a hover card. Now a point of the lines has one too:
"Move 131 of 195: win chances", each seat's chance as the chart drew it (the person first),
and that a click shows the position. A ring keeps its own card.
"""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.core.i18n import format_percent
from game.scenes import review_view as rv
from game.ui.hover import DELAY
from tests.scenes.test_review_fall import open_lost
from tests.text_fit import drawn_texts


def rest_pointer(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0),
                                         buttons=(0, 0, 0)))
    app.run_frames(round(DELAY * 60) + 6)


@pytest.mark.parametrize("language", ["en", "de", "ru"])
def test_resting_on_the_chart_shows_every_seats_chance_at_the_point(tmp_path, monkeypatch,
                                                                       language):
    app = App.headless(tmp_path / "user", language=language)
    try:
        scene = open_lost(app, tmp_path / "saves")
        _picture, last = scene.chart()
        person = scene._lines[-1][1]
        move = person[len(person) // 2][0]  # a drawn point half-way
        plot = rv.plot_rect(rv.CHART.size)
        x = rv.CHART.x + plot.x + round(move / last * plot.width)
        drawn = drawn_texts(monkeypatch)
        rest_pointer(app, (x, rv.CHART.y + plot.centery))
        assert scene.hover.ready == ("at", move)
        card = [text for text, _px in drawn]
        assert app.tr("review.ui.point_tip", move=move, count=last) in card
        lines = dict(scene._lines)
        for seat, name in enumerate(scene.names):
            chance = format_percent(dict(lines[seat])[move] / 100, language)
            assert app.tr("review.ui.point_chance", player=name, chance=chance) in card
        assert card.index(app.tr("review.ui.point_chance", player=scene.names[0],
                                 chance=format_percent(dict(person)[move] / 100, language))) \
            == card.index(app.tr("review.ui.point_tip", move=move, count=last)) + 1
        assert app.tr("review.ui.point_click") in card
        # wherever it stands, the card leaves the chart, the turn buttons, the swing column
        # and Back in sight (placed as a ring's card is, review_scene.ring_card_rect)
        size = scene.point_card(move).get_size()
        controls = [rv.CHART, rv.SWINGS, scene.back.get_abs_rect(),
                    *(button.get_abs_rect() for button in scene.nav.values())]
        for px in range(rv.CHART.x + plot.x, rv.CHART.x + plot.right, 48):
            for py in (rv.CHART.y + plot.y, rv.CHART.y + plot.bottom - 1):
                rect = scene.ring_card_rect(size, (px, py))
                assert app.screen.get_rect().contains(rect)
                assert not [c for c in controls if rect.colliderect(c)], (px, py, rect)
        # off the plot (over the board), no card
        rest_pointer(app, (rv.BOARD.centerx, rv.BOARD.centery))
        assert scene.hover.ready is None
    finally:
        app.close()
