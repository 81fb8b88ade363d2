"""The empire view (issue 31.9): the cells a placement lights are framed inside the part of the
panel the city is drawn in, never cut at its top, and a framing that already shows them all
stays as it is from turn to turn; the city itself is kept whole on view when it changes or
another seat's is shown, with no tile picked."""

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


def open_table(app):
    from game.core.setup import GameSetup, Seat
    from game.speedtycoon.scenes.table_scene import TableScene

    seats = (Seat("human", "Anna", "purple"), Seat("computer", "Robo", "red", "normal"))
    board = TableScene(app, GameSetup("speedtycoon", 3, seats, {"game_type": "classic",
                                                                "think": "none"}),
                       curtain=False)
    app.scenes.push(board)
    app.run_frames(2)
    return board


def grow(board, seat: int, cells) -> list[tuple[int, int]]:
    """The seat's city built out over `cells` (buildings 1, 2, ...), as a long game leaves it."""
    from game.speedtycoon.rules import geometry

    city = board.match.state.emp[seat]
    for tile, (x, y) in enumerate(cells, start=1):
        city[geometry.cell(x, y)] = tile
    return [geometry.xy(c) for c in city]


UPWARD = [(0, y) for y in range(-1, -10, -1)] + [(1, -9), (-1, -5)]


def test_a_city_grown_upward_is_shown_whole_without_a_tile_picked(app):
    """The last session's screenshots (a late game opened, menu_speedtycoon_en.png) cut the
    city's top row under the panel's title: the camera stayed at the HQ's zoom until a tile
    was picked."""
    board = open_table(app)
    cells = grow(board, 0, UPWARD)
    assert not inside(tv.EmpireCamera(), cells), "at the HQ's zoom the top rows are cut"
    app.run_frames(2)
    assert inside(board.camera, cells)


def test_another_seats_city_is_framed_when_shown_and_a_pan_by_hand_stands(app):
    board = open_table(app)
    cells = grow(board, 1, [(x, 0) for x in range(-1, -12, -1)] + [(-11, y) for y in (1, 2, 3)])
    board.shown = 1
    app.run_frames(2)
    assert inside(board.camera, cells)
    board.camera.pan(0, -200)
    app.run_frames(2)
    assert board.camera.offset[1] < 0 and not inside(board.camera, cells), \
        "the person's own pan is kept while the city stays as it is"
    grow(board, 1, [(-11, 4)])
    app.run_frames(2)
    assert inside(board.camera, cells + [(-11, 4)]), "a city that changes is framed again"


def test_the_seat_colour_frames_the_whole_empire_and_its_hq(app):
    """Play-test 3: the seat-coloured frame had no top edge (drawn inside the city's clip,
    under the title) and every HQ was gold; now the shown seat's colour runs round all four
    sides and fills its HQ, for the person's city and another seat's."""
    from game.ui.palette import SEAT_RGB

    board = open_table(app)
    for shown, colour in ((0, "purple"), (1, "red")):
        board.shown = shown
        app.run_frames(2)
        rgb = SEAT_RGB[colour]
        frame = tv.EMPIRE.inflate(-4, -4)
        quarter = frame.x + frame.w // 4
        edges = {"top": (quarter, frame.y), "bottom": (quarter, frame.bottom - 1),
                 "left": (frame.x, frame.centery), "right": (frame.right - 1, frame.centery)}
        for side, spot in edges.items():
            assert app.screen.get_at(spot)[:3] == rgb, f"{colour}: no {side} edge"
        hq = board.camera.cell_rect(0, 0)
        assert app.screen.get_at((hq.x + hq.w // 5, hq.centery))[:3] == rgb
