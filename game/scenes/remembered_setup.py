"""The playing profile's last set-up per game: what a new-game screen starts from, and where it
is written when a game starts (game/scenes/new_game.py, for every game)."""

from __future__ import annotations

import dataclasses
import logging
from typing import TYPE_CHECKING

from game.scenes.player_files import player_files
from game.scenes.seat_rows import is_default_name

if TYPE_CHECKING:
    from game.app import App
    from game.core.setup import GameSetup

log = logging.getLogger(__name__)


def last_setup(app: App, game: str) -> GameSetup | None:
    profile = player_files(app).current
    return profile.last_setup_for(game) if profile is not None else None


def remember_setup(app: App, setup: GameSetup) -> GameSetup:
    """The next new-game screen of this game starts from these seats and options; a failed
    write only costs that. Returns the set-up to play: the first person's seat, left at its
    default name, carries the profile's name (`seated_as_profile`)."""
    from game.core.user_files import UserFileError

    files = player_files(app)
    people = [(index, seat.name) for index, seat in enumerate(setup.seats)
              if seat.level is None]
    # The first game makes the first profile, named as the person sits at the table: by the
    # name they typed there. A seat's default name names no one: a first game begun at
    # "Игрок 1" made "Игрок 1" the profile, the title said «Играет: Игрок 1» (smallfix2),
    # in every language after; the profile then takes the first profile's default name.
    typed = [name for index, name in people[:1] if not is_default_name(name, index)]
    files.saves(first_name=typed[0] if typed else None)
    if files.current is None:
        return setup
    setup = seated_as_profile(setup, files.current.name)
    try:
        files.profiles.remember_setup(files.current.id, setup)
    except UserFileError:
        log.exception("the new game's set-up could not be remembered in the profile")
    return setup


def seated_as_profile(setup: GameSetup, name: str) -> GameSetup:
    """`setup` with its first person's seat named `name` (the profile's) where nobody named
    it: that seat's record is the profile's, and the table said «Игрок 1» beside a profile
    «Игрок» after a first game (titleprof). A typed name is the person's own and stays."""
    for index, seat in enumerate(setup.seats):
        if seat.level is not None:
            continue
        if not is_default_name(seat.name, index):
            return setup
        seats = list(setup.seats)
        seats[index] = dataclasses.replace(seat, name=name)
        return dataclasses.replace(setup, seats=tuple(seats))
    return setup
