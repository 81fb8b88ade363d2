"""The status line under the table names the scoring to come, and while a scoring's sheet
holds the table it says that scoring is on now: under the IPO's own sheet it read "далее:
Подсчёт «IPO»" ("next: IPO scoring", speedfix in ru at 1366x768)."""

from __future__ import annotations

import pytest

from game.core.i18n import load_translations, translate
from game.core.paths import locales_dir
from game.speedtycoon.rules import new_game
from game.speedtycoon.rules.data import SCORING_NAMES
from game.speedtycoon.scenes.table_words import SCORING_BY_NAME, SCORING_KEYS, table_texts
from tests.speedtycoon_scenes.test_cards_and_pause import first_scoring
from tests.speedtycoon_scenes.test_clicking import FRIEND, PERSON, ROBO


@pytest.fixture(autouse=True, scope="module")
def words():
    load_translations(locales_dir())


def sayer(lang):
    def say(key, **params):
        return translate(key, lang, **params)
    return say


def status(say, s, running=None) -> str:
    return table_texts(say, s, ["A", "B", "C"], 0, 0, running=running).status


def next_word(say) -> str:
    """The words of the plain status line around its scoring ("next:")."""
    parts = say("speedtycoon_play.table.status", bag="", scoring="\0", turn="").split("·")
    return next(part for part in parts if "\0" in part).replace("\0", "")


def parts(line: str) -> list[str]:
    """The line's parts (the turn, the bag, the scoring), each as a player reads it."""
    return [part.strip() for part in line.split("·")]


#: The bag's count in the line with one building left, as a player reads it.
ONE_LEFT = {"de": "Noch 1 Gebäude im Beutel", "en": "1 building left in the bag",
            "ru": "Зданий в мешке: 1"}


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_the_last_building_in_the_bag_is_counted_as_one(lang):
    """speedleft's play-test (en 1366x768), turn 107: "1 buildings left in the bag"."""
    s = new_game(3, 1)
    del s.bag[1:]
    line = status(sayer(lang), s)
    assert ONE_LEFT[lang] in parts(line), line
    s.bag.append(s.bag[0])
    two = translate("speedtycoon_play.table.bag", lang, count=2)
    assert "2" in two and two in parts(status(sayer(lang), s))


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
@pytest.mark.parametrize("number", [1, 2, 3])
def test_while_a_scoring_holds_the_table_the_line_says_it_is_on_now(lang, number):
    say = sayer(lang)
    s = new_game(3, 1)
    s.scorings = number  # the rules count it as done when its sheet goes up
    line = status(say, s, SCORING_NAMES[number])
    assert say(SCORING_KEYS[number]) in line, line
    assert next_word(say).strip() not in line, line


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
@pytest.mark.parametrize(("done", "named", "called_next"), [(1, 2, True), (3, 3, False)])
def test_outside_a_scoring_the_line_calls_only_a_coming_one_next(lang, done, named, called_next):
    """Between scorings the line names the next one; after the IPO (the review's last
    position, no sheet up) the IPO still is not "next"."""
    say = sayer(lang)
    s = new_game(3, 1)
    s.scorings = done
    line = status(say, s)
    assert say(SCORING_KEYS[named]) in line, line
    assert (next_word(say).strip() in line) is called_next, line


def test_the_table_under_a_scoring_s_sheet_says_that_scoring_is_on(app):
    board = first_scoring(app, (PERSON, ROBO, FRIEND))
    name = board.pauses[0].done.scoring
    number = SCORING_BY_NAME[name]
    line = board.texts(0, 0).status
    assert app.tr(SCORING_KEYS[number]) in line, line
    assert next_word(app.tr).strip() not in line, line
