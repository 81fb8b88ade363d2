"""A headless app with instant motion and no end-of-turn question, and a board to play on.

A module marked `pytest.mark.think_inline` gets a board whose computers think in the test's
own process (tests/support/inline_worker.py): for tests that need the computers' turns played,
not the thinking process, which costs a process start and frames spun while it boots."""

from __future__ import annotations

import pytest

from game.core.setup import GameSetup, Seat
from tests.support.inline_worker import think_inline


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "think_inline: the board's computers decide in the test's process")


def two_player_setup(seed: int = 5, second: str = "computer") -> GameSetup:
    other = (Seat("computer", "Blue (easy)", "blue", "easy") if second == "computer"
             else Seat("human", "Ben", "blue"))
    return GameSetup("tycoon", seed, (Seat("human", "Anna", "red"), other),
                     {"stops": "exact", "start_player": 0})


@pytest.fixture
def app(app):
    """The suite's app (tests/support/app.py) with instant motion and no end-of-turn
    question."""
    app.settings.animation_speed = "instant"
    app.settings.confirm_end_turn = False
    return app


@pytest.fixture
def board(app, request):
    from game.tycoon.scenes.board_scene import BoardScene

    scene = app.scenes.push(BoardScene(app, two_player_setup()))
    if request.node.get_closest_marker("think_inline") is not None:
        think_inline(scene)
    app.run_frames(2)
    return scene
