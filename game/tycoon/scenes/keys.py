"""Locale keys chosen by a value, written out whole so the translation test can find them."""

from __future__ import annotations

CITY = {
    "new_york": "tycoon.city.new_york",
    "monaco": "tycoon.city.monaco",
    "tokyo": "tycoon.city.tokyo",
    "mexico_city": "tycoon.city.mexico_city",
    "cairo": "tycoon.city.cairo",
    "hong_kong": "tycoon.city.hong_kong",
    "rio_de_janeiro": "tycoon.city.rio_de_janeiro",
    "cape_town": "tycoon.city.cape_town",
    "sydney": "tycoon.city.sydney",
}

COLOUR = {
    "red": "tycoon.colour.red",
    "blue": "tycoon.colour.blue",
    "yellow": "tycoon.colour.yellow",
    "green": "tycoon.colour.green",
}

KIND = {
    "human": "play.new_game.kind_human",
    "easy": "play.new_game.kind_easy",
    "normal": "play.new_game.kind_normal",
    "hard": "play.new_game.kind_hard",
}

LEVEL = {
    "easy": "play.new_game.level_easy",
    "normal": "play.new_game.level_normal",
    "hard": "play.new_game.level_hard",
}

STOPS = {
    "exact": "play.new_game.stops_exact",
    "up_to": "play.new_game.stops_up_to",
}

STOPS_TIP = {
    "exact": "play.new_game.stops_exact_tip",
    "up_to": "play.new_game.stops_up_to_tip",
}
