"""A chart's hover card on the review screen lies wholly inside or outside the board's
picture and the chart (`place_card`'s frames, as on the boards): lifted above the turn
buttons it stood 4 px over the board's lower edge, cutting its frame (prop22, «Менеджер»)."""

from __future__ import annotations

from game.app import App
from game.scenes import review_view as rv
from tests.scenes.test_review_fall import open_lost
from tests.support.hover import sliver


def test_a_chart_card_stands_in_no_frames_edge(tmp_path):
    app = App.headless(tmp_path / "user", language="en")
    try:
        scene = open_lost(app, tmp_path / "saves")
        person = scene._lines[-1][1]
        size = scene.point_card(person[len(person) // 2][0]).get_size()
        plot = rv.plot_rect(rv.CHART.size).move(rv.CHART.topleft)
        frames = (scene.board_rect(), rv.CHART)
        for px in range(plot.x, plot.right, 24):
            for py in (plot.y, plot.centery, plot.bottom - 1):
                rect = scene.ring_card_rect(size, (px, py))
                for frame in frames:
                    assert not sliver(rect, frame), ((px, py), rect, frame)
    finally:
        app.close()
