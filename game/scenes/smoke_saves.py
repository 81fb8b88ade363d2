"""The smoke test's save round trip in every game: moves made on the real board are autosaved,
read back through the Load path (replayed and checked) and opened on a fresh board.

`--smoke-test` (the frozen app's check in CI) runs it, so a build that cannot write, find or
replay a save of any game fails before a player finds out.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from game.games import playable_games
from game.scenes.load_scene import open_game
from game.scenes.player_files import player_files

if TYPE_CHECKING:
    from game.app import App

MOVES = 12


def smoke_saves(app: App) -> list[str]:
    """For each game: a board from its new-game screen's set-up, MOVES seeded legal moves
    through the match loop, leave (the autosave is written), load the newest save of that
    game and open it. Raises on any difference; returns what was opened."""
    opened = []
    for entry in playable_games():
        screen = app.scenes.push(entry.new_game_class()(app))
        app.run_frames(1)
        setup = screen.setup()
        app.scenes.pop()
        board = entry.board()(app, setup, curtain=False)
        app.scenes.push(board)
        app.run_frames(2)
        rng = random.Random(7)
        for _ in range(MOVES):
            legal = board.match.state.legal_actions()
            if board.match.state.is_terminal() or not legal:
                break
            board.apply(rng.choice(legal))
        played = [str(action) for action in board.match.actions]
        board.autosave()
        app.back_to_title()  # leaving waits for the save
        files = player_files(app)
        saved = next(e for e in files.saves().list_saves().entries
                     if e.meta.game_uid == board.match.game_uid)
        loaded = files.saves().load(saved.path)
        if [str(action) for action in loaded.actions] != played:
            raise RuntimeError(f"{entry.id}: the save does not hold the moves played")
        open_game(app, loaded)
        app.run_frames(2)
        opened.append(f"{type(app.scenes.top).__name__}({entry.id}, {len(played)} moves)")
        app.back_to_title()
        app.run_frames(1)
    return opened
