"""The table and the final screen name a computer by its colour and level in the current
language, never by the name the set-up stored (an English game kept "Blue (normal)" after a
switch to Russian); a person's typed name stays as typed, and a seat stored under any old name
still loads."""

from __future__ import annotations

import re

from game.core.setup import GameSetup, Seat
from game.speedtycoon.scenes.result_scene import TableResult
from game.speedtycoon.scenes.table_scene import TableScene
from tests.speedtycoon_scenes.test_result import finished
from tests.support.drawn import drawn_texts

LATIN_COMPUTERS = ("Red (normal)", "Blue (easy)", "Robo")
#: As an English new-game screen stores them; "Robo" stands for a save's hand-made name.
SEATS = (Seat("human", "Anna", "purple"), Seat("computer", "Red (normal)", "red", "normal"),
         Seat("computer", "Blue (easy)", "blue", "easy"),
         Seat("computer", "Robo", "green", "hard"))


def drawn_words(app, monkeypatch) -> list[str]:
    """Every text the table draws in its next frames."""
    return drawn_texts(app, monkeypatch, 3)


SETUP = GameSetup("speedtycoon", 3, SEATS, {"game_type": "classic", "think": "none"})
RUSSIAN = ["Anna", "Красный (средний)", "Синий (слабый)", "Зелёный (сильный)"]


def open_table(app) -> TableScene:
    board = TableScene(app, SETUP, curtain=False)
    app.scenes.push(board)
    app.run_frames(2)
    return board


def test_computers_are_renamed_by_a_language_switch_and_a_person_is_not(app, monkeypatch):
    board = open_table(app)
    assert board.names == ["Anna", "Red (normal)", "Blue (easy)", "Green (hard)"]
    app.set_language("ru")
    assert board.names == RUSSIAN
    assert [board.seat_name(seat) for seat in range(4)] == board.names
    words = " | ".join(drawn_words(app, monkeypatch))
    assert "Anna" in words, "the person's typed name stays"
    assert "Синий (слабый)" in words, "the computers are named in Russian"
    left = [name for name in LATIN_COMPUTERS if name in words]
    assert not left, f"computers still named as stored: {left}"
    assert not re.search(r"\((normal|easy|hard)\)", words)


def test_the_final_screen_names_the_computers_in_the_current_language(app, monkeypatch):
    result = TableResult(app, finished(SETUP), curtain=False)
    app.scenes.push(result)
    app.run_frames(2)
    app.set_language("ru")
    assert result.names() == RUSSIAN
    words = " | ".join(drawn_words(app, monkeypatch))
    assert "Anna" in words and "Зелёный (сильный)" in words
    left = [name for name in LATIN_COMPUTERS if name in words]
    assert not left, f"computers still named as stored: {left}"
