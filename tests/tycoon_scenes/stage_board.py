"""The window a Tycoon stage opens (tests.tycoon_scenes.stage_*): a fresh data folder, instant
animation, no end-of-turn question, the board of `seats` at the given deal."""

from __future__ import annotations

import tempfile
from pathlib import Path

from game.app import App, Options
from game.core.setup import GameSetup, Seat
from game.tycoon.scenes.board_scene import BoardScene


def stage_board(lang: str, seats: tuple[Seat, ...], seed: int = 11):
    """(app, board) in a real window, the board drawn once."""
    app = App(Options(language=lang, data_dir=Path(tempfile.mkdtemp(prefix="tycoon-stage-")),
                      fullscreen=False, decision_seed=0))
    app.settings.animation_speed = "instant"
    app.settings.confirm_end_turn = False
    setup = GameSetup("tycoon", seed, seats, {"stops": "exact", "start_player": 0})
    board = app.scenes.push(BoardScene(app, setup, curtain=False))
    app.run_frames(2)
    return app, board
