"""What Speedtycoon's seats may be, for the house's seat rows: the six house colours, a person
or the computer at a level, and the headquarters tower in the seat's colour as the emblem."""

from __future__ import annotations

import pygame

from game.core.i18n import tr
from game.scenes.seat_rows import SeatChoice, SeatOffer
from game.speedtycoon.scenes.keys import COLOUR, KIND, LEVEL
from game.speedtycoon.view.art import seat_emblem
from game.ui.palette import SEAT_COLOURS

LEVELS = ("easy", "normal", "hard")
KINDS = ("human", *LEVELS)


def default_name(choice: SeatChoice, index: int) -> str:
    """A computer is named by its colour and level; a person left nameless by the seat."""
    if choice.kind == "human":
        return tr("match.new_game.default_name", number=index + 1)
    return tr("match.new_game.computer_name", colour=tr(COLOUR[choice.colour]),
              level=tr(LEVEL[choice.kind]))


def emblem(colour: str, size: int) -> pygame.Surface:
    return seat_emblem(colour, size)


SEATS = SeatOffer(SEAT_COLOURS, COLOUR, KINDS, KIND, emblem, default_name)
