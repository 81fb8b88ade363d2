"""The advice's box and the "since your last turn" card leave the city in sight: both sat in
the empire's top left corner over a city's top rows (play-test at 1280x800, 1366x768 and
1920x1080; the canvas is the same at each, scaled). Each now takes the corner that covers
none of the cells in use (the city, the lit cells, the contracts inset), else the least."""

from __future__ import annotations

import pygame

from game.speedtycoon.rules import geometry
from game.speedtycoon.scenes.table_scene import TableScene
from game.speedtycoon.view import model
from game.speedtycoon.view import table_view as tv
from game.ui.palette import GOLD
from tests.speedtycoon_scenes.stage import city_corner

ADVICE = "Advice: Take $3 + €2 – to pay the Finance building in Tokyo exactly, one action left"


def city_top_left(app) -> tuple[TableScene, list[pygame.Rect]]:
    """The stage's table with the city dragged into the top left corner, and its cells."""
    board = city_corner(app, "en")
    app.run_frames(2)
    xy = [geometry.xy(c) for c in model.city(board.match.state, 0)]
    assert len(xy) >= 4, "a city of a few buildings"
    return board, [board.camera.cell_rect(x, y) for x, y in xy]


def test_the_since_card_steps_aside_from_the_city(app):
    board, cells = city_top_left(app)
    card = board.game_log.card_rect
    assert card is not None, "the computer's turn is told"
    usual = pygame.Rect(tv.OVER_EMPIRE.topleft, card.size)
    assert any(usual.colliderect(cell) for cell in cells), "the case: its old corner covers some"
    assert not any(card.colliderect(cell) for cell in cells), (card, cells)
    assert tv.EMPIRE.contains(card)


def test_the_advice_steps_aside_from_the_city(app, monkeypatch):
    board, cells = city_top_left(app)
    monkeypatch.setattr(board, "since_hidden", lambda: True)
    app.run_frames(2)
    bare = seen(app, cells)
    board.advice_text = ADVICE
    app.run_frames(2)
    assert seen(app, cells) == bare, "every building of the city still in sight"
    box, _lines = tv.advice_box(ADVICE, tv.cells_in_use(board.match.state, 0, board.camera,
                                                        board.marks))
    assert any(pygame.Rect(tv.OVER_EMPIRE.topleft, box.size).colliderect(cell)
               for cell in cells), "the case: its old corner covers some"
    assert app.screen.get_at((box.centerx, box.top))[:3] == GOLD[:3], "drawn there"


def seen(app, cells: list[pygame.Rect]) -> list[bytes]:
    """What the screen shows of each cell (the part inside the empire's view)."""
    return [pygame.image.tobytes(app.screen.subsurface(cell.clip(tv.EMPIRE_VIEW)), "RGB")
            for cell in cells]


def test_an_advised_cell_outside_the_view_is_brought_into_it(app, monkeypatch):
    """Seen taking this file's pictures: with the city dragged to the top, the advice lit a
    cell above the view ("1 cell right and 2 cells up of the headquarters")."""
    board, _cells = city_top_left(app)
    tile = model.planning(board.match.state, 0)[0]
    up = min(y for _x, y in map(geometry.xy, model.city(board.match.state, 0))) - 1
    view = tv.EMPIRE_VIEW.inflate(-4, -4)
    assert not board.camera.shows([(0, up)], view), "the case: the cell is out of sight"
    marks = tv.Marks(tile=tile, cells={(0, up): "green"})
    monkeypatch.setattr(board.adviser, "answer",
                        ((("speedtycoon_play.advice.place", {"where": "up"}), marks), None))
    board._show_advice()
    assert board.camera.shows([(0, up)], view)
