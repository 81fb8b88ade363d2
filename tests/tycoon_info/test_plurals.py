"""Counts read in each language's grammar, by CLDR's plural rules (issue 34, point 2): "1 city",
"1 Stadt", "1 город", "3 города", "5 городов" — never "1 cities"."""

from __future__ import annotations

import json
import re
from dataclasses import replace

import pytest

from game.core.paths import locales_dir
from game.tycoon.info import forecast
from game.tycoon.info.history import line_for
from game.tycoon.panels.tables import player_rows
from game.tycoon.panels.words import Words
from game.tycoon.rules import HotelsReceived, SessionStarted
from game.tycoon.view.event_text import describe
from game.tycoon.view.texts import Texts
from tests.languages import TYCOON_LANGUAGES
from tests.tycoon_view.games import mid_game

CITIES = [("en", 1, "1 city"), ("en", 2, "2 cities"), ("de", 1, "1 Stadt"),
          ("de", 3, "3 Städte"), ("ru", 1, "1 город"), ("ru", 3, "3 города"),
          ("ru", 5, "5 городов"), ("ru", 21, "21 город")]
#: A number placeholder followed by a word: "%{count} cities", "%{count} Städte".
COUNTED_NOUN = re.compile(r"%\{(count|hotels|spread_cities)\}\s+[^\W\d_]")
#: The computer's reasons are the bot's texts (game/tycoon/bot); its "%{count} cities" is said
#: from two cities on only (bot/reasons.py), so no singular is ever needed there.
NOT_OURS = ("tycoon_ai",)
#: Texts where the word after the number is no counted noun, or the number never changes.
NOT_COUNTED = {
    ".card.player.left": "Hotels left: 3 this session (a label and its figure)",
    ".majorities.lead": "de: 2 voraus (an adverb)",
    ".card.you.rank": "placed 2 of 4 if payday came now (no noun)",
    ".guide.payday": "the last of 6 hotels: a session's hotels are always six",
}


@pytest.mark.parametrize(("lang", "count", "said"), CITIES)
def test_the_players_panel_counts_the_spread_cities_in_the_languages_grammar(lang, count, said):
    person = forecast.summaries(mid_game())[0]
    person = replace(person, forecast=replace(person.forecast, spread_cities=count))
    words = Words(lang, ["Anna"])
    spread = next(row for row in player_rows([person], words)
                  if row.label == words.t("tycoon_info.players.spread"))
    assert spread.cells[0].endswith(f"({said})"), spread.cells[0]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "everyone receives 6 hotels"), ("de", "alle bekommen 6 Hotels"),
    ("ru", "каждый получает 6 отелей")])
def test_a_new_session_names_its_hotels_in_the_plural_of_the_language(lang, said):
    _seat, text = line_for(SessionStarted(session=2, start_player=0))
    assert said in Words(lang, ["Anna"])(text)


@pytest.mark.parametrize(("lang", "one", "six"), [
    ("en", "Anna receives 1 new hotel", "Anna receives 6 new hotels"),
    ("de", "Anna erhält 1 neues Hotel", "Anna erhält 6 neue Hotels"),
    ("ru", "Anna получает 1 новый отель", "Anna получает 6 новых отелей")])
def test_hotels_received_reads_in_singular_and_plural(lang, one, six):
    texts = Texts(lang)
    assert describe(HotelsReceived(seat=0, count=1), texts, ("Anna",)) == one
    assert describe(HotelsReceived(seat=0, count=6), texts, ("Anna",)) == six


def _plain_texts(tree: dict, path: str = ""):
    """Every text without plural forms: (key, text)."""
    for key, value in tree.items():
        if isinstance(value, dict) and not {"one", "other"} <= set(value):
            yield from _plain_texts(value, f"{path}.{key}")
        elif isinstance(value, str):
            yield f"{path}.{key}", value


@pytest.mark.parametrize("lang", TYCOON_LANGUAGES)
def test_no_tycoon_text_puts_a_count_before_a_noun_without_plural_forms(lang):
    found = []
    for path in sorted(locales_dir().glob(f"tycoon_*.{lang}.json")):
        namespace = path.name.split(".")[0]
        if namespace in NOT_OURS:
            continue
        tree = json.loads(path.read_text(encoding="utf-8"))[lang]
        found += [f"{namespace}{key}: {text}" for key, text in _plain_texts(tree)
                  if COUNTED_NOUN.search(text) and key not in NOT_COUNTED]
    assert found == []
