"""The name the Save game dialog offers at the Speedtycoon table: where the game stands and
today's date, never cut in the middle of a word (the slot name holds 40 characters)."""

from __future__ import annotations

import pytest

from game.core.match import Match
from game.core.save_format import MAX_SLOT_NAME
from game.core.setup import GameSetup
from game.scenes.save_dialog import save_slot_dialog
from game.speedtycoon.rules import new_game
from tests.speedtycoon_scenes.test_clicking import PERSON, ROBO


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_the_offered_name_is_whole_words(app, lang):
    """Play-test (en, 1920x1080): "Turn 5, before the Startup scoring, Dec" - the date cut."""
    app.set_language(lang)
    setup = GameSetup("speedtycoon", 1, (PERSON, ROBO), {"game_type": "classic"})
    state = new_game(2, 1)
    state.turn_no = 15
    app.scenes.push(save_slot_dialog(app, Match(setup, state, [])))
    app.run_frames(2)
    offered = app.scenes.top.entry.get_text()
    key, params = state.progress()
    where = app.tr(key, **params)
    assert len(offered) <= MAX_SLOT_NAME
    assert offered.startswith(where), (offered, where)
    rest = offered[len(where):]
    assert rest == "" or len(rest) > 6, f"the date cut: {offered!r}"
