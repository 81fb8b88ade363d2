"""The review names a computer in the review's language (play-test 13): a game played in
German and reviewed in English showed "Gelb (schwer)" on the board's player panel and in the
win-chance legend, while the result screen beside it said "Yellow (hard)"."""

from __future__ import annotations

import pytest

from game.core.i18n import tr
from game.core.setup import GameSetup, Seat
from game.tycoon.scenes.review_board import TycoonReviewBoard

SEATS = (Seat("human", "Anna", "red"), Seat("human", "Jörg", "blue"),
         Seat("computer", "Gelb (schwer)", "yellow", "hard"))


@pytest.mark.parametrize(("lang", "shown"), [("en", "Yellow (hard)"), ("ru", "Жёлтый")])
def test_a_computer_is_named_in_the_review_language(app, lang, shown):
    app.set_language(lang)
    setup = GameSetup("tycoon", 5, SEATS, {"stops": "exact", "start_player": 0})
    board = TycoonReviewBoard(setup, tr, lang)
    assert board.names[:2] == ["Anna", "Jörg"]
    assert board.names[2].startswith(shown) and "Gelb" not in board.names[2]
    assert [seat.name for seat in board.seats] == board.names  # the board's player panel
