"""A payday column too long for its card sums alike places: it said "2. in 3 Städten 15 Mio."
beside a column that named each of its second places (playtest23, finding 12). The sum names
its cities now, in de, en and ru, and still fits the room that made it sum."""

from __future__ import annotations

import pytest

from game.core.i18n import tr
from game.tycoon.scenes.keys import CITY
from game.tycoon.scenes.payday_lines import Line
from game.tycoon.scenes.payday_rows import fitted, income_row, label_of
from game.tycoon.view.texts import Texts

WIDTH = 240  # a four-seat column
SECONDS = ("tokyo", "cairo", "cape_town")


def _lines() -> list[Line]:
    spread = Line("tycoon_play.payday.spread", {"count": 5}, 10)
    firsts = [Line("tycoon_play.payday.first_place", {"city": CITY[c], "hotels": 3}, 8)
              for c in ("sydney", "monaco")]
    seconds = [Line("tycoon_play.payday.second_place", {"city": CITY[c], "hotels": 1}, 5)
               for c in SECONDS]
    return [spread, *firsts, *seconds]


@pytest.mark.parametrize("app_language", ["de", "en", "ru"])
def test_summed_second_places_name_their_cities_and_fit(app, app_language):
    texts = Texts(app_language)
    lines = _lines()
    whole = sum(income_row(line, texts, WIDTH).height for line in lines)
    room = whole - 1   # one pixel short: the list must sum
    shown = fitted(lines, texts, WIDTH, room)
    assert len(shown) < len(lines), "the list was summed"
    assert sum(line.amount for line in shown) == sum(line.amount for line in lines)
    label = " ".join(label_of(line, texts) for line in shown).replace("\u00a0", " ")
    for city in SECONDS:
        assert tr(CITY[city]) in label, f"{tr(CITY[city])} named in {label!r}"
    assert sum(income_row(line, texts, WIDTH).height for line in shown) <= room, "it fits"
