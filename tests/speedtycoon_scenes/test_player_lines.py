"""A computer's name already holds its level in brackets; no text puts a second pair beside
it. The players' column names each seat and the cards in its hand; a computer's name already
holds its level in brackets, so the count in brackets beside it read «Красный (средний)
(карт: 6)» (seen in ru at 1280x800)."""

from __future__ import annotations

import pytest

from game.core.i18n import load_translations, translate
from game.core.paths import locales_dir
from game.speedtycoon.rules import new_game
from game.speedtycoon.scenes.keys import COLOUR, SCORING
from game.speedtycoon.scenes.table_words import table_texts


@pytest.fixture(autouse=True, scope="module")
def words():
    load_translations(locales_dir())


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_a_computer_s_line_has_one_pair_of_brackets(lang):
    def say(key, **params):
        return translate(key, lang, **params)

    s = new_game(3, 1)
    names = [say("match.new_game.computer_name", colour=say(key), level="normal")
             for key in (COLOUR["red"], COLOUR["blue"], COLOUR["green"])]
    lines = table_texts(say, s, names, 0, 0).player_lines
    for seat, line in enumerate(lines):
        assert line.startswith(names[seat]) and str(len(s.hands[seat])) in line, line
        assert line.count("(") == 1, line


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_the_biggest_scoring_names_the_computer_and_the_scoring_without_more_brackets(lang):
    """The result's line read 'Biggest scoring: 52 points for Red (normal) (IPO)'."""
    def say(key, **params):
        return translate(key, lang, **params)

    name = say("match.new_game.computer_name", colour=say(COLOUR["red"]), level="normal")
    scoring = say(SCORING["ipo"])
    line = say("speedtycoon_play.result.best_scoring", amount="52", player=name,
               scoring=scoring)
    assert name in line and scoring in line and "52" in line, line
    assert line.count("(") == 1, line
