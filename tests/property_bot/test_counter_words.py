"""A computer's counter-offer says that it *asks* for the difference (play-test pt-prop6,
Kraken Bay in Russian: Ira asked 150 with her place, Yellow countered with 120, and the log
read «отвечает игроку Ира встречным предложением на 30 больше», as if Yellow offered 30 more;
the German «ein Gegenangebot über 30 mehr» read the same way). English said it already:
"asking 30 more"."""

from __future__ import annotations

import pytest

from game.core.i18n import load_translations, translate
from game.core.paths import locales_dir

#: The word that says the computer asks, in each language the property boards speak.
ASKS = {"en": "asking", "de": "verlangt", "ru": "просит"}


@pytest.fixture(scope="module", autouse=True)
def translations():
    load_translations(locales_dir())


@pytest.mark.parametrize("language", sorted(ASKS))
def test_a_counter_offer_asks_for_the_difference(language):
    text = translate("property_bot.reason.counter", language, rival="Ira", extra=30)
    assert ASKS[language] in text, text
    assert "30" in text and "Ira" in text
