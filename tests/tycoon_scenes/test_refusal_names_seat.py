"""A Tycoon refusal that names a seat names it as a sentence does, the way the payday's
Continue tip does: «Сначала решается судьба кредитов игрока «Синий».», "… von Blau …". It
used the shown name with the level, «игрока Синий (лёгкий)» (a bracket inside the sentence,
the colour in no case), when a person pressed a button while a computer's loans waited."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from game.core.i18n import load_translations
from game.core.paths import locales_dir
from game.core.setup import Seat
from game.tycoon.scenes.human_turn import HumanTurn
from game.tycoon.view.texts import Texts

SEATS = [Seat("human", "Anna", "red"), Seat("computer", "", "blue", "easy")]
WAITS = ("tycoon_board.why.payday_decisions", {"seat": 1})


@pytest.fixture(scope="module", autouse=True)
def translations():
    load_translations(locales_dir())


@pytest.mark.parametrize(("lang", "named"), [
    ("de", "von Blau "), ("en", "of Blue "), ("ru", "игрока «Синий».")])
def test_a_refusal_names_a_computer_by_its_colour(lang, named):
    turn = HumanTurn(SimpleNamespace(setup=SimpleNamespace(seats=SEATS)), None, None,
                     Texts(lang))
    said = turn.explain(WAITS)
    assert named in said, said
    assert "(" not in said, f"no level in brackets inside the sentence: {said}"


def test_a_refusal_names_a_person_by_their_name():
    turn = HumanTurn(SimpleNamespace(setup=SimpleNamespace(seats=SEATS)), None, None,
                     Texts("en"))
    assert "of Anna " in turn.explain(("tycoon_board.why.payday_decisions", {"seat": 0}))
