"""A headless app with instant motion, and boards of both property games to play on."""

from __future__ import annotations

import pytest

from game.core.setup import GameSetup, Seat


def setup_for(game: str, seed: int = 3, people: int = 1, computers: int = 2,
              options: dict | None = None, level: str = "easy") -> GameSetup:
    colours = ("red", "blue", "yellow", "green", "purple", "orange")
    names = ("Anna", "Ben", "Cleo", "Dan", "Eva", "Finn")
    seats = [Seat("human", names[i], colours[i]) for i in range(people)]
    seats += [Seat("computer", f"{names[i]} ({level})", colours[i], level)
              for i in range(people, people + computers)]
    return GameSetup(game, seed, tuple(seats), dict(options or {}))


@pytest.fixture
def app(app):
    """The suite's app (tests/support/app.py) with instant motion."""
    app.settings.animation_speed = "instant"
    return app


@pytest.fixture
def open_board(app):
    from game.property.scenes.board_scene import BoardScene

    def open_it(setup: GameSetup, curtain: bool = True) -> BoardScene:
        board = app.scenes.push(BoardScene(app, setup, curtain=curtain))
        app.run_frames(2)
        return board

    return open_it
