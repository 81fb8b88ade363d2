"""Names the player reads: the profile's name, "Player 2", "Blue (normal)", a ticket."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from game.core.i18n import tr
from game.tycoon.rules import board
from game.tycoon.scenes.keys import COLOUR, LEVEL

log = logging.getLogger(__name__)

if TYPE_CHECKING:
    from game.app import App
    from game.core.setup import GameSetup
    from game.scenes.seat_rows import SeatChoice
    from game.tycoon.view.texts import Texts


def profile_name(app: App) -> str:
    """The playing profile's name: what the first human seat starts with."""
    from game.scenes.player_files import player_files

    profile = player_files(app).current
    return profile.name if profile is not None else tr("match.new_game.default_name", number=1)


def last_setup(app: App) -> GameSetup | None:
    """The setup the playing profile started its last game with, if any."""
    from game.scenes.player_files import player_files

    profile = player_files(app).current
    return profile.last_setup_for("tycoon") if profile is not None else None


def remember_setup(app: App, setup: GameSetup) -> None:
    """The next new-game screen starts from these seats; a failed write only costs that."""
    from game.core.user_files import UserFileError
    from game.scenes.player_files import player_files

    files = player_files(app)
    files.saves()  # makes the first profile when there is none yet, as a first game does
    if files.current is None:
        return
    try:
        files.profiles.remember_setup(files.current.id, setup)
    except UserFileError:
        log.exception("the new game's seats could not be remembered in the profile")


def player_default_name(choice: SeatChoice, index: int) -> str:
    """A computer is named by its colour and level; a person left nameless by the seat."""
    if choice.kind == "human":
        return tr("match.new_game.default_name", number=index + 1)
    return tr("match.new_game.computer_name", colour=tr(COLOUR[choice.colour]),
              level=tr(LEVEL[choice.kind]))


def ticket_name(texts: Texts, ticket_id: str) -> str:
    """"Cairo or 2 stops" / "Mexico City – Cape Town": what the ticket can do, in words."""
    ticket = board.ticket(ticket_id)
    if ticket.kind == board.SCHEDULED:
        stops = texts.t("tycoon_board.ticket.stops", count=ticket.stops)
        return texts.t("tycoon_play.ticket.scheduled", city=texts.city(ticket.dest), stops=stops)
    a, b = ticket.cities
    return texts.t("tycoon_play.ticket.charter", a=texts.city(a), b=texts.city(b))
