"""Hover cards on the board: solid, above an open panel and the board's glows, and clear of the
hand strip where the news line stands (issue 14.6)."""

from __future__ import annotations

import pygame

from game.tycoon.panels import rects
from game.tycoon.view import layout
from tests.support.hover import sliver


def rest_pointer(app, pos, frames: int = 40) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.run_frames(frames)


def drawn_card(app, board) -> tuple[pygame.Surface, pygame.Rect]:
    card = board.info.hover_card()
    assert card is not None, "the card shows after the pointer rests"
    scratch = app.screen.copy()
    place = board.info.draw_card(scratch)
    return card, place


def test_a_hover_card_lies_above_the_open_payout_panel(app, board):
    board.info.open("payouts")
    rest_pointer(app, layout.city_rect(3).move(30, 0).midleft)
    card, place = drawn_card(app, board)
    over_panel = place.inflate(-20, -20).clip(rects.PANEL)  # inside the rounded corners
    assert over_panel.width > 40, "the card reaches over the panel beside the left column"
    shown = app.screen.subsurface(over_panel)
    own = card.subsurface(over_panel.move(-place.x, -place.y))
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(own, "RGB")


def test_a_hover_card_is_solid_so_no_glow_shows_through_its_words(app, board):
    rest_pointer(app, layout.city_rect(4).center)
    card, _place = drawn_card(app, board)
    inner = card.get_rect().inflate(-16, -16)
    alphas = {card.get_at((x, y)).a for x in range(inner.left, inner.right, 7)
              for y in range(inner.top, inner.bottom, 7)}
    assert alphas == {255}


def test_a_hover_card_keeps_off_the_hand_strip_and_the_action_bar(app, board):
    for city in (6, 7, 8):
        rest_pointer(app, layout.city_rect(city).move(0, -12).midbottom)
        _card, place = drawn_card(app, board)
        assert not place.colliderect(rects.CARD_KEEP_CLEAR), city


def test_a_hover_card_stands_in_no_panels_frame_edge(app, board):
    """Beside a city at the board's top the card stood 8 px over the board's frame (above
    it), at its foot 4 px (lessons21): it lies wholly inside or outside each framed panel."""
    for pointer in ((20, 20), (100, 660)):
        rest_pointer(app, pointer)
        _card, place = drawn_card(app, board)
        for frame in board.info.card_frames():
            assert not sliver(place, frame), (pointer, place, frame)
