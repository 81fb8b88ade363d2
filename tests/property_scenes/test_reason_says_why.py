"""A computer's reason under its log line says only why: "Blue buys Kelp Market for 100"
with "— completes its set" under it. It said "— buys Kelp Market for 100: completes its set",
the move twice (prop22; Tycoon's reasons are why-only since turnwords21). The news line and
the review, which show no move line of their own, keep the whole sentence."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from game.core.i18n import load_translations, read_locale_file, translate
from game.core.paths import locales_dir
from game.property.rules import events as ev
from game.property.rules.rulesets import RULESETS
from game.property.scenes.board_scene import BoardScene
from game.property.scenes.words import Words
from game.property.view.log_lines import BARE_REASONS, lines_of

LANGS = ("de", "en", "ru")
BOT = {lang: read_locale_file(locales_dir() / f"property_bot.{lang}.json", lang)
       for lang in LANGS}
SHOWN = sorted(key for key in BOT["en"]["reason"]
               if f"property_bot.reason.{key}" not in BARE_REASONS)
PLACEHOLDER = re.compile(r"%\{(\w+)\}")


@pytest.fixture(scope="module", autouse=True)
def translations():
    load_translations(locales_dir())


def placeholders(text) -> set[str]:
    texts = [text] if isinstance(text, str) else list(text.values())
    return {name for t in texts for name in PLACEHOLDER.findall(t)}


def board_of(lang: str):
    rs = RULESETS["kraken_bay"]
    words = Words(lambda key, **params: translate(key, lang, **params), rs,
                  ["Anna", "Blue (easy)"], lang)
    return SimpleNamespace(words=words, timing_out=False), rs


@pytest.mark.parametrize("lang", LANGS)
def test_every_reason_shown_under_a_line_has_its_why(lang):
    """And the why shows no number the whole reason does not (no private number: the
    reasons' tell sweep, tests/property_bot/test_no_tells.py, reads the whole ones)."""
    why = BOT[lang]["why"]
    assert sorted(why) == SHOWN
    for key in SHOWN:
        assert placeholders(why[key]) <= placeholders(BOT[lang]["reason"][key]), key


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("key", SHOWN)
def test_the_reason_under_a_line_names_no_place_nor_price_again(lang, key):
    board, rs = board_of(lang)
    space = next(p for p in range(rs.n_spaces) if rs.set_of[p] >= 0)
    price = rs.price[space]
    params = {"place": rs.space_ids[space], "space": space, "price": price, "amount": price,
              "cash": price, "high": price, "minimum": price, "fine": rs.jail_fine,
              "rival": 0, "set": rs.set_ids[rs.set_of[space]], "give_place": rs.space_ids[0],
              "give_space": 0, "count": 3, "extra": 7, "debt": 55, "raised": 45,
              "raisable": 44, "unowned": 9, "level": 2, "cost": 50}
    [line] = lines_of([ev.Bought(1, space, price)], None, (f"property_bot.reason.{key}", params),
                      1)
    said, why = BoardScene.log_words(board, line)
    place, money = board.words.space(space), board.words.money(price)
    assert place in said and money in said
    assert why and place not in why and money not in why, f"{said} — {why}"
    assert len(why) < len(board.words.reason(*line.reason)), f"{said} — {why}"


def test_the_news_line_keeps_the_whole_sentence():
    board, rs = board_of("en")
    space = next(p for p in range(rs.n_spaces) if rs.set_of[p] >= 0)
    whole = board.words.reason("property_bot.reason.buy_completes",
                               {"place": rs.space_ids[space], "price": rs.price[space]})
    assert board.words.space(space) in whole and whole.endswith("completes its set")
