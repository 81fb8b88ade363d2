"""The ru Load list's date reads «2026 г.», not «2026г.»: Babel (CLDR) puts a narrow no-break
space between the year and «г.», which the row's italic font draws nearly zero wide
(play-test). What the app shows of a formatted date or number has a no-break space there
(game/core/i18n.py `shown_spaces`): as wide as a plain space, and still never a break."""

from __future__ import annotations

import re
from datetime import UTC, datetime

import pytest

from game.core.i18n import LANGUAGES, format_moment, format_number, format_percent
from game.scenes.load_scene import LoadScene
from tests.scenes.test_load_details_fit import row_label, save_every_game

YEAR = re.compile(r"(\d{4})(\s)г\.")


def test_the_ru_load_lists_date_has_a_visible_gap_before_the_year_word(app):
    app.set_language("ru")
    save_every_game(app)
    scene = app.scenes.push(LoadScene(app))
    app.run_frames(2)
    label = row_label(scene.rows.built[0], "row_line1")
    found = YEAR.search(label.text)
    assert found, label.text
    year, gap = found.groups()
    assert gap != " ", "the year and «г.» never part at a line's end"
    width = label.font.size(found.group(0))[0]
    assert width > label.font.size(f"{year}г.")[0]
    assert width >= label.font.size(f"{year} г.")[0], "the gap is as wide as a space"


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_formatted_text_has_a_narrow_no_break_space(language):
    moment = datetime(2026, 12, 4, 14, 5, tzinfo=UTC)  # en: "2:05 PM" had one too
    for text in (format_moment(moment, language), format_number(1234567, language),
                 format_percent(0.125, language)):
        assert "\u202f" not in text, (language, text)
