"""A drawn card reads what it does: every money card names the amounts the rules pay or charge,
in every language the board speaks (the texts once held worked-scenario notes instead), written
the language's way: the sums come from the ruleset through placeholders (issue 28.8)."""

from __future__ import annotations

import re

import pytest

from game.core.i18n import format_number, load_translations, translate
from game.core.paths import locales_dir
from game.property.rules.rulesets import CASH, EACH, REPAIRS, RULESETS
from game.property.scenes.words import Words

NUMBER = re.compile(r"\d{1,3}(?:[ ,.\u00a0]\d{3})+|\d+")
LANGUAGES = sorted(path.name.split(".")[1] for path in locales_dir().glob("property_board.*.json"))


@pytest.fixture(scope="module", autouse=True)
def translations():
    load_translations(locales_dir())


def amounts_in(text: str) -> set[int]:
    return {int(re.sub(r"\D", "", number)) for number in NUMBER.findall(text)}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("ruleset", sorted(RULESETS))
def test_every_money_card_names_its_amounts(ruleset, language):
    words = Words(lambda key, **params: translate(key, language, **params), RULESETS[ruleset],
                  ["Anna", "Ben"])
    checked = 0
    for deck in RULESETS[ruleset].decks:
        for card, (code, a, b) in zip(deck.cards, deck.effects, strict=True):
            if code in (CASH, EACH):
                wanted = {abs(a)}
            elif code == REPAIRS:
                wanted = {a, b}
            else:
                continue
            text = words.card(card)
            assert wanted <= amounts_in(text), f"{card}: {text}"
            assert all(format_number(amount, language) in text for amount in wanted), text
            checked += 1
    assert checked >= 10, "the decks hold money cards: the check must have seen them"
