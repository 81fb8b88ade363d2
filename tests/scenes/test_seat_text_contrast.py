"""Seat colours as text read on the dark panels (play-test 12: the blue seat's "To bid: Anna"
in the auction read at 2.6:1 on the panel): every seat's text tone reaches WCAG's 4.5:1 on the
panel and on the background, and keeps its seat's hue, so the seat is still told by it; the
review chart's legend names the seats in those tones."""

from __future__ import annotations

import colorsys

import pytest

from game.scenes import review_view as rv
from game.ui.chart import ChartLine
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


def test_the_review_legend_names_each_seat_readably(app, monkeypatch):
    """The review chart's legend names the seats in their colours, on the panel."""
    written = []
    real = rv.blit_text

    def record(surface, label, pos, size, colour, *args, **kwargs):
        written.append((label, colour))
        return real(surface, label, pos, size, colour, *args, **kwargs)

    monkeypatch.setattr(rv, "blit_text", record)
    names = [f"Seat {colour}" for colour in SEAT_COLOURS]
    lines = [ChartLine(colour, [(0, 50), (40, 50)]) for colour in SEAT_COLOURS]
    rv.chart_picture((1000, 210), lines, [], rv.ChartWords("Win chance", "moves", names),
                     list(SEAT_COLOURS), "en")
    legend = dict(written)
    assert set(names) <= set(legend), "every seat named"
    assert [name for name in names if contrast(legend[name], PANEL) < TEXT_CONTRAST] == []
