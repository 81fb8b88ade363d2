"""Names the player reads: the profile's name, "Player 2", "Blue (normal)", a ticket."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.i18n import tr
from game.tycoon.rules import board
from game.tycoon.scenes.keys import COLOUR, LEVEL

if TYPE_CHECKING:
    from game.app import App
    from game.tycoon.scenes.seat_rows import SeatChoice
    from game.tycoon.view.texts import Texts


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


def ticket_name(texts: Texts, ticket_id: str) -> str:
    """"Cairo or 2 stops" / "Mexico City – Cape Town": what the ticket can do, in words."""
    ticket = board.ticket(ticket_id)
    if ticket.kind == board.SCHEDULED:
        return texts.t("play.ticket.scheduled", city=texts.city(ticket.dest), stops=ticket.stops)
    a, b = ticket.cities
    return texts.t("play.ticket.charter", a=texts.city(a), b=texts.city(b))
