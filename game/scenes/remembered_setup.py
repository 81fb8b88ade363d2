"""The playing profile's last set-up per game: what a new-game screen starts from, and where it
is written when a game starts (game/scenes/new_game.py, for every game)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from game.scenes.player_files import player_files

if TYPE_CHECKING:
    from game.app import App
    from game.core.setup import GameSetup

log = logging.getLogger(__name__)


def last_setup(app: App, game: str) -> GameSetup | None:
    profile = player_files(app).current
    return profile.last_setup_for(game) if profile is not None else None


def remember_setup(app: App, setup: GameSetup) -> None:
    """The next new-game screen of this game starts from these seats and options; a failed
    write only costs that."""
    from game.core.user_files import UserFileError

    files = player_files(app)
    people = [seat.name for seat in setup.seats if seat.level is None]
    # the first game makes the first profile, named as the person sits at the table
    files.saves(first_name=people[0] if people else None)
    if files.current is None:
        return
    try:
        files.profiles.remember_setup(files.current.id, setup)
    except UserFileError:
        log.exception("the new game's set-up could not be remembered in the profile")
