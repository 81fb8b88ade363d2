"""A hover card lies inside or outside each of the table's framed panels, never a sliver over
a frame's edge (play-test, de 1280x800: a building's card in the empire, lined up with the
market's foot, stood 8 px over the empire's frame and its title)."""

from __future__ import annotations

import pygame
import pytest

from game.speedtycoon.rules import geometry
from game.speedtycoon.view import model
from game.speedtycoon.view import table_view as tv
from game.speedtycoon.view.info_card import info_card
from game.ui.hover import place_card
from tests.support.hover import sliver
from tools import bench_fps

WINDOW = pygame.Rect(0, 0, 1280, 800)


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_a_buildings_card_in_the_empire_stands_in_no_frames_edge(app, language):
    """The benchmark's late table (six seats, after Venture Capital), the person's city
    grown to the empire's top and the "since your last turn" card up, as seen."""
    app.set_language(language)
    setup, state, actions = bench_fps.speedtycoon_late_game()[:3]
    board = app.scenes.push(bench_fps.speedtycoon_board(app, setup, state, list(actions)))
    app.run_frames(3)
    city = model.city(board.match.state, 0)
    for cell, tile in city.items():
        pos = board.camera.cell_rect(*geometry.xy(cell)).center
        if not tv.EMPIRE_VIEW.collidepoint(pos):
            continue
        card = info_card(*board.info_blocks(("empire", tile)))
        spot = board.card_spot(card.get_size(), pos, board._clock_rect)
        assert WINDOW.contains(spot), (tile, spot)
        for frame in tv.PANELS:
            assert not sliver(spot, frame), (tile, spot, frame)


def test_a_card_lined_up_with_the_gap_between_two_panels_goes_inside_its_own():
    """The spot beside what the card must leave clear is 4 px under the upper panel, in the
    gap, 8 px over the lower panel's frame: it is moved inside the lower panel."""
    upper, lower = pygame.Rect(16, 12, 1248, 176), pygame.Rect(16, 200, 912, 520)
    city = pygame.Rect(300, 200, 980, 600)  # all right of x 300, pointed at
    pointer = (500, 220)
    plain = place_card((240, 200), pointer, [upper, city], WINDOW)
    assert sliver(plain, lower) == 8, plain
    framed = place_card((240, 200), pointer, [upper, city], WINDOW, (upper, lower))
    assert lower.contains(framed) and not framed.colliderect(upper) and not framed.colliderect(city)
