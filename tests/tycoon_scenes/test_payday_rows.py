"""The payday card's income rows stay readable in a four-player column: the longest ru and de
city lines ("1-е место: Рио-де-Жанейро (2 отеля)") shrank to 10-11 px beside their amount
(play-test, ru); now they take a second line at full size, and the loans move down with it."""

from __future__ import annotations

import pytest

from game.tycoon.scenes.keys import CITY
from game.tycoon.scenes.payday_lines import Line
from game.tycoon.view import layout
from game.ui import fonts
from tests.tycoon_scenes.test_payday import _play_to_payday

#: The computers think in this process (tests/tycoon_scenes/conftest.py): no worker to start.
pytestmark = pytest.mark.think_inline

FOUR_PLAYERS = layout.OVERLAY.width // 4 - 10 - 9  # the column of four seats (PAD 18)


@pytest.mark.parametrize("app_language", ["de", "ru", "en"])
def test_every_city_line_reads_at_full_size_beside_its_amount(app, board, app_language):
    from game.tycoon.scenes.payday_rows import GAP, SIZE, income_row, label_of

    texts = board.view.texts
    wrapped = 0
    for key in ("tycoon_play.payday.first_place", "tycoon_play.payday.second_place"):
        for city in CITY.values():
            for hotels in (1, 2, 5, 12):
                line = Line(key, {"city": city, "hotels": hotels}, 40,
                            "tycoon_play.payday.tie_break")
                row = income_row(line, texts, FOUR_PLAYERS)
                room = FOUR_PLAYERS - fonts.size_of(row.amount, SIZE, True)[0] - GAP
                for part in row.label:
                    assert fonts.size_of(part, SIZE)[0] <= room, (part, "would shrink")
                assert " ".join(row.label) == label_of(line, texts), "no word is lost"
                assert not row.label[-1].startswith("отел"), "a count keeps its noun"
                wrapped += len(row.label) > 1
    assert wrapped or app_language == "en", "the longest lines take a second line"


def test_a_two_line_row_moves_the_loans_down(app, board):
    from game.tycoon.scenes.payday_rows import LINE_H

    app.set_language("ru")
    _play_to_payday(app, board)
    overlay = board.payday
    for column in overlay.columns:
        column.rect.width = FOUR_PLAYERS
    before = overlay._loans_top()
    rio = Line("tycoon_play.payday.first_place", {"city": CITY["rio_de_janeiro"], "hotels": 2},
               40)
    for column in overlay.columns:
        column.lines.append(rio)
    assert overlay._loans_top() == before + 2 * LINE_H, "one row on two lines, two lines down"


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "2 factories in New York"), ("de", "2 Fabriken in New York"),
    ("ru", "2 фабрики: Нью-Йорк")])
def test_a_citys_two_factories_are_one_line(lang, said):
    """"Factory in Cape Town 8 M" stood twice on the payday card, reading as one line shown
    twice (play-test pt-tycoon4): a city's factories are one line with their count and sum,
    and summing all factories still counts factories, not lines."""
    from game.core.i18n import load_translations, translate
    from game.core.paths import locales_dir
    from game.tycoon.rules.events import FactoryIncome, PlayerPayday
    from game.tycoon.scenes.payday_lines import income_lines, summed

    load_translations(locales_dir())
    pp = PlayerPayday(0, 0, 0, (), (FactoryIncome("new_york", 0, 8, True),
                                    FactoryIncome("new_york", 1, 8, True),
                                    FactoryIncome("cairo", 0, 4, False)), 20)
    lines = income_lines(pp)[1:]
    assert [(line.params["count"], line.amount) for line in lines] == [(2, 16), (1, 4)]
    assert lines[0].remark is not None, "both in the longest chain"
    assert translate(lines[0].key, lang, city=translate(CITY["new_york"], lang),
                     count=2) == said
    one = summed(income_lines(pp), "tycoon_play.payday.factory", "tycoon_play.payday.factories")
    assert one[-1].params["count"] == 3 and one[-1].amount == 20
