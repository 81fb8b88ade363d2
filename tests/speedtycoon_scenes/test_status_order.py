"""The status line's turn number never stands after the next scoring's name.

A play-test (playtest23, en 1920x1080) read "next: Startup scoring · turn 7" as "the Startup
scoring comes at turn 7"; the 7 was the turn being played, and the scoring came at turn 9.
The turn now leads the line and the scoring ends it, in every language and in both forms (a
scoring to come, a scoring on now).
"""

import pytest

from game.core.i18n import translate
from game.speedtycoon.scenes.table_words import SCORING_KEYS
from tests.languages import languages_of_game

LANGUAGES = languages_of_game("speedtycoon")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("form", ["status", "status_now"])
def test_the_turn_leads_and_the_scoring_ends_the_status_line(lang, form):
    bag = translate("speedtycoon_play.table.bag", lang, count=42)
    for key in SCORING_KEYS.values():
        scoring = translate(key, lang)
        line = translate(f"speedtycoon_play.table.{form}", lang, bag=bag, turn="7",
                         scoring=scoring)
        assert line.endswith(scoring), line
        assert line.index("7") < line.index(bag), line
