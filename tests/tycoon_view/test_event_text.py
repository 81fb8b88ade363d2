"""Every event of a whole game reads as a sentence in both languages, with names, not ids."""

from __future__ import annotations

import random

import pytest

from game.tycoon.rules import Flew, new_game
from game.tycoon.rules import events as ev
from game.tycoon.view.event_text import describe
from game.tycoon.view.texts import Texts
from tests.languages import TYCOON_LANGUAGES
from tests.tycoon_view.games import choose

SILENT = (ev.DisplayRefilled, ev.LoanDecision)


@pytest.mark.parametrize("lang", TYCOON_LANGUAGES)
def test_every_event_of_a_whole_game_reads_as_a_sentence(lang):
    texts = Texts(lang)
    rng = random.Random(8)
    state = new_game(2, 8)
    seen = set()
    while not state.is_terminal():
        for event in state.apply(choose(state, rng)):
            line = describe(event, texts, ["Anna", "Bert"])
            seen.add(type(event))
            if isinstance(event, SILENT):
                assert line is None
                continue
            assert line and "%{" not in line and "tycoon_board." not in line, (event, line)
            assert "_" not in line, f"an id leaked into {line!r}"
    assert {ev.Flew, ev.HotelBuilt, ev.Payday, ev.GameEnded} <= seen


def test_a_flight_with_stops_names_the_cities_on_the_way():
    line = describe(Flew(0, "S01", "cairo", ("hong_kong", "sydney"), False, 1), Texts("de"),
                    ["Anna"])
    assert line == "Anna fliegt über Hongkong nach Sydney"
