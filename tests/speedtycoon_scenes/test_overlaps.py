"""Nothing the person needs is covered (issue 31.8): the clock is not drawn over the M sheet, and
a hover card keeps clear of the clock (the Lobbyist's timer too) and of the Kapital."""

from __future__ import annotations

import pygame
import pytest

from game.speedtycoon.view import score_sheet
from game.speedtycoon.view import table_view as tv
from tests.speedtycoon_scenes.test_clicking import exact_start
from tests.speedtycoon_scenes.test_clock import timed_table

CARD = (300, 260)


def test_the_clock_moves_under_the_m_sheet(app):
    board = timed_table(app, exact_start()[0], "60")
    assert board.clock_text() is not None
    assert tv.EMPIRE.collidepoint(board.clock_spot())
    app.press_key(pygame.K_m)
    assert board.majorities
    x, y = board.clock_spot()
    assert not score_sheet.SHEET.collidepoint(x, y) and y > score_sheet.SHEET.bottom
    app.run_frames(2)  # and it is drawn there


@pytest.mark.parametrize("place", range(4))
def test_a_market_cards_hover_card_keeps_the_kapital_and_the_clock_clear(app, place):
    board = timed_table(app, exact_start()[0], "60")
    clock = pygame.Rect(0, 0, 150, 20)
    clock.topright = board.clock_spot()
    pointer = tv.place_rect(place).center
    rect = board.card_spot(CARD, pointer, clock)
    assert not rect.colliderect(tv.KAPITAL), "the Kapital stays readable"
    assert not rect.colliderect(clock), "the clock stays readable"
    assert not rect.collidepoint(pointer), "the thing hovered stays under the pointer"
