"""A market building's card where the two-player state fund leads its branch (speedleft5's
play-test, en 1366x768): "Your Skyscraper would go from 1 to 2, State fund has 5" named the
fund as a player (ru «у игрока Госфонд — 5», a fund is no player; de «Staatsfonds hat 5»
without its article). The fund has its own line in each language."""

from __future__ import annotations

import pytest

from game.core.i18n import load_translations, translate
from game.core.paths import locales_dir
from game.speedtycoon import rules
from game.speedtycoon.rules import queries
from game.speedtycoon.scenes import info

NAMES = ["Anna", "Blue (hard)"]
FUND = {"de": "der Staatsfonds hat", "en": "the state fund has", "ru": "у госфонда —"}


@pytest.fixture(autouse=True, scope="module")
def texts() -> None:
    load_translations(locales_dir())


def fund_leads() -> tuple[object, int]:
    """A two-player deal, Anna (seat 0) to start, with a market building whose branch the
    state fund leads."""
    for seed in range(50):
        s = rules.new_game(2, seed, {"game_type": "classic"})
        if s.current_player != 0:
            continue
        for place, tile in enumerate(s.market):
            if tile >= 0 and queries.building_outlook(s, 0, tile).get("leader") == -1:
                return s, place
    raise AssertionError("no such deal")


@pytest.mark.parametrize("language", ["de", "en", "ru"])
@pytest.mark.parametrize("seat", [0, 1])
def test_the_fund_leading_a_branch_is_named_as_the_fund(language, seat):
    s, place = fund_leads()

    def say(key, **params):
        return translate(key, language, **params)

    text = "\n".join(b.text for b in info.building_card(say, s, seat, s.market[place],
                                                          "market", NAMES, place))
    assert FUND[language] in text, text
    assert ", Staatsfonds hat" not in text and "State fund has" not in text, text
    assert "игрока Госфонд" not in text and "игрока госфонд" not in text, text
