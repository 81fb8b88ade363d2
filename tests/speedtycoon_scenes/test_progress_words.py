"""The Load list's line for a Speedtycoon save names the last scoring in words, never by its
id ("Bewertung startup", issue 31 point 8), also for a save written before the fix."""

from __future__ import annotations

import re

import pytest

from game.core.i18n import load_translations, translate
from game.core.paths import locales_dir
from game.speedtycoon.rules import new_game
from game.speedtycoon.rules.data import SCORING_NAMES

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
