"""A tip the keys open stands beside its button and off the depot (speed24): Tab onto Menu
opened its tip over the depot's last lines, the hint at its foot (de, 1280x800)."""

from __future__ import annotations

import pytest

from game.speedtycoon.view import table_view as tv
from game.ui.tooltips import NEAR
from tests.speedtycoon_scenes.test_clicking import exact_start, open_table
from tests.support.keyed_tips import gap, tab_to


@pytest.mark.parametrize("app_language", ["de"])
def test_menus_tip_opened_by_tab_stands_by_its_button_off_the_depot(app):
    board = open_table(app, exact_start()[0])
    button = board.buttons["menu"]
    tip = tab_to(app, board.ring, button)
    assert not tip.colliderect(tv.DEPOT), "the depot's lines stay readable"
    assert gap(tip, button.get_abs_rect()) <= NEAR, "the tip stands by its button"


@pytest.mark.parametrize("app_language", ["de"])
def test_the_hints_tall_tip_opened_by_tab_keeps_off_the_depot_too(app):
    """Four lines of tip find no room by the button beside the depot: it stands left of the
    depot, level with the bar, rather than over it."""
    board = open_table(app, exact_start()[0])
    tip = tab_to(app, board.ring, board.buttons["hint"])
    assert not tip.colliderect(tv.DEPOT)
    assert tip.bottom >= tv.DEPOT.bottom, "level with the bar, not up over the side column"
