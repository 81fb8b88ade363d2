"""One word for the payday's spread income in every language.

A play-test (playtest23) read "Streuung" in the computers' reasons and the hint while the
payday, the payouts card and the how-to say "Verbreitung": a person cannot tell they are the
same money. Every text that explains a hotel in a new city must use the word the payday panel
and the payouts card show (their label `spread`).
"""

import json
from pathlib import Path

import pytest

LOCALES = Path(__file__).resolve().parents[2] / "locales"


def _texts(tree):
    """Every string under a locale subtree (plural forms included)."""
    if isinstance(tree, str):
        yield tree
    else:
        for value in tree.values():
            yield from _texts(value)


def _find(tree, key):
    """Every subtree stored under `key`, at any depth."""
    if isinstance(tree, dict):
        for name, value in tree.items():
            if name == key:
                yield value
            yield from _find(value, key)


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_the_new_city_reason_uses_the_payday_s_word_for_spread(lang):
    info = json.loads((LOCALES / f"tycoon_info.{lang}.json").read_text("utf-8"))[lang]
    ai = json.loads((LOCALES / f"tycoon_ai.{lang}.json").read_text("utf-8"))[lang]
    labels = {text.lower() for text in _find(info, "spread") if isinstance(text, str)}
    assert len(labels) == 1, labels
    word = labels.pop()
    reasons = [text for tree in (info, ai) for found in _find(tree, "hotel_new_city")
               for text in _texts(found)]
    assert len(reasons) >= 3
    for text in reasons:
        assert word in text.lower(), (word, text)
