"""The scoring sheet's row names stand at one size (issue 31 point 8: the Russian ring row was
shrunk below the branches' because "Кольцевая автострада" did not fit its column)."""

from __future__ import annotations

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
