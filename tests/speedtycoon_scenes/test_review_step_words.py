"""A reviewed plan names a building's cell by where it is, not by a mark (speedleft's
play-test, en 1366x768): swing 1 said "Anna chose: build on the marked cell, 2 cells left of
the headquarters", and the review's table marked no cell; the hint's words point at the cell
it lights, the review's table lights none (a plan's later steps stand on positions not shown
at all). A placement and a demolition read "build 2 cells left of the headquarters", "demolish
the building …" in every language."""

from __future__ import annotations

import random

import pytest

from game.core.i18n import translate
from game.core.setup import GameSetup
from game.speedtycoon import rules
from game.speedtycoon.rules import actions as act
from game.speedtycoon.scenes import words
from game.speedtycoon.scenes.review_board import SpeedtycoonReviewBoard
from tests.speedtycoon_scenes.test_clicking import FRIEND, PERSON

#: The hint's word for its mark on the table, in each language.
MARKED = {"en": "marked", "de": "markiert", "ru": "отмеч"}


def first(kind, seed: int = 4):
    """A two-seat game played by random legal moves until a move of `kind` is legal: the
    state and that move."""
    s = rules.new_game(2, seed, {"game_type": "classic"})
    rng = random.Random(seed)
    for _ in range(2000):
        found = [a for a in s.legal_actions() if isinstance(a, kind)]
        if found:
            return s, found[0]
        s.apply(rng.choice(s.legal_actions()))
    raise AssertionError(f"no {kind.__name__} came")


@pytest.mark.parametrize("language", ["de", "en", "ru"])
@pytest.mark.parametrize("kind", [act.Place, act.Demolish], ids=["place", "demolish"])
def test_a_reviewed_step_on_a_cell_names_the_cell_without_a_mark(app, language, kind):
    def say(key, **params):
        return translate(key, language, **params)

    setup = GameSetup("speedtycoon", 4, (PERSON, FRIEND), {"game_type": "classic"})
    board = SpeedtycoonReviewBoard(setup, say, language)
    s, move = first(kind)
    said = board.plan_words(s, s.current_player, [str(move)])
    assert len(said) == 1 and "speedtycoon_play" not in said[0]
    assert words.where(say, move.x, move.y) in said[0], "the cell, counted from the HQ"
    assert MARKED[language] not in said[0].lower(), f"a mark the review does not draw: {said}"
