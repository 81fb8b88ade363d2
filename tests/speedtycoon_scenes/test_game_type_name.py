"""The game type with every module but Blitz was called «Tycoon» in every language, beside the
Tycoon game of the same collection, and read as that game (speed23). It is "Full" / "Komplett"
/ «Полный набор» now; its saved value stays "tycoon", so a remembered set-up and a saved game
from before open as they were, under the new name."""

from __future__ import annotations

import pytest

from game.core.setup import GameSetup, Seat
from game.scenes.remembered_setup import remember_setup
from game.speedtycoon import rules
from game.speedtycoon.rules.data import GAME_TYPES
from game.speedtycoon.scenes.new_game_scene import SpeedtycoonNewGame
from tests.support.drawn import shown

NAMES = {"de": "Komplett", "en": "Full", "ru": "Полный набор"}


@pytest.mark.parametrize("lang", sorted(NAMES))
def test_a_remembered_tycoon_set_up_opens_under_the_translated_name(app, lang):
    app.set_language(lang)
    remember_setup(app, GameSetup("speedtycoon", 1, (Seat("human", "Anna", "red"),
                                                     Seat("computer", "B", "blue", "hard")),
                                  {"game_type": "tycoon", "think": "none"}))
    screen = app.scenes.push(SpeedtycoonNewGame(app))
    app.run_frames(2)
    assert screen.game_type == "tycoon" and screen.type_row.buttons["tycoon"].is_selected
    assert shown(screen.type_row.buttons["tycoon"]) == NAMES[lang]
    lit = {m for m, button in screen.modules.items() if button.is_selected}
    assert lit == set(GAME_TYPES["tycoon"])
    setup = screen.setup()
    assert setup.options["game_type"] == "tycoon", "saved as before"
    state = rules.new_game(setup.num_players, setup.seed, setup.options)
    assert set(state.to_dict()["mods"]) == set(GAME_TYPES["tycoon"])
