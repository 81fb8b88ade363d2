"""The depot says what to do with a building waiting to be built (playtest: after Buy the
hint line went blank while green cells waited in the empire, and a new player did not know a
click on one builds it, nor that To planning keeps it)."""

from __future__ import annotations

import pygame
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


def test_a_two_line_hint_stays_inside_the_depot_clear_of_the_tokens_line(app):
    """Its second line sat on the depot's bottom edge: now HINT_PAD px stay free under it, and
    it starts under the tokens line (the modules' tunnels, tips, Lobbyist, loans)."""
    board = bought_and_waiting(app)
    size, lines = tv.hint_lines(board.hint_line())
    assert len(lines) == 2
    assert tv.hint_top(size, 2) >= tv.TOKENS_TOP + fonts.size_of("Ag", 13)[1]
    board.moved = True
    app.run_frames(2)
    strip = pygame.Rect(tv.DEPOT.x + 10, tv.DEPOT.bottom - tv.HINT_PAD, tv.DEPOT.w - 20,
                        tv.HINT_PAD - 1)
    ground = {app.screen.get_at((x, y))[:3] for x in range(strip.left, strip.right)
              for y in range(strip.top, strip.bottom)}
    assert len(ground) == 1, "nothing of the hint under its last line"
    last = pygame.Rect(tv.DEPOT.x + 10, tv.hint_top(size, 2) + tv.HINT_STEP, tv.DEPOT.w - 20,
                       fonts.size_of("Ag", size)[1])
    drawn = {app.screen.get_at((x, y))[:3] for x in range(last.left, last.right)
             for y in range(last.top, last.bottom)}
    assert len(drawn) > 1, "the second line is drawn where hint_top puts it"
