"""The scoring sheet's row names stand at one size (issue 31 point 8: the Russian ring row was
shrunk below the branches' because "Кольцевая автострада" did not fit its column)."""

from __future__ import annotations

import pygame
import pytest

from game.core.i18n import translate
from game.speedtycoon.rules.data import BRANCHES
from game.speedtycoon.scenes import keys
from game.speedtycoon.view import score_sheet
from game.ui import fonts

ROWS = ("ring", "zones", "sustainability", "loans", "total")


pytestmark = pytest.mark.usefixtures("display")


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_every_row_name_fits_its_column_at_14_px(lang):
    room = score_sheet.FIRST_COLUMN - 44  # as draw_sheet gives the label
    labels = [translate(f"speedtycoon_play.sheet.{row}", lang) for row in ROWS]
    labels += [translate(keys.BRANCH[b], lang) for b in BRANCHES]
    for label in labels:
        assert fonts.size_of(label, 14)[0] <= room, f"{label} would be drawn smaller"


def test_the_sheet_hides_the_table_under_it():
    """The sheet was a shade the empire showed through: drawn over black and over white,
    everything inside its rounded frame is the same."""
    from game.speedtycoon import rules
    from game.speedtycoon.rules import queries

    state = rules.new_game(2, 1, {"game_type": "classic"})
    words = score_sheet.SheetWords("Startup", tuple(BRANCHES), "ring", "zones", "sus", "loans",
                                   "total", ("Anna", "Ben", "Fund"))
    drawn = []
    for ground in ((0, 0, 0), (255, 255, 255)):
        surface = pygame.Surface((960, 400))
        surface.fill(ground)
        score_sheet.draw_sheet(surface, queries.what_if(state), None, None,
                               ["red", "blue"], words)
        inside = score_sheet.SHEET.inflate(-20, -20)
        drawn.append(pygame.image.tobytes(surface.subsurface(inside), "RGB"))
    assert drawn[0] == drawn[1]
