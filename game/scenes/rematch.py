"""A rematch: the same table (seats, names, levels, colours, options) dealt again with a new
seed. The result screen's "Play again" and the title's Rematch (offered in Continue's place once
the last game is over and nothing is left to continue) both deal it here."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import TYPE_CHECKING

from game.core.setup import GameSetup
from game.games import UnknownGame, game_entry
from game.scenes.notice import NoticeScene
from game.scenes.player_files import player_files
from game.scenes.scene import Scene

if TYPE_CHECKING:
    from game.app import App
    from game.core.saves import SaveEntry


def rematch_setup(setup: GameSetup, rng: random.Random | None = None) -> GameSetup:
    """The same table and options, a new deal."""
    return replace(setup, seed=(rng or random).randrange(2**31))


def finished_table(app: App) -> SaveEntry | None:
    """The playing profile's newest finished game, when its game can still be played here."""
    entry = player_files(app).newest_game(finished=True)
    if entry is None:
        return None
    try:
        return entry if game_entry(entry.setup.game).has_screens else None
    except UnknownGame:
        return None


def can_rematch(app: App) -> bool:
    """The title's readiness check for Rematch."""
    return finished_table(app) is not None


def rematch_tip(app: App) -> tuple[str, dict[str, str]] | None:
    """Rematch names the game and who sits at the table."""
    entry = finished_table(app)
    if entry is None:
        return None
    from game.scenes.load_lines import entry_names
    from game.scenes.load_scene import game_name

    return "app.title.rematch_tip", {"game": game_name(app, entry.setup.game),
                                     "players": ", ".join(entry_names(app, entry))}


def rematch(app: App) -> Scene:
    """What the title's Rematch opens: the board of the last finished game's table, newly
    dealt (over the title, as a new game's board is)."""
    entry = finished_table(app)
    if entry is None:
        return NoticeScene(app, "saves.ui.heading", "saves.ui.none")
    board = game_entry(entry.setup.game).board()
    return board(app, rematch_setup(entry.setup))
