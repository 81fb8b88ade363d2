"""Every board names a seat through the match loop's `seat_name` (the boards no longer each
override it): a computer by its colour and level in the current language, never by the name
its set-up stored, and a person by the typed name."""

from __future__ import annotations

import pytest

from tests.support.boards import persons_board

#: Robo is the computer's stored name (blue, easy): the board says its colour and level.
ROBO = {"en": "Blue (easy)", "de": "Blau (leicht)", "ru": "Синий (слабый)"}


@pytest.mark.parametrize("game", ["tycoon", "speedtycoon", "kraken_bay", "menedzher"])
def test_a_computer_is_named_by_colour_and_level_in_the_current_language(app, game):
    board = persons_board(app, game)
    for language in ("en", "de", "ru"):
        app.set_language(language)
        app.run_frames(1)
        assert board.seat_name(0) == "Anna"
        assert board.seat_name(1) == ROBO[language], (game, language)
