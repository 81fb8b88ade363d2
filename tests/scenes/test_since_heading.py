"""The "since your last turn" card says one heading, folded or opened: in ru the folded title
said «С прошлого хода» and the opened card «С вашего прошлого хода» (play-test tycoonleft2).
Tycoon's own card (`tycoon_play.since.heading`) says it the same way too."""

from __future__ import annotations

import json

import pytest

from game.core.paths import locales_dir


def _tree(name: str, lang: str) -> dict:
    return json.loads((locales_dir() / f"{name}.{lang}.json").read_text(encoding="utf-8"))[lang]


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_the_folded_and_the_opened_card_say_one_heading(lang):
    log = _tree("match", lang)["log"]
    heading = log["since"]
    for form, folded in log["since_folded"].items():
        assert folded.startswith(heading + ":"), (form, folded, heading)
    assert _tree("tycoon_play", lang)["since"]["heading"] == heading
