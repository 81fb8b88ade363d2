"""Speedtycoon's computer reasons read as a native reader writes them, in de, en and ru.

A play-test found "das Gebäude (Industrie) in Tokio": correct, but no German says it; a
building is one noun in the case its sentence needs ("das Industriegebäude", "den
Wolkenkratzer"), Russian counts through its plural forms ("5 раз подряд", not "несколько раз
подряд: 5"), and every reason met in seeded computers-only games, or built with every branch,
place, scoring and rival, fills in whole: no raw key, no leftover brace.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from game.core.i18n import load_translations, translate
from game.core.paths import locales_dir
from game.speedtycoon.bot import choose_plan
from game.speedtycoon.rules import new_game
from game.speedtycoon.rules.data import BRANCHES, PLACES, SCORING_NAMES
from game.speedtycoon.scenes import words

LANGUAGES = ("de", "en", "ru")
NAMES = ["Jürgen", "Anna", "Green (hard)"]
#: The reasons that name a building of a branch.
BUILDING_KEYS = ("exact", "buy", "take_exact", "take_reach", "take_exact_tip", "take_reach_tip",
                 "lobby_buy", "fund_blocks", "blocks_unicorn")


@pytest.fixture(autouse=True, scope="module")
def texts() -> None:
    load_translations(locales_dir())


def say_in(lang: str):
    return lambda key, **params: translate(key, lang, **params)


def said(lang: str, name: str, **params) -> str:
    return words.reason(say_in(lang), f"speedtycoon.reason.{name}", params, NAMES)


def reason_keys() -> list[str]:
    english = json.loads(Path(locales_dir(), "speedtycoon.en.json").read_text("utf-8"))
    return sorted(english["en"]["reason"])


def every_params(name: str) -> list[dict]:
    """The params the bot can give `name`, over every branch, place, scoring and rival (the
    seat after the seats is the two-player state fund) and the counts Russian inflects."""
    out = []
    for branch in (*BRANCHES, "zone"):
        for place, *_ in PLACES:
            for scoring in SCORING_NAMES.values():
                for rival in (1, 2, 3):
                    for number in (1, 2, 5, 21):
                        out.append({"branch": branch, "place": place, "scoring": scoring,
                                    "rival": rival, "rank": number, "count": number,
                                    "length": number, "points": number, "tips": number - 1,
                                    "cards": "$7 ¥5"})
    return out


def seeded_reasons() -> list[tuple[str, dict]]:
    """Every reason Normal gives in two short seeded computers-only games (4 and 2 seats)."""
    out = []
    for players, seed in ((4, 11), (2, 12)):
        state = new_game(players, seed, {"game_type": "tycoon"})
        for k in range(90):
            if state.is_terminal():
                break
            decision = choose_plan(state, state.current_player, "normal", seed=k)
            out.append(decision.reason)
            for action in decision.plan:
                state.apply(action)
    return out


def check_whole(text: str, where: object) -> None:
    assert "speedtycoon." not in text and "%{" not in text, where
    assert not re.search(r"[{}]", text), where
    assert text and text[0].islower(), where  # it follows the seat's name: "Anna übernimmt …"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_reason_key_renders_whole_in_every_language(lang):
    say = say_in(lang)
    for name in reason_keys():
        for params in every_params(name)[::7]:
            check_whole(words.reason(say, f"speedtycoon.reason.{name}", params, NAMES),
                        (name, params))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_reason_of_seeded_games_renders_whole(lang):
    seen = set()
    for key, params in seeded_reasons():
        check_whole(words.reason(say_in(lang), key, params, NAMES), (key, params))
        seen.add(key)
    assert {"speedtycoon.reason.exact", "speedtycoon.reason.take_exact",
            "speedtycoon.reason.lobby_buy", "speedtycoon.reason.ring"} <= seen


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_building_is_one_noun_never_the_building_with_its_branch_in_brackets(lang):
    for name in BUILDING_KEYS:
        for branch in BRANCHES:
            branch_word = translate(f"speedtycoon.branch.{branch}", lang)
            text = said(lang, name, branch=branch, place="tokyo", rival=1, tips=1,
                        cards="$7")
            assert f"({branch_word})" not in text and "Gebäude der Branche" not in text, text
            assert f"здание «{branch_word}»" not in text, text


def test_german_names_each_building_with_its_own_noun_and_article():
    assert said("de", "exact", branch="industry", place="tokyo") == \
        "bezahlt das Industriegebäude in Tokio passend: noch eine Aktion"
    assert said("de", "take_reach", branch="skyscraper", place="shanghai") == \
        "nimmt Geld, um sich den Wolkenkratzer in Shanghai leisten zu können"
    assert said("de", "buy", branch="skyscraper", place="tokyo") == \
        "kauft einen Wolkenkratzer für die späteren Mehrheiten"
    assert said("de", "blocks_unicorn", branch="energy", rival=1) == \
        "nimmt das einzige Energiegebäude vom Markt: Anna fehlt nur noch ein Gebäude zum Unicorn"


#: How each language names a branch in a sentence: with its noun, never the bare label.
BRANCH_IN = {"de": "Branche Wolkenkratzer", "en": "the Skyscraper branch",
             "ru": "отрасли «Небоскрёбы»"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_branch_is_named_with_its_noun_never_a_bare_in_skyscraper(lang):
    """"wird Erster in Wolkenkratzer" (no article, no case) read wrong, and so did "takes
    first place in Skyscraper" (speedleft5): a branch is named as the branch it is, in the
    computers' reasons and in the news line of a Unicorn."""
    bare = "in " + translate("speedtycoon.branch.skyscraper", lang)
    texts = [said(lang, name, branch="skyscraper", scoring="vc", rank=2, rival=1)
             for name in ("unicorn", "first_in", "majority_up", "majority_level",
                          "majority_level_fund", "majority_level_many")]
    texts.append(translate("speedtycoon_play.news.unicorn", lang, player="Anna", points=6,
                           branch=words.branch(say_in(lang), "skyscraper")))
    for text in texts:
        assert bare not in text and BRANCH_IN[lang] in text, text


def test_russian_names_a_skyscraper_as_the_noun_it_is():
    assert said("ru", "exact", branch="skyscraper", place="tokyo") == \
        "платит без сдачи за небоскрёб на площадке Токио: ещё одно действие"
    assert said("ru", "blocks_unicorn", branch="skyscraper", rival=1).startswith(
        "забирает с рынка единственный небоскрёб: игроку Anna")
    assert "здание отрасли «Финансы»" in said("ru", "lobby_buy", branch="finance",
                                                place="tokyo")


@pytest.mark.parametrize("count, want", [(2, "2 раза подряд"), (5, "5 раз подряд"),
                                         (21, "21 раз подряд"), (22, "22 раза подряд")])
def test_russian_counts_exact_payments_in_a_row_by_its_plural(count, want):
    assert said("ru", "exact_chain", count=count) == f"платит без сдачи {want}"


@pytest.mark.parametrize("lang, length, want", [
    ("ru", 5, "до 5 участков"), ("ru", 21, "до 21 участка"), ("ru", 3, "до 3 участков"),
    ("de", 1, "auf 1 Abschnitt"), ("de", 6, "auf 6 Abschnitte"),
    ("en", 1, "to 1 section"), ("en", 6, "to 6 sections")])
def test_the_ring_says_what_its_length_counts(lang, length, want):
    """"grows the highway ring to 5": 5 what? The sections the scoring pays, as plurals."""
    assert want in said(lang, "ring", length=length)


@pytest.mark.parametrize("lang, points, want", [
    ("ru", 1, "1 очко"), ("ru", 3, "3 очка"), ("ru", 7, "7 очков"),
    ("de", 1, "1 Zonenpunkt "), ("de", 7, "7 Zonenpunkte "), ("en", 1, "1 zone point ")])
def test_the_zone_points_go_through_the_plural(lang, points, want):
    assert want in said(lang, "zone_line", points=points)


def test_russian_repay_says_what_the_loan_would_cost():
    """"гасит кредит, пока IPO не стоит 6 очков" said "until the IPO costs 6 points"."""
    assert said("ru", "repay") == "гасит кредит, чтобы не потерять из-за него 6 очков при IPO"
