"""Locale keys chosen by a value, written out whole so the translation test can find them."""

from __future__ import annotations

CITY = {
    "new_york": "tycoon_board.city.new_york",
    "monaco": "tycoon_board.city.monaco",
    "tokyo": "tycoon_board.city.tokyo",
    "mexico_city": "tycoon_board.city.mexico_city",
    "cairo": "tycoon_board.city.cairo",
    "hong_kong": "tycoon_board.city.hong_kong",
    "rio_de_janeiro": "tycoon_board.city.rio_de_janeiro",
    "cape_town": "tycoon_board.city.cape_town",
    "sydney": "tycoon_board.city.sydney",
}

COLOUR = {
    "red": "tycoon_board.colour.red",
    "blue": "tycoon_board.colour.blue",
    "yellow": "tycoon_board.colour.yellow",
    "green": "tycoon_board.colour.green",
}

STOPS = {
    "exact": "tycoon_play.new_game.stops_exact",
    "up_to": "tycoon_play.new_game.stops_up_to",
}

STOPS_TIP = {
    "exact": "tycoon_play.new_game.stops_exact_tip",
    "up_to": "tycoon_play.new_game.stops_up_to_tip",
}
