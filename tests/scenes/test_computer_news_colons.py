"""A computer's move on the news line is its name, then what it does and why: the line's own
words and the reason's hold one colon at most ("Синий (средний): отклоняет: сделка…" read two,
because the Russian line put a colon after the name and the reason had its own)."""

from __future__ import annotations

import pytest

from game.core.i18n import read_locale_file
from game.core.paths import locales_dir

LANGS = ("de", "en", "ru")
#: Each game's news line for a computer's move and the file of its computers' reasons.
LINES = {"property": (("match", "board", "computer_move"), "property_bot"),
         "speedtycoon": (("match", "board", "computer_move"), "speedtycoon"),
         "tycoon": (("tycoon_play", "board", "computer_move"), "tycoon_ai")}


def text(namespace: str, language: str, *path: str):
    node = read_locale_file(locales_dir() / f"{namespace}.{language}.json", language)
    for part in path:
        node = node[part]
    return node


@pytest.mark.parametrize("language", LANGS)
@pytest.mark.parametrize("game", sorted(LINES))
def test_a_computers_news_line_holds_one_colon_at_most(game, language):
    (namespace, *path), reasons = LINES[game]
    line = text(namespace, language, *path)
    assert "%{player}" in line and "%{reason}" in line
    for key, reason in text(reasons, language, "reason").items():
        for form in reason.values() if isinstance(reason, dict) else [reason]:
            said = line.replace("%{player}", "Blue (normal)").replace("%{reason}", form)
            assert said.count(":") <= 1, (key, said)


@pytest.mark.parametrize("language", LANGS)
@pytest.mark.parametrize("game", sorted(LINES))
def test_the_reviews_reason_line_holds_one_colon_at_most(game, language):
    """The review's card said "Why: <reason>", two colons when the reason had its own: it now
    names who the computer stands in for and goes on with the reason as the news line does."""
    _line, reasons = LINES[game]
    line = text("review", language, "ui", "why")
    for key, reason in text(reasons, language, "reason").items():
        for form in reason.values() if isinstance(reason, dict) else [reason]:
            said = line.replace("%{player}", "Anna").replace("%{reason}", form)
            assert said.startswith(("A computer", "Ein Computer", "Компьютер")), (key, said)
            assert "Anna" in said and said.count(":") <= 1, (key, said)


@pytest.mark.parametrize("language", LANGS)
def test_tycoons_hint_reason_line_holds_one_colon_at_most(language):
    """Tycoon's hint says "Why: <reason>"; a reason with its own colon ("a hotel in Cairo:
    spread over …") doubled it."""
    line = text("tycoon_info", language, "hint", "because")
    for key, reason in text("tycoon_info", language, "hint", "why").items():
        forms = reason.values() if isinstance(reason, dict) else [reason]
        for form in forms:
            said = line.replace("%{reason}", form)
            assert said.count(":") <= 1, (key, said)
