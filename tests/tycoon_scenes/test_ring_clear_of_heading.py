"""The cyan "click here" ring (guided turn and hint) round a market card covered the bottom of
the "Ticket market" heading above it (play-test, en 1280x800): the ring stops short of texts
it does not point at, and still surrounds its card."""

from __future__ import annotations

import pygame

from game.tycoon.howto.guided import GuidedTurnScene
from game.tycoon.info.advice import Pointer
from game.tycoon.view import layout
from game.ui.spotlight import RING, RING_DARK, draw_spotlight

#: Clock readings over one beat of the pulse, its widest (0.25 s) among them.
BEAT = (0.0, 0.1, 0.25, 0.4, 0.75)


def ring_pixels(picture: pygame.Surface, area: pygame.Rect) -> int:
    return sum(picture.get_at((x, y))[:3] in (RING, RING_DARK)
               for x in range(area.left, area.right) for y in range(area.top, area.bottom))


def test_the_guided_turns_ring_leaves_the_market_heading_readable(app):
    guide = app.scenes.push(GuidedTurnScene(app))
    app.run_frames(2)
    guide.advance()  # intro -> buy: the ring goes round a scheduled card of the market
    app.run_frames(2)
    assert guide.step_name == "buy"
    card = guide.target()
    for clock in BEAT:
        guide.guide_clock = clock
        picture = pygame.Surface(app.canvas_size)
        guide.view.draw(picture, guide.model)
        guide.draw(picture)
        assert ring_pixels(picture, layout.MARKET_HEADING) == 0, clock
        for side in (card.left - 4, card.right + 3):  # still round the card left and right
            assert picture.get_at((side, card.centery))[:3] == RING, clock
        assert RING in [picture.get_at((card.centerx, y))[:3]
                        for y in range(card.top, card.top + 12)], clock  # and along its top


def test_the_hints_ring_round_a_market_card_leaves_the_heading_readable(board, monkeypatch):
    """The hint pointing at each of the market's cards in turn (its plan stood in for: the
    ring is what is under test), the pulse at its widest and narrowest."""
    info = board.info
    info.open_name = "hint"
    for slot in range(8):
        monkeypatch.setattr(info, "hint_pointer", lambda slot=slot: Pointer("market", slot))
        card = info._hint_rect()
        for clock in BEAT:
            info.clock = clock
            picture = pygame.Surface(layout.CANVAS.size)
            info.draw(picture)
            assert ring_pixels(picture, layout.MARKET_HEADING) == 0, (slot, clock)
            assert picture.get_at((card.left - 4, card.centery))[:3] == RING, (slot, clock)


def test_without_anything_to_keep_clear_the_ring_still_stands_out_around_the_target():
    picture = pygame.Surface((200, 200))
    target = pygame.Rect(60, 60, 80, 80)
    draw_spotlight(picture, target, 0.25)
    for x, y in ((target.left - 6, 100), (target.right + 5, 100), (100, target.top - 6),
                 (100, target.bottom + 5)):
        assert picture.get_at((x, y))[:3] == RING, (x, y)
