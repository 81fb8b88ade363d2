"""The auction's buttons and the typed bid's field lie inside the decision panel, in every
language and at every window size: the field had a row of its own under the grid and fell 4 px
below the panel's bottom edge when Undo took a cell of the first row (a person against
computers who declines a place: the auction asks them last, in their own turn)."""

from __future__ import annotations

import pygame
import pytest

from game.games import game_entry
from game.property.rules.actions import ROLL
from game.property.rules.phases import BUY
from game.property.view import layout
from tests.languages import PROPERTY_LANGUAGES
from tests.property_scenes.autoplay import settle
from tests.property_scenes.conftest import setup_for


def first_roll_lands_on_a_sale(game: str) -> int:
    """A seed whose person begins and whose first roll lands on a place for sale."""
    for seed in range(1, 200):
        state = game_entry(game).new_game(3, seed, {})
        if state.turn_player() == 0:
            state.apply(ROLL)
            if state.phase == BUY:
                return seed
    raise AssertionError("no seed lands the person's first roll on a place for sale")


WINDOWS = [(1280, 800), (1366, 768), (1920, 1080)]


def panel_widgets(board) -> dict[str, pygame.Rect]:
    """The auction's buttons by id and the typed bid's field, as they lie on the canvas."""
    shown = {cid: widget.get_relative_rect() for cid, widget in board.controls.items()}
    shown["bid field"] = board.bid_entry.get_relative_rect()
    return shown


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
@pytest.mark.parametrize("language", PROPERTY_LANGUAGES)
def test_the_typed_bid_row_lies_inside_the_panel(app, open_board, language, game):
    app.set_language(language)
    app.settings.undo_vs_computers = True   # Undo keeps a cell of the first row: most rows
    board = open_board(setup_for(game, seed=first_roll_lands_on_a_sale(game)), curtain=False)
    app.click(board.control("roll"))
    settle(app, board)
    app.click(board.control("decline"))
    settle(app, board)   # the computers bid first; the decliner is asked last
    assert board.match.state.au_place >= 0, "the person's turn to bid"
    assert board.control("undo") is not None, "the fullest panel: Undo shown too"
    assert board.bid_entry is not None and board.control("bid_typed") is not None
    for window in WINDOWS:
        app.canvas.resize_window(window)
        app.run_frames(2)
        shown = panel_widgets(board)
        assert {cid: rect for cid, rect in shown.items()
                if not layout.PANEL.contains(rect)} == {}, window
        field, button = shown["bid field"], shown["bid_typed"]
        assert field.y == button.y and field.right < button.x, "the field left of its button"
        rects = list(shown.values())
        assert not [(a, b) for i, a in enumerate(rects) for b in rects[i + 1:]
                    if a.colliderect(b)], "nothing overlaps"
