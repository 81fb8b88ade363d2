"""The "click here" ring round a lot (the guided turn's build step, a hint's "build here")
covered the top of the lot below it, its price half hidden (play-test): the ring is left out
over the lots beside the one it points at (pulled back instead, it covered the lot's own
payout), and still surrounds it on its free sides."""

from __future__ import annotations

import pygame

from game.tycoon.howto.guided import GuidedTurnScene
from game.tycoon.info.advice import Pointer
from game.tycoon.view import layout
from game.ui.spotlight import RING
from tests.tycoon_scenes.test_ring_clear_of_heading import BEAT, ring_pixels


def test_the_guided_build_steps_ring_leaves_the_neighbouring_lots_readable(app):
    guide = app.scenes.push(GuidedTurnScene(app))
    app.run_frames(2)
    while guide.step_name != "build":
        guide.advance()
        app.run_frames(2)
    lot = guide.target()
    neighbours = [rect for rect in (lot.move(0, lot.height), lot.move(lot.width, 0),
                                    lot.move(0, -lot.height), lot.move(-lot.width, 0))
                  if any(rect == layout.lot_rect(city, k) for city in range(9)
                         for k in range(layout.LOT_COUNT))]
    assert neighbours, "the guide's lot has a lot beside it"
    for clock in BEAT:
        guide.guide_clock = clock
        picture = pygame.Surface(app.canvas_size)
        guide.view.draw(picture, guide.model)
        guide.draw(picture)
        for rect in neighbours:
            assert ring_pixels(picture, rect) == 0, (clock, rect)
        assert ring_pixels(picture, lot.inflate(-4, -4)) == 0, "its own price and payout"
        assert picture.get_at((lot.left - 4, lot.centery))[:3] == RING, clock


def test_a_hints_ring_round_any_lot_leaves_the_lots_beside_it_readable(board, monkeypatch):
    info = board.info
    info.open_name = "hint"
    city = 4
    for lot in range(layout.LOT_COUNT - 1):
        monkeypatch.setattr(info, "hint_pointer", lambda lot=lot: Pointer("lot", city, lot))
        for clock in (0.0, 0.25):  # the pulse at its narrowest and widest
            info.clock = clock
            picture = pygame.Surface(layout.CANVAS.size)
            info.draw(picture)
            for other in range(layout.LOT_COUNT):
                if other != lot:
                    rect = layout.lot_rect(city, other)
                    assert ring_pixels(picture, rect) == 0, (lot, other, clock)
            target = layout.lot_rect(city, lot)
            assert ring_pixels(picture, target.inflate(-4, -4)) == 0, (lot, clock)
            assert ring_pixels(picture, target.inflate(24, 24)) > 0, (lot, clock)
