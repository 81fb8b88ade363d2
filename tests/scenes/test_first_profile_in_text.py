"""The first profile nobody named («Игрок») now sits at the table by that name (titleprof);
a Russian sentence names a person after «игрока»/«игроку», where it read «у игрока Игрок».
Like a computer's colour, the name then stands in quotes: «у игрока «Игрок»»; a typed name
keeps its form, and English and German write it as it is."""

from __future__ import annotations

import pytest

from game.core.i18n import translate
from game.scenes.seat_rows import name_in_text


@pytest.mark.parametrize(("language", "expected"),
                         [("ru", "«Игрок»"), ("en", "Player"), ("de", "Spieler")])
def test_the_first_profiles_default_name_reads_in_a_sentence(language, expected):
    def say(key, **params):
        return translate(key, language, **params)

    name = say("profiles.ui.first_profile")
    assert name_in_text(name, 0, say) == expected
    assert name_in_text("Анна", 0, say) == "Анна"
