"""The staged jail shots (`tools/window_shots.py jail`) jail the person as the rules do: on
the jail space, drawn on its bars. They set the tries alone, so the token stayed on Start and
was drawn on Start's bars-spot, over Start's name (propleft2), a picture no game can show."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from game.property.view import layout

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import window_shots  # noqa: E402


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_the_staged_jail_puts_the_token_behind_the_jails_bars(app, game):
    board = window_shots.fullest_panel(app, game)
    app.run_frames(2)
    state = board.match.state
    jail = state.rs.jail_space
    assert state.pos[0] == jail and state.jail[0] == 0
    assert "pay_fine" in board.specs and "use_pass" in board.specs
    x, y = board.view.spot(state, 0, state.pos[0])
    assert layout.jail_bars(board.view.cells[jail]).collidepoint(round(x), round(y))
