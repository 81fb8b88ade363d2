"""The news line wraps a long message into lines of about even length (play-test 12,
«Менеджер» en at 1920×1080: "Yellow (normal) accepts, as the deal is worth more to it than
to Player" over a lone "1"): in the picture, no line is under half the longest, and it takes
no more lines than before."""

from __future__ import annotations

import pytest

from game.ui import fonts
from game.ui.text import wrap
from game.ui.toast import WRAPPED, Toast

WIDTH = 540   # the property board's news line: its centre square less 20 px

MESSAGES = ("Yellow (normal) accepts, as the deal is worth more to it than to Player 1",
            "Blue (normal) buys Department store for 10,000: it can afford it and keep cash "
            "in hand")


def inked_widths(picture, rows: int) -> list[int]:
    """The width each text row of the toast's picture is inked over (light pixels)."""
    line = fonts.font(WRAPPED).get_linesize()
    widths = []
    for k in range(rows):
        xs = [x for x in range(8, picture.get_width() - 8)
              for y in range(7 + k * line, 7 + (k + 1) * line)
              if sum(picture.get_at((x, y))[:3]) > 600]
        widths.append(max(xs) - min(xs) if xs else 0)
    return widths


@pytest.mark.parametrize("text", MESSAGES)
def test_a_wrapped_message_has_no_short_last_line(app, text):
    toast = Toast()
    toast.show(text)
    picture = toast._paint(WIDTH)
    rows = len(wrap(text, WRAPPED, WIDTH - 40))
    assert rows == 2
    assert picture.get_height() == rows * fonts.font(WRAPPED).get_linesize() + 14
    widths = inked_widths(picture, rows)
    assert min(widths) >= max(widths) / 2, widths
