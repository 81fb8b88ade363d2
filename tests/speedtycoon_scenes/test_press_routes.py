"""The table's bar takes a press by the button's name (game/ui/press_routes.py, as every
board's): a press whose event arrives after the bar was made anew (its buttons are made again
at their labels' widths) still acts."""

from __future__ import annotations

from game.speedtycoon.view import table_view as tv
from tests.speedtycoon_scenes.autoplay import click_at
from tests.speedtycoon_scenes.test_clicking import exact_start, open_table
from tests.support.press import press_then


def test_a_press_on_a_bar_made_anew_still_acts(app):
    board = open_table(app, exact_start()[0])
    click_at(app, tv.display_rect(0).center)
    take = board.buttons["take"]
    assert take.is_enabled
    before = len(board.match.actions)
    press_then(app, take, board.make_buttons)
    assert not take.alive(), "the bar was made anew between the press and its event"
    assert len(board.match.actions) == before + 1, "the new Take took the press"
