"""A computer that only draws level with others in a branch says so, never "moves up to place
1": the scoring splits a shared place (the news line said "moves up to first place" on a tie)."""

from __future__ import annotations

import pytest

from game.core.i18n import load_translations, translate
from game.core.paths import locales_dir
from game.speedtycoon.bot.reasons import explain
from game.speedtycoon.rules import actions as act
from game.speedtycoon.rules import new_game
from game.speedtycoon.rules.data import NUM_BRANCHES, TILE_BRANCH
from game.speedtycoon.scenes import words

NAMES = ["Anna", "Blue (easy)", "Green (hard)", "Red (normal)"]


@pytest.fixture(autouse=True, scope="module")
def texts() -> None:
    load_translations(locales_dir())


def with_counts(s, branch: int, counts: list[int]):
    """A copy of `s` whose seats hold `counts` buildings of `branch` (and none else)."""
    out = s.clone()
    out.bc = [0] * (out.n * NUM_BRANCHES)
    out.fund = []
    for seat, count in enumerate(counts):
        out.bc[seat * NUM_BRANCHES + branch] = count
    return out


def reason_of(before_counts: list[int], after_counts: list[int], branch: int = 2,
              scorings: int = 0):
    """The reason of a move that changes only `branch`'s counts, `scorings` scorings done."""
    s = new_game(len(before_counts), 5, {"game_type": "tycoon"})
    s.scorings = scorings
    before, after = with_counts(s, branch, before_counts), with_counts(s, branch, after_counts)
    return explain(before, (act.Pass(),), after, (), 0)


def said(reason, lang: str, names=NAMES) -> str:
    return words.reason(lambda k, **p: translate(k, lang, **p), *reason, list(names))


def test_a_tie_for_first_place_draws_level_with_the_leader():
    key, params = reason_of([1, 2, 0, 0], [2, 2, 0, 0])
    assert key == "speedtycoon.reason.majority_level"
    assert params["rank"] == 1 and params["rival"] == 1
    assert said((key, params), "en").startswith("draws level with Blue (easy) for place 1")


def test_a_tie_with_two_rivals_says_several():
    key, params = reason_of([1, 3, 3, 0], [3, 3, 3, 0])
    assert key == "speedtycoon.reason.majority_level_many"
    assert params["rank"] == 1
    assert said((key, params), "en").startswith("draws level with several rivals for place 1")


def test_a_place_of_its_own_still_moves_up():
    key, params = reason_of([0, 3, 0, 0], [2, 3, 0, 0], scorings=1)  # Venture pays two
    assert key == "speedtycoon.reason.majority_up"
    assert params["rank"] == 2


def test_a_tie_with_the_state_fund_names_the_fund():
    s = new_game(2, 5, {"game_type": "tycoon"})
    branch = 1
    before, after = with_counts(s, branch, [1, 0]), with_counts(s, branch, [2, 0])
    fund_tiles = _tiles_of(branch)[:2]
    before.fund = list(fund_tiles)
    after.fund = list(fund_tiles)
    key, params = explain(before, (act.Pass(),), after, (), 0)
    assert key == "speedtycoon.reason.majority_level_fund"
    assert "draws level with the state fund" in said((key, params), "en", NAMES[:2])
    assert "mit dem Staatsfonds" in said((key, params), "de", NAMES[:2]), \
        "speedleft3's play-test (de): «zieht in Technologie mit Staatsfonds … gleich»"
    assert "догоняет госфонд" in said((key, params), "ru", NAMES[:2])


def _tiles_of(branch: int) -> list[int]:
    return [t for t, b in enumerate(TILE_BRANCH) if b == branch]


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
@pytest.mark.parametrize("counts", [([1, 2, 0, 0], [2, 2, 0, 0]), ([1, 3, 3, 0], [3, 3, 3, 0])])
def test_no_language_says_moving_up_on_a_tie(lang, counts):
    reason = reason_of(*counts)
    text = said(reason, lang)
    up = translate("speedtycoon.reason.majority_up", lang, branch="X", rank=1, scoring="Y")
    assert text.split()[0] != up.split()[0]
    assert "%{" not in text and "speedtycoon." not in text


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_a_computers_name_is_not_put_in_parentheses_again(lang):
    """speedleft3's play-test (ru, six seats): «Оранжевый (сильный) догоняет соперника
    (Зелёный (сильный)) и делит с ним …». A computer's name carries its level in
    parentheses; the rival's name stands in the sentence as it is."""
    key, params = reason_of([1, 2, 0, 0], [2, 2, 0, 0])
    text = said((key, params), lang, ["Аня", "Зелёный (сильный)", "Синий (слабый)", "Ben"])
    assert "Зелёный (сильный)" in text
    assert "((" not in text and "))" not in text, text
