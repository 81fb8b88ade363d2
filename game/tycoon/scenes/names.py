"""Names the player reads for seats: the profile's name, "Player 2", "Blue computer"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.i18n import tr
from game.tycoon.scenes.keys import COLOUR, LEVEL

if TYPE_CHECKING:
    from game.app import App
    from game.tycoon.scenes.seat_rows import SeatChoice


def profile_name(app: App) -> str:
    """The playing profile's name: what the first human seat starts with."""
    from game.scenes.player_files import player_files

    profile = player_files(app).current
    return profile.name if profile is not None else tr("play.new_game.default_name", number=1)


def player_default_name(choice: SeatChoice, index: int) -> str:
    """A computer is named by its colour and level; a person left nameless by the seat."""
    if choice.kind == "human":
        return tr("play.new_game.default_name", number=index + 1)
    return tr("play.new_game.computer_name", colour=tr(COLOUR[choice.colour]),
              level=tr(LEVEL[choice.kind]))
