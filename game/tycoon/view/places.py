"""Where pieces stand on the board for a given model: planes, and the sizes of pieces.

Shared by the drawing (board_view.py) and the motion (choreography.py), so a plane lands
exactly where it is drawn afterwards.
"""

from __future__ import annotations

from game.tycoon.view import layout
from game.tycoon.view.model import BoardModel

HOTEL_D = 26
EVICTED_D = 20
FACTORY_SIZE = (32, 24)


def runway_centre(city: int, runway: int | None) -> tuple[int, int]:
    """Where a plane stands in a city; without a runway it waits between the strips."""
    if runway is None:
        c = layout.city_rect(city)
        return c.x + (layout.RUNWAY_X[1] + layout.FACTORY_X[0] + layout.STRIP_SIZE[0]) // 2, \
            c.y + layout.STRIP_TOP + layout.STRIP_SIZE[1] // 2
    rect = layout.runway_rect(city, runway)
    return rect.centerx + 6, rect.centery


def parked_heading(model: BoardModel, seat: int) -> float:
    """Planes stand along their runway (nose right), at home they point up at the board."""
    return -90.0 if model.player(seat).city is None else 0.0


def plane_home(model: BoardModel, seat: int) -> tuple[int, int]:
    return layout.home_bank_rect(panel_row(model, seat)).move(0, -6).center


def panel_row(model: BoardModel, seat: int) -> int:
    """Panels list players in turn order from the start player."""
    return model.turn_order().index(seat)


def plane_position(model: BoardModel, seat: int) -> tuple[int, int]:
    p = model.player(seat)
    if p.city is None:
        return plane_home(model, seat)
    return runway_centre(p.city, p.runway)
