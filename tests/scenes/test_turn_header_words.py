"""A computer's turn in the game log, worded one way on every board: "Yellow (normal) plays",
"Gelb (mittel) ist dran", «Ход: Жёлтый (средний)». The Tycoon log and the line under its
cities said "Yellow (normal)'s turn" (a possessive hung on a bracket), the property log
"— Blue (normal)'s turn (round 3)" and Speedtycoon's Russian «— Ход: Синий (средний) (ход 3)»
(two brackets in a row); each board said it its own way (play-test). Now the number comes
first and the name ends the header, or stands before the one verb the language uses."""

from __future__ import annotations

import pytest

from game.core.i18n import load_translations, translate
from game.core.paths import locales_dir
from game.core.setup import Seat
from game.scenes.seat_rows import shown_name
from game.tycoon.scenes.keys import COLOUR

#: Each board's turn header: its key and the number it names besides the seat.
HEADERS = {
    "tycoon": ("tycoon_info.history.turn", "seat", {}),
    "property": ("property_board.event.turn", "player", {"round": 3}),
    "speedtycoon": ("speedtycoon_play.log.turn", "player", {"turn": 3}),
    # the Tycoon table's line under the cities while a computer plays
    "tycoon calm line": ("tycoon_play.board.calm_computer", "player", {}),
    # the Tycoon status line as a turn starts
    "tycoon status line": ("tycoon_board.event.turn_started", "player", {}),
    # the hot-seat curtain, the news line and Speedtycoon's banner in a Lobbyist window
    # (it said "Blue (normal)'s turn")
    "curtain and banner": ("match.curtain.turn", "player", {}),
}


@pytest.fixture(scope="module", autouse=True)
def translations():
    load_translations(locales_dir())


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_a_computers_turn_reads_as_one_phrase_the_same_on_every_board(language):
    def say(key, **params):
        return translate(key, language, **params)

    name = shown_name(Seat("computer", "", "yellow", "normal"), 1, COLOUR, say)
    assert name.endswith(")"), "a computer is named with its level in brackets"
    tails = {}
    for game, (key, slot, numbers) in HEADERS.items():
        header = say(key, **{slot: name}, **numbers)
        assert name in header, header
        tail = header.split(name, 1)[1]
        assert not tail.startswith("'"), f"no possessive on the bracket: {header}"
        assert "(" not in tail, f"no second bracket after the name: {header}"
        tails[game] = tail
    assert len(set(tails.values())) == 1, f"one way on every board: {tails}"
