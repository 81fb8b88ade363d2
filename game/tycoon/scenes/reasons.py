"""The rules' reasons made readable: ids in (key, params) become names a player knows.

The rules speak in ids ("cairo", "S08") so they stay free of language; a tooltip must say
"Cairo" and "Cairo, 2 stops" instead.
"""

from __future__ import annotations

from game.core.i18n import tr
from game.tycoon.rules import board
from game.tycoon.scenes.keys import CITY

Reason = tuple[str, dict]


def city_name(city_id: str) -> str:
    return tr(CITY[city_id])


def ticket_name(ticket_id: str) -> str:
    """"Cairo, 2 stops" or "Mexico City – Cape Town"."""
    ticket = board.ticket(ticket_id)
    if ticket.kind == board.SCHEDULED:
        return tr("play.ticket.scheduled", city=city_name(board.CITY_IDS[ticket.dest]),
                  stops=ticket.stops)
    a, b = (board.CITY_IDS[c] for c in ticket.cities)
    return tr("play.ticket.charter", a=city_name(a), b=city_name(b))


def readable(reason: Reason, players: tuple[str, ...] = ()) -> Reason:
    """The same reason with city, ticket and seat numbers replaced by their names."""
    key, params = reason
    shown = {}
    for name, value in params.items():
        if name == "seat" and isinstance(value, int) and 0 <= value < len(players):
            shown[name] = players[value]
        elif name == "city" and value in CITY:
            shown[name] = city_name(value)
        elif name == "ticket" and value in board.TICKET_INDEX:
            shown[name] = ticket_name(value)
        else:
            shown[name] = str(value)
    return key, shown
