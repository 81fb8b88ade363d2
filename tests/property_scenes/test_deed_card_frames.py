"""A deed card lies wholly inside or outside the board's border and the column's boxes
(`place_card`'s frames, as on the Tycoon and Speedtycoon boards): beside a place of the top
row it stood 6 px over the board's border, above it, cutting the border's line (prop22)."""

from __future__ import annotations

import pygame
import pytest

from game.property.view import layout
from tests.property_scenes.conftest import setup_for
from tests.property_scenes.test_deed_over_since_card import covered
from tests.support.hover import sliver


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_no_deed_card_stands_a_sliver_over_a_frame(app, open_board, game):
    board = open_board(setup_for(game), curtain=False)
    for space in range(len(board.view.cells)):
        if not board.rs.price[space]:
            continue
        rect = board.deed_rect(board.deed_card(space).get_size(), space)
        assert layout.CANVAS.contains(rect), space
        for frame in layout.CARD_FRAMES:
            assert not sliver(rect, frame), (board.words.space(space), rect, frame)


def test_the_deed_card_is_drawn_where_it_is_placed(app, open_board):
    board = open_board(setup_for("kraken_bay"), curtain=False)
    space = next(s for s in range(len(board.view.cells))
                 if board.rs.price[s] and board.view.cells[s].side == layout.TOP)
    deed = board.deed_card(space)
    board.hover.target, board.hover.age = space, 10.0    # the pointer rested on it
    frame = pygame.Surface(app.canvas_size)
    board.draw(frame)
    board.draw_over_widgets(frame)
    rect = board.deed_rect(deed.get_size(), space)
    assert rect.top > layout.BOARD_BORDER.top and covered(frame, deed, rect) == 0
