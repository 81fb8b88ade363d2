"""The Load list's line for a Speedtycoon save names the last scoring in words, never by its
id ("Bewertung startup", issue 31 point 8), also for a save written before the fix."""

from __future__ import annotations

import re

import pytest

from game.core.i18n import load_translations, translate
from game.core.paths import locales_dir
from game.speedtycoon.rules import new_game
from game.speedtycoon.rules.data import SCORING_NAMES
from game.speedtycoon.rules.phases import OVER

IDS = re.compile(r"\b(" + "|".join(SCORING_NAMES.values()) + r")\b")


@pytest.fixture(autouse=True, scope="module")
def words():
    load_translations(locales_dir())


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_each_stage_of_a_game_reads_as_words(lang):
    s = new_game(3, 1)
    lines = set()
    for scorings in range(3):
        s.scorings = scorings
        key, params = s.progress()
        line = translate(key, lang, **params)
        assert key not in line and not IDS.search(line), line
        assert str(s.turn_no) in line
        lines.add(line)
    assert len(lines) == 3, "before, after the first and after the second scoring differ"


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_a_save_from_before_shows_no_id(lang):
    line = translate("speedtycoon.progress.after_scoring", lang, scoring="startup", turn=31)
    assert "31" in line and not IDS.search(line), line


@pytest.mark.parametrize(("turns", "words"), [(1, "за 1 ход"), (2, "за 2 хода"),
                                              (5, "за 5 ходов"), (21, "за 21 ход")])
def test_a_finished_game_counts_its_turns_in_russian_plural_forms(turns, words):
    """The Load list's "Game over after N turns" takes the form CLDR gives N (it said
    "ходов: 1" for every N before)."""
    s = new_game(3, 1)
    s.phase, s.turn_no = OVER, turns
    key, params = s.progress()
    assert translate(key, "ru", **params) == f"Игра окончена {words}"


@pytest.mark.parametrize(("lang", "one", "many"), [("en", "1 turn", "31 turns"),
                                                   ("de", "1 Zug", "31 Zügen")])
def test_a_finished_game_counts_its_turns_in_german_and_english(lang, one, many):
    s = new_game(3, 1)
    s.phase = OVER
    for turns, words in ((1, one), (31, many)):
        s.turn_no = turns
        key, params = s.progress()
        assert translate(key, lang, **params).endswith(words)


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_a_finished_save_from_before_still_reads(lang):
    line = translate("speedtycoon.progress.game_over", lang, turn=31)
    assert "31" in line and "game_over" not in line, line
