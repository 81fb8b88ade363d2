"""Every Speedtycoon computer's reason reads as a sentence after the seat's name ("Green
(normal) saves money …"): it starts with a verb in the third person, never with a noun phrase
("Green (normal) the best move by …") or a purpose clause ("Green (normal) to pay …")."""

from __future__ import annotations

import pytest

from game.core.i18n import read_locale_file
from game.core.paths import locales_dir


def third_person_verb(language: str, word: str) -> bool:
    """The present tense's third person singular as each language forms it."""
    if language == "en":
        return word.endswith("s")
    if language == "de":
        return (word.endswith("t") or word == "wird") and word != "damit"
    return word.endswith(("т", "тся"))


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_every_reason_starts_with_a_verb(language):
    reasons = read_locale_file(locales_dir() / f"speedtycoon.{language}.json",
                               language)["reason"]
    for key, texts in reasons.items():
        for reason in texts.values() if isinstance(texts, dict) else [texts]:  # plural forms
            first = reason.split()[0].rstrip(",")
            assert third_person_verb(language, first), (key, reason)
