"""A whole computers-only game on the real board: the smoke test's proof that a game ends.

`--smoke-test` (and the frozen app's check in CI) runs it, so a build whose board, computer
worker or payday flow cannot finish a game fails before a player finds out.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from game.core.setup import GameSetup
from game.games import game_entry
from game.scenes.seat_rows import SeatChoice
from game.tycoon.scenes.names import player_default_name

if TYPE_CHECKING:
    from game.app import App

#: Easy computers think in milliseconds, so a whole game takes seconds, not minutes.
SMOKE_SEATS = (SeatChoice("red", "easy", ""), SeatChoice("blue", "easy", ""))
TIME_LIMIT_S = 300.0


def play_computer_game(app: App, seed: int = 7) -> str:
    """Play a 2-computer game at instant speed from the board to its result screen; returns
    the result scene's name. Raises if the game has not ended within TIME_LIMIT_S."""
    entry = game_entry("tycoon")
    seats = tuple(choice.seat(player_default_name(choice, index))
                  for index, choice in enumerate(SMOKE_SEATS))
    setup = GameSetup(game="tycoon", seed=seed, seats=seats,
                      options={"stops": "exact", "start_player": 0})
    speed = app.settings.animation_speed
    app.settings.animation_speed = "instant"
    try:
        app.scenes.push(entry.board()(app, setup, curtain=False))
        deadline = time.monotonic() + TIME_LIMIT_S
        while not isinstance(app.scenes.top, entry.result_class()):
            if time.monotonic() > deadline:
                raise RuntimeError("the computers' game did not reach its result in time")
            app.step()
        return type(app.scenes.top).__name__
    finally:
        app.settings.animation_speed = speed
