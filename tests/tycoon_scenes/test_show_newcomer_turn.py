"""The newcomer-turn window script opens its screens in every language Tycoon speaks."""

from __future__ import annotations

import pytest

from tests.languages import TYCOON_LANGUAGES
from tests.tycoon_scenes.show_newcomer_turn import opened


@pytest.mark.parametrize("lang", TYCOON_LANGUAGES)
def test_the_hint_board_opens_in_every_language(lang):
    """Its computer's name came from a table with en and de only: ru raised KeyError."""
    from game.tycoon.scenes.board_scene import BoardScene

    app = opened("hint", lang)
    assert isinstance(app.scenes.top, BoardScene)
