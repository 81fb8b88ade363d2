"""The app that gets killed: `python -m tests.reliability.kill_after_move GAME DATA_DIR`.

Opens GAME's board for two people at one screen (headless, instant motion), plays through the
board's match loop until a purchase, placement or build has been applied in the middle of
the game, prints `applied <number of actions> <the action>` and keeps running frames in real
time, as the app would while the player thinks, until it is killed.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

from game.app import App
from game.core.setup import GameSetup, Seat
from game.games import game_entry
from game.scenes.player_files import player_files

PURCHASES = ("buy", "place", "hotel", "build")
AVOID = ("bankrupt", "decline", "drop", "mortgage", "unmortgage")
WARM_UP = 6
"""Moves played before the purchase is looked for, so the game is under way."""


def main(game: str, data_dir: str) -> None:
    app = App.headless(Path(data_dir), language="en")
    app.settings.animation_speed = "instant"
    player_files(app).profiles.create("Anna", "en")
    entry = game_entry(game)
    colours = entry.colours() or ("red", "blue")
    setup = GameSetup(game, 11, (Seat("human", "Anna", colours[0]),
                                 Seat("human", "Ben", colours[1])), entry.options())
    board = app.scenes.push(entry.board()(app, setup, curtain=False))
    app.run_frames(2)
    rng = random.Random(11)
    for played in range(400):
        legal = [str(action) for action in board.match.state.legal_actions()]
        bought = [text for text in legal if text.startswith(PURCHASES)]
        if bought and played >= WARM_UP:
            board.apply(board.match.state.legal_actions()[legal.index(bought[0])])
            break
        calm = [index for index, text in enumerate(legal) if not text.startswith(AVOID)]
        choice = rng.choice(calm or range(len(legal)))
        board.apply(board.match.state.legal_actions()[choice])
        app.run_frames(1)
    else:
        raise SystemExit("no purchase within 400 moves")
    print("applied", len(board.match.actions), board.match.actions[-1], flush=True)
    while True:  # a player looking at the board
        app.step(1 / 60)
        time.sleep(1 / 60)


if __name__ == "__main__":
    main(*sys.argv[1:3])
