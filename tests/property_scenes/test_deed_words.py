"""The deed's line about a place's group names the ferries and the power stations as what they
are: it named the pointed-at one as their group, "Von den 4 Orten der Gruppe Gischt-Fähre hast
du 1." ("You own 1 of 4 Spray Ferry places.", «У вас полей группы «Паром „Брызги“»…»), as if
the other ferries were part of this one (play-test propwords, Kraken Bay, de, 1920×1080). The
German line also ended on the count, so the next sentence's count read on: "hast du 1. 2 sind
noch zu haben"."""

from __future__ import annotations

import pytest

from game.property.rules.rulesets import FERRY, POWER, PROPERTY
from game.property.scenes.deed import deed_blocks
from tests.property_scenes.conftest import setup_for
from tests.property_scenes.test_decisions import give

SAID = {
    "de": ("Du hast 1 der 4 Fähren.", "Du hast 0 der 2 Kraftwerke.",
           "Du hast 1 der 3 Orte der Gruppe"),
    "en": ("You own 1 of the 4 ferries.", "You own 0 of the 2 power stations.",
           "You own 1 of 3"),
    "ru": ("У вас паромов: 1 из 4.", "У вас электростанций: 0 из 2.", "У вас полей группы «"),
}


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_the_deed_names_the_ferries_and_power_stations_as_such(app, open_board, language):
    app.set_language(language)
    board = open_board(setup_for("kraken_bay"), curtain=False)
    state, rs, words = board.match.state, board.rs, board.words
    ferry = next(p for p in range(rs.n_spaces) if rs.kind[p] == FERRY)
    power = next(p for p in range(rs.n_spaces) if rs.kind[p] == POWER)
    street = next(p for p in range(rs.n_spaces) if rs.kind[p] == PROPERTY
                  and len(rs.sets[rs.set_of[p]]) == 3)
    give(state, 0, ferry, street)
    ferries, stations, streets = ("\n".join(b.text for b in deed_blocks(state, p, 0, words))
                                  for p in (ferry, power, street))
    ferry_line, power_line, street_line = SAID[language]
    assert ferry_line in ferries and words.space(ferry) not in ferries.split("\n", 1)[1], ferries
    assert power_line in stations, stations
    assert street_line in streets, streets
