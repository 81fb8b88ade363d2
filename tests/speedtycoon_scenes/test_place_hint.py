"""The depot says what to do with a building waiting to be built (playtest: after Buy the
hint line went blank while green cells waited in the empire, and a new player did not know a
click on one builds it, nor that To planning keeps it)."""

from __future__ import annotations

import pytest

from game.core.i18n import translate
from game.speedtycoon.rules.phases import PLACE
from game.speedtycoon.view import table_view as tv
from game.ui import fonts
from tests.speedtycoon_scenes.autoplay import click_at
from tests.speedtycoon_scenes.test_clicking import bought_and_waiting

KEYS = ("place", "place_planned", "place_nowhere")


def test_a_bought_building_waiting_for_its_cell_says_click_a_marked_cell(app):
    board = bought_and_waiting(app)
    assert board.match.state.phase == PLACE and board.marks.tile is not None
    assert board.marks.cells, "the empire marks where it fits"
    assert board.hint_line() == app.tr("speedtycoon_play.hint.place")
    cell = next(iter(board.marks.cells))
    click_at(app, board.camera.cell_rect(*cell).center)
    assert board.hint_line() != app.tr("speedtycoon_play.hint.place"), "built: the hint moves on"


@pytest.mark.usefixtures("display")
@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_each_placing_hint_reads_whole_in_the_depot(lang):
    room = tv.DEPOT.w - 20
    for key in KEYS:
        hint = translate(f"speedtycoon_play.hint.{key}", lang)
        assert not hint.startswith("speedtycoon_play"), f"{lang} lacks {key}"
        size, lines = tv.hint_lines(hint)
        assert size >= 12 and " ".join(lines) == hint, f"cut: {hint}"
        assert all(fonts.size_of(line, size)[0] <= room for line in lines)
