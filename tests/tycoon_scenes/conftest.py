"""A headless app with instant motion and no end-of-turn question, and a board to play on."""

from __future__ import annotations

import pytest

from game.core.setup import GameSetup, Seat


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
def board(app):
    from game.tycoon.scenes.board_scene import BoardScene

    scene = app.scenes.push(BoardScene(app, two_player_setup()))
    app.run_frames(2)
    return scene
