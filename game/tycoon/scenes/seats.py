"""What Tycoon's seats may be, for the house's seat rows (game/scenes/seat_rows.py): its four
colours, a person or the computer at three levels, and each colour's plane as the emblem."""

from __future__ import annotations

from game.scenes.seat_rows import SeatOffer
from game.tycoon.rules.board import PLAYER_COLOURS
from game.tycoon.scenes.keys import COLOUR, KIND
from game.tycoon.scenes.names import player_default_name
from game.tycoon.view.sprites import plane_image

KINDS = ("human", "easy", "normal", "hard")

SEATS = SeatOffer(PLAYER_COLOURS, COLOUR, KINDS, KIND, plane_image, player_default_name)
