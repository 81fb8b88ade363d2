"""Each scoring has one name per language wherever the table says it: the status line's
"next", the scoring sheet's title, the log's header and a computer's reason (German said
"Bewertung Startup" in a reason and "Startup-Bewertung" on the table; English "VC scoring" on
the status line and "Venture Capital scoring" on the sheet; Russian «Венчур» and «Венчурный
капитал»)."""

from __future__ import annotations

import pytest

from game.core.i18n import translate
from game.speedtycoon.scenes import words
from game.speedtycoon.scenes.table_words import SCORING_KEYS
from game.speedtycoon.view import log_lines
from game.ui.log_book import LogLine

SCORINGS = {1: "startup", 2: "vc", 3: "ipo"}


@pytest.mark.usefixtures("display")
@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_a_scoring_is_named_alike_on_the_table_the_sheet_the_log_and_in_reasons(language):
    def say(key, **params):
        return translate(key, language, **params)

    for number, name in SCORINGS.items():
        term = say(SCORING_KEYS[number])
        title = say("speedtycoon_play.pause.title", scoring=words.scoring(say, name))
        header = log_lines.say(LogLine(None, ("speedtycoon_play.log.scoring",
                                              {"scoring": name}), header=True), say, [])
        assert title == term == header, (title, term, header)
        reason = words.reason(say, "speedtycoon.reason.first_in",
                              {"branch": "finance", "scoring": name}, [])
        # Russian declines the word for "scoring"; the name in quotes stays
        named = term.split("«")[1] if language == "ru" else term
        assert named in reason, (named, reason)
