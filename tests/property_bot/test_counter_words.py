"""A computer's counter-offer says that it *asks* for the difference (play-test pt-prop6,
Kraken Bay in Russian: Ira asked 150 with her place, Yellow countered with 120, and the log
read «отвечает игроку Ира встречным предложением на 30 больше», as if Yellow offered 30 more;
the German «ein Gegenangebot über 30 mehr» read the same way). English said it already:
"asking 30 more". Yet there Yellow asked nothing: it paid 30 less than Ira asked, so that
counter says it offers less (propleft2), a counter to an offer to buy that it asks more."""

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


#: The word that says the computer offers less, in each language the property boards speak.
OFFERS_LESS = {"en": ("offering", "less"), "de": ("bietet", "weniger"),
               "ru": ("предлагает", "меньше")}


@pytest.mark.parametrize("language", sorted(OFFERS_LESS))
def test_a_counter_paying_less_says_it_offers_less(language):
    text = translate("property_bot.reason.counter_less", language, rival="Ira", extra=30)
    assert all(word in text for word in OFFERS_LESS[language]), text
    assert ASKS[language] not in text and "30" in text and "Ira" in text
