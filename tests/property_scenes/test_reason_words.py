"""A computer's reason names every place in words: the place it offers in a trade too
(`give_place`), never the place's id."""

from __future__ import annotations

import re

import pytest

from game.core.i18n import load_translations, read_locale_file, translate
from game.core.paths import locales_dir
from game.property.rules.rulesets import RULESETS
from game.property.scenes.words import Words

LANGUAGES = sorted(path.name.split(".")[1] for path in locales_dir().glob("property_bot.*.json"))
GIVING = sorted(key for key, text in
                read_locale_file(locales_dir() / "property_bot.en.json", "en")["reason"].items()
                if "%{give_place}" in text)


@pytest.fixture(scope="module", autouse=True)
def translations():
    load_translations(locales_dir())


def test_some_reasons_name_a_place_given():
    assert GIVING == ["offer_swap"]     # the set swap; Hard's set purchases went with issue 27


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("ruleset", sorted(RULESETS))
def test_an_offered_place_is_named_in_every_language(ruleset, language):
    rs = RULESETS[ruleset]
    words = Words(lambda key, **params: translate(key, language, **params), rs, ["Anna", "Ben"])
    given, wanted = [p for p in range(rs.n_spaces) if rs.set_of[p] >= 0][:2]
    for key in GIVING:
        text = words.reason(f"property_bot.reason.{key}", {
            "rival": 1, "cash": 300, "set": rs.set_ids[rs.set_of[wanted]], "count": 2,
            "give_space": given, "give_place": rs.space_ids[given],
            "space": wanted, "place": rs.space_ids[wanted], "spaces": [wanted]})
        assert words.space(given) in text, (key, text)
        assert not re.search(rf"\b{re.escape(rs.space_ids[given])}\b", text), (key, text)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("key", ["jail_leave", "jail_leave_pass"])
def test_leaving_jail_says_what_its_number_counts(key, language):
    """Play-test 6 (Kraken Bay de, log and review): "kommt mit einem Joker frei, solange noch
    Orte zu haben sind (4)" left the reader guessing what the 4 was; the Russian said it
    ("ещё не продано полей — 4"). A number never stands alone in brackets."""
    words = Words(lambda k, **params: translate(k, language, **params),
                  RULESETS["kraken_bay"], ["Anna", "Ben"])
    text = words.reason(f"property_bot.reason.{key}", {"fine": 50, "unowned": 4})
    assert "4" in text and not re.search(r"\(\d+\)", text), text
