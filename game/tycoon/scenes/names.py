"""Names the player reads: "Player 2", "Blue (normal)", a ticket."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.core.setup import Seat
from game.scenes.seat_rows import SeatChoice, seat_name
from game.scenes.seat_rows import seat_names as shared_seat_names
from game.scenes.seat_rows import text_names as shared_text_names
from game.tycoon.rules import board
from game.tycoon.scenes.keys import COLOUR

if TYPE_CHECKING:
    from game.tycoon.view.texts import Texts


def player_default_name(choice: SeatChoice, index: int) -> str:
    """A computer is named by its colour and level; a person left nameless by the seat."""
    return seat_name(choice, index, COLOUR)


def seat_names(seats: Sequence[Seat], texts: Texts) -> tuple[str, ...]:
    """Every seat's name in the board's language (made again after a language switch): the
    shared `seat_names` with Tycoon's colour keys and texts, as a tuple the views can keep."""
    return tuple(shared_seat_names(seats, COLOUR, texts.t))


def text_names(seats: Sequence[Seat], texts: Texts) -> tuple[str, ...]:
    """Every seat's name as a sentence names it (the shared `text_names`): a refusal reads
    «Сначала решается судьба кредитов игрока «Синий»», not «игрока Синий (лёгкий)»."""
    return tuple(shared_text_names(seats, COLOUR, texts.t))


def ticket_name(texts: Texts, ticket_id: str, reach: frozenset[int] | None = None) -> str:
    """"Cairo or 2 stops" / "Mexico City – Cape Town": what the ticket can do, in words.
    With `reach` (the cities it can take the plane to now) a scheduled ticket that can only
    go to its own city (from home, say) is named by that city alone."""
    ticket = board.ticket(ticket_id)
    if ticket.kind == board.SCHEDULED and reach == {ticket.dest}:
        return texts.city(ticket.dest)
    if ticket.kind == board.SCHEDULED:
        stops = texts.t("tycoon_board.ticket.stops", count=ticket.stops)
        return texts.t("tycoon_play.ticket.scheduled", city=texts.city(ticket.dest), stops=stops)
    a, b = ticket.cities
    return texts.t("tycoon_play.ticket.charter", a=texts.city(a), b=texts.city(b))
