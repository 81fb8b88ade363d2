"""The empire view (issue 31.9): the cells a placement lights are framed inside the part of the
panel the city is drawn in, never cut at its top, and a framing that already shows them all
stays as it is from turn to turn."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from game.speedtycoon.scenes.table_input import TableInput
from game.speedtycoon.view import table_view as tv


def framed(cells, camera=None) -> tv.EmpireCamera:
    table = SimpleNamespace(camera=camera or tv.EmpireCamera())
    TableInput.frame_cells(table, cells)
    return table.camera


def inside(camera, cells) -> bool:
    return all(tv.EMPIRE_VIEW.contains(camera.cell_rect(x, y)) for x, y in cells)


def test_a_top_row_just_under_the_title_is_not_cut():
    """Panned 10 px up, the row three above the HQ began 6 px under the panel's title line,
    inside the area once checked, so the tile was cut; now the camera moves to show it."""
    cells = [(0, -3), (0, 0), (1, 0)]
    camera = tv.EmpireCamera(offset=(0.0, -10.0))
    assert not inside(camera, cells), "the start: the top row is cut"
    assert inside(framed(cells, camera), cells)


@pytest.mark.parametrize("cells", [
    [(0, 0), (0, -6), (0, 6)],
    [(x, y) for x in range(-9, 10) for y in range(-4, 5)],
    [(5, -5), (6, -6)],
])
def test_framed_cells_are_all_inside_and_a_second_framing_keeps_the_view(cells):
    camera = framed(cells)
    assert inside(camera, cells)
    before = (camera.offset, camera.cell)
    assert (framed(cells, camera).offset, camera.cell) == before, "no re-centring"
