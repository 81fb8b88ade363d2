"""Speedtycoon's pictures: the Yuan sign renders from the fonts we ship, and every branch is
told apart by its shape, not by its colour alone."""

from __future__ import annotations

import pygame
import pytest

from game.speedtycoon.rules.data import BUILDING_IDS, HQ, TILE_BRANCH, TILE_SIDES
from game.speedtycoon.view import art
from game.ui import fonts
from game.ui.palette import PAPER, SEAT_RGB

pytestmark = pytest.mark.usefixtures("display")


def _mask(surface: pygame.Surface) -> bytes:
    return pygame.mask.from_surface(surface).to_surface().get_buffer().raw


def test_the_yuan_sign_is_a_real_glyph_not_the_missing_box():
    box = fonts.font(24).render("\u2302", True, (255, 255, 255))  # Noto Sans lacks ⌂: its box
    for sign in fonts.GLYPHS:
        drawn = fonts.text(sign, 24, (255, 255, 255))
        assert drawn.get_bounding_rect().width > 0
        same_size = pygame.transform.smoothscale(drawn, box.get_size())
        assert _mask(same_size) != _mask(box), f"{sign} falls back to the missing-glyph box"


def test_text_with_a_yuan_price_is_as_wide_as_its_parts():
    whole = fonts.text("6 元", 18, (0, 0, 0)).get_width()
    parts = fonts.font(18).size("6 ")[0] + fonts.glyph_font(18).size("元")[0]
    assert whole == parts


def test_each_branch_has_its_own_pictogram_shape():
    shapes = {_mask(art.branch_icon(b, 32, (255, 255, 255))) for b in range(6)}
    assert len(shapes) == 6


def test_a_tile_shows_its_highway_sides_at_64_px():
    logistics = [t for t in BUILDING_IDS if TILE_BRANCH[t] == 0]
    north_only = next(t for t in logistics if TILE_SIDES[t] == 1)
    east_only = next(t for t in logistics if TILE_SIDES[t] == 2)
    north, east = art.tile_image(north_only, 64), art.tile_image(east_only, 64)
    assert north.get_size() == (64, 64)
    road = art.ROAD
    assert north.get_at((29, 2))[:3] == road and east.get_at((29, 2))[:3] != road
    assert east.get_at((61, 29))[:3] == road and north.get_at((61, 29))[:3] != road


@pytest.mark.parametrize("size", [40, 64])
@pytest.mark.parametrize("colour", sorted(SEAT_RGB))
def test_the_headquarters_looks_unlike_any_building_without_its_colour(colour, size):
    """Play-test 10: a blue, green or purple HQ beside that branch's buildings read as one
    more of them. Every building fills its square's corners; the HQ is an octagon (its
    corners empty) in a light ring on all four sides, whatever the seat's colour."""
    hq = art.tile_image(HQ, size, colour)
    corner, edge = (size // 12, size // 12), size // 2
    assert hq.get_at(corner).a == 0
    assert all(art.tile_image(t, size).get_at(corner).a == 255 for t in BUILDING_IDS)
    ring = [(edge, size // 16 + 1), (edge, size - size // 16 - 2), (size // 16 + 1, edge),
            (size - size // 16 - 2, edge)]
    assert all(hq.get_at(at)[:3] == PAPER for at in ring)


def test_each_seats_headquarters_wears_its_seat_colour():
    """Play-test 3: every HQ was gold, so another seat's city did not say whose it was."""
    for colour, rgb in SEAT_RGB.items():
        assert art.tile_image(HQ, 64, colour).get_at((14, 32))[:3] == rgb
    pictures = {pygame.image.tobytes(art.tile_image(HQ, 64, c), "RGBA") for c in SEAT_RGB}
    assert len(pictures) == len(SEAT_RGB)
