"""The pause menu says what "To title" keeps in the words the boards use (play-test pt-prop6,
«Менеджер» in German): it kept "jeden Zug dieser Runde", every move of this *round*, where the
header counts rounds ("Runde 5 von 30") and the English says "of this turn"; a German turn is
a "Zug", as in "Zug beenden"."""

from __future__ import annotations

import pytest

from game.core.i18n import load_translations, translate
from game.core.paths import locales_dir


@pytest.fixture(scope="module", autouse=True)
def translations():
    load_translations(locales_dir())


def test_german_pause_keeps_this_turn_not_this_round():
    text = translate("match.menu.body", "de")
    assert "Runde" not in text, text
    assert "diesem Zug" in text, text
    assert translate("match.board.confirm_yes", "de") == "Zug beenden"
