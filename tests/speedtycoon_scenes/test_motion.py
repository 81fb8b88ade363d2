"""What the table animates (design §4.9): a bought tile flies to "Zu bauen" and is not drawn
there before it lands, placing drops it onto its cell, refills deal in; a click skips the
motion, and the speed comes from Settings."""

from __future__ import annotations

from game.speedtycoon.view import table_view as tv
from tests.speedtycoon_scenes.autoplay import click_at
from tests.speedtycoon_scenes.test_clicking import exact  # noqa: F401  (fixture)


def buy(app, board, place) -> int:
    tile = board.match.state.market[place]
    click_at(app, tv.place_rect(place).center)
    app.click(board.buttons["buy"], frames=2)
    return tile


def test_a_bought_tile_flies_to_zu_bauen_and_lands_there(app, exact):  # noqa: F811
    board, place = exact
    tile = buy(app, board, place)
    assert board.busy and tile in board.hidden_tiles(), "in the air: not yet in the tray"
    for _ in range(60):
        app.step(0.05)
    assert not board.busy and tile not in board.hidden_tiles()


def test_placing_drops_the_tile_onto_its_cell(app, exact):  # noqa: F811
    board, place = exact
    tile = buy(app, board, place)
    board.timeline.skip()
    app.click(board.buttons["end"], frames=2)
    x, y = next(iter(board.marks.cells))
    click_at(app, board.camera.cell_rect(x, y).center)
    assert board.busy and tile in board.hidden_tiles()


def test_a_click_skips_the_motion(app, exact):  # noqa: F811
    board, place = exact
    buy(app, board, place)
    assert board.busy
    click_at(app, (600, 500))
    assert not board.busy


def test_with_instant_animations_nothing_waits(app, exact):  # noqa: F811
    board, place = exact
    app.settings.animation_speed = "instant"
    buy(app, board, place)
    assert not board.busy
