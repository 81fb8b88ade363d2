"""A drawn card reads what it does: every money card names the amounts the rules pay or charge,
in every language the board speaks (the texts once held worked-scenario notes instead)."""

from __future__ import annotations

import json
import re

import pytest

from game.core.paths import locales_dir
from game.property.rules.rulesets import CASH, EACH, REPAIRS, RULESETS

NUMBER = re.compile(r"\d{1,3}(?:[ ,.\u00a0]\d{3})+|\d+")
LANGUAGES = sorted(path.name.split(".")[1] for path in locales_dir().glob("property_board.*.json"))


def amounts_in(text: str) -> set[int]:
    return {int(re.sub(r"\D", "", number)) for number in NUMBER.findall(text)}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("ruleset", sorted(RULESETS))
def test_every_money_card_names_its_amounts(ruleset, language):
    path = locales_dir() / f"property_board.{language}.json"
    cards = json.loads(path.read_text(encoding="utf-8"))[language][ruleset]["card"]
    checked = 0
    for deck in RULESETS[ruleset].decks:
        for card, (code, a, b) in zip(deck.cards, deck.effects, strict=True):
            if code in (CASH, EACH):
                wanted = {abs(a)}
            elif code == REPAIRS:
                wanted = {a, b}
            else:
                continue
            assert wanted <= amounts_in(cards[card]), f"{card}: {cards[card]}"
            checked += 1
    assert checked >= 10, "the decks hold money cards: the check must have seen them"
