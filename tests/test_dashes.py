"""A dash between words is a dash, in the form each language sets it: ru " — ", de " – ".
"Кредиты (взято − погашено)" read as a hyphen (play-test): the font draws the minus sign
narrower than a hyphen. A sign before a number ("−%{amount}") stays a minus."""

from __future__ import annotations

import re

import pytest

from game.core.i18n import read_locale_file
from game.core.paths import locales_dir

BETWEEN_WORDS = re.compile(r"[^\W\d_][)»\"]? [-\u2212] [(«\"]?[^\W\d_]")
WRONG_DASH = {"ru": " \u2013 ", "de": " \u2014 "}  # en dash in ru, spaced em dash in de
RANGE = re.compile(r"%\{a\} \u2013 %\{b\}")  # "Charter 2 – 5": a range keeps its en dash


def leaves(node: object):
    if isinstance(node, str):
        yield node
    elif isinstance(node, dict):
        for value in node.values():
            yield from leaves(value)


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_no_hyphen_or_minus_stands_for_a_dash_between_words(language):
    bad = []
    for path in sorted(locales_dir().glob(f"*.{language}.json")):
        for text in leaves(read_locale_file(path, language)):
            dashes = RANGE.sub("", text)
            if BETWEEN_WORDS.search(text) or WRONG_DASH.get(language, "\0") in dashes:
                bad.append(f"{path.name}: {text}")
    assert not bad, "\n".join(bad)
