"""The board's texts say "choose a city", not "click a city": the keys choose a city too
(Tab, arrows, Enter), and the lessons already say choose or press where a key does the step
(twenty-first session); the board's hint outside the lessons still said "click" (en, ru)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

LOCALES = Path(__file__).resolve().parents[2] / "locales"
CLICK = re.compile(r"click|klick|щёлк|щелк|кликн", re.IGNORECASE)
#: A key named in the text: "L or click for the moves" offers the key beside the click.
KEY = re.compile(r"\b[A-Z]\b")


def texts(tree, path=()):
    """(dotted key, text) of every text in a locale tree (each plural form apart)."""
    if isinstance(tree, dict):
        for key, value in tree.items():
            yield from texts(value, (*path, key))
    else:
        yield ".".join(path), tree


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_a_tycoon_text_that_says_click_names_the_key_too(lang):
    said = {}
    for path in sorted(LOCALES.glob(f"tycoon_*.{lang}.json")):
        tree = json.loads(path.read_text(encoding="utf-8"))[lang]
        said.update({f"{path.stem}.{key}": text for key, text in texts(tree)
                     if CLICK.search(text) and not KEY.search(text)})
    assert said == {}
