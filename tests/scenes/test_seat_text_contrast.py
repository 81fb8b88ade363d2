"""Seat colours as text read on the dark panels (play-test 12: the blue seat's "To bid: Anna"
in the auction read at 2.6:1 on the panel): every seat's text tone reaches WCAG's 4.5:1 on the
panel and on the background, and keeps its seat's hue, so the seat is still told by it."""

from __future__ import annotations

import colorsys

import pytest

from game.ui.palette import (
    BACKGROUND,
    PANEL,
    SEAT_COLOURS,
    SEAT_RGB,
    SEAT_TEXT,
    TEXT_CONTRAST,
    contrast,
)


def hue(rgb) -> float:
    return colorsys.rgb_to_hsv(*(v / 255 for v in rgb))[0] * 360


@pytest.mark.parametrize("back", [PANEL, BACKGROUND])
@pytest.mark.parametrize("colour", SEAT_COLOURS)
def test_each_seat_text_tone_reads_on_the_dark_panels(colour, back):
    assert contrast(SEAT_TEXT[colour], back) >= TEXT_CONTRAST


@pytest.mark.parametrize("colour", SEAT_COLOURS)
def test_each_text_tone_keeps_its_seat_hue(colour):
    turn = abs(hue(SEAT_TEXT[colour]) - hue(SEAT_RGB[colour]))
    assert min(turn, 360 - turn) < 4
    others = [c for c in SEAT_COLOURS if c != colour]
    assert all(SEAT_TEXT[colour] != SEAT_TEXT[c] for c in others)


def test_the_ratio_is_wcag_s():
    """Known pairs: black on white is 21:1, a colour on itself 1:1."""
    assert contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert contrast(PANEL, PANEL) == pytest.approx(1.0)
