"""A refused move says where as the log does, counted from the headquarters ("1 cell left and
2 cells down of the headquarters"), never as the rules' coordinates: "does not fit at -1, 2"
meant nothing to a player (the rules' refusal carries the cell, words.reason words it)."""

from __future__ import annotations

import re

import pytest

from game.core.i18n import translate
from game.speedtycoon import rules
from game.speedtycoon.rules import actions as act
from game.speedtycoon.rules.legal import why_not
from game.speedtycoon.scenes import words

HQ = {"de": "Zentrale", "en": "headquarters", "ru": "штаб-квартиры"}
COORDINATES = re.compile(r"-?\d+\s*,\s*-?\d+")


def refusals() -> list[tuple[str, dict]]:
    """The three refusals that name a cell, as the rules give them."""
    s = rules.new_game(2, 1, {"game_type": "classic"})
    s.planning[0].append(14)  # a building in planning that does not fit where it is asked
    said = [why_not(s, act.BuildFromPlanning(14, 2, -1)), why_not(s, act.Demolish(-1, 2)),
            why_not(s, act.Swap(14, 0, 1))]
    assert [key for key, _params in said] == [
        "speedtycoon.illegal.cell", "speedtycoon.illegal.demolish", "speedtycoon.illegal.swap"]
    return said


def say_in(lang: str):
    return lambda key, **params: translate(key, lang, **params)


@pytest.mark.usefixtures("display")
@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_no_refusal_shows_a_coordinate_pair(lang):
    for key, params in refusals():
        text = words.reason(say_in(lang), key, params, ["Anna", "Robo"])
        assert not COORDINATES.search(text) and "%{" not in text and HQ[lang] in text, text


@pytest.mark.usefixtures("display")
def test_a_refused_demolition_says_where_in_each_language():
    _cell, (key, params), _swap = refusals()
    said = {lang: words.reason(say_in(lang), key, params, []) for lang in ("de", "en", "ru")}
    assert said == {
        "en": "The building 1 cell left and 2 cells down of the headquarters cannot be "
              "demolished.",
        "de": "Das Gebäude 1 Feld links und 2 Felder unterhalb der Zentrale kann nicht "
              "abgerissen werden.",
        "ru": "Здание на 1 клетку левее и на 2 клетки ниже штаб-квартиры снести нельзя.",
    }
