"""A player leaves a property board for the title as on every board: the house's Menu button
(its name and tip in the app's language) opens the menu, whose first answer goes to the title;
the interface monkey, which looks for such a button, finds it too (it was trapped on a board
where its clicks kept selecting a place, so Esc only ever cleared the selection)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from game.scenes.question import QuestionScene
from game.scenes.title import TitleScene
from tests.property_scenes.autoplay import click_space
from tests.property_scenes.conftest import setup_for

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import monkey  # noqa: E402


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_the_menu_button_is_the_houses_and_leads_to_the_title(app, open_board, game):
    assert isinstance(app.scenes.top, TitleScene)
    board = open_board(setup_for(game, computers=2))
    assert board.menu.text == "match.board.menu"
    assert board.menu.tool_tip_text == "match.board.menu_tip"
    app.click(board.menu)
    menu = app.scenes.top
    assert isinstance(menu, QuestionScene)
    ape = monkey.Monkey(app, random.Random(1), monkey.Report(1))
    ape.way_out()
    assert isinstance(app.scenes.top, TitleScene)


def test_the_monkey_sees_the_menu_as_the_boards_way_back(app, open_board):
    board = open_board(setup_for("kraken_bay", computers=2))
    click_space(app, board, board.match.state.rs.ownable[0])   # Esc now clears this first
    ape = monkey.Monkey(app, random.Random(1), monkey.Report(1))
    assert ape.exit_button() is board.menu
