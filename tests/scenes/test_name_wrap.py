"""The house wrap (game/ui/text.py) never cuts a name in two where the name fits a line: a
quoted name («Паром „Туман“», „Nebelbank-Fähre“, “Fogbank Ferry”) and a one-word bracket
after a word (a computer's "Blue (normal)", «Синий (средний)»). The log's trade lines broke
«Паром | „Туман“» in L's panel and «Синий | (средний)» in the column (proptable). A name
wider than the line still breaks at its spaces, as before."""

from __future__ import annotations

import pytest

from game.ui import fonts
from game.ui.text import wrap

TEXTS = {
    "ru": ("Синий (средний) отвечает игроку Anna встречным предложением: "
           "поле «Паром „Туман“» за 300", ("Синий (средний)", "«Паром „Туман“»")),
    "de": ("Blau (normal) kontert das Angebot von Anna: „Große Nebelbank-Fähre“ für 300",
           ("Blau (normal)", "„Große Nebelbank-Fähre“")),
    "en": ("Blue (normal) counters Anna's offer: “Old Fogbank Ferry” for 300",
           ("Blue (normal)", "“Old Fogbank Ferry”")),
}


@pytest.mark.parametrize("language", sorted(TEXTS))
def test_a_name_stays_on_one_line_where_it_fits(app, language):
    text, names = TEXTS[language]
    widest = max(fonts.size_of(name, 13)[0] for name in names)
    for width in range(widest, 700, 3):
        lines = wrap(text, 13, width)
        assert " ".join(lines) == text, "the words themselves are kept as they were"
        for name in names:
            assert any(name in line for line in lines), (width, name, lines)


def test_a_name_wider_than_the_line_still_breaks_at_its_spaces(app):
    text = "Anna gives «Very Long Harbour Name Indeed» for 300"
    narrow = fonts.size_of("«Very Long Harbour", 13)[0]
    lines = wrap(text, 13, narrow)
    assert " ".join(lines) == text
    assert all(fonts.size_of(line, 13)[0] <= narrow for line in lines), lines
