"""The same action has the same word on every board: German read "Rückgängig" on Tycoon's and
the property boards but "Zurück" (which is Back everywhere else) on Speedtycoon's table."""

from __future__ import annotations

import pytest

from game.core.i18n import LANGUAGES, load_translations, translate
from game.core.paths import locales_dir

#: Every board's Undo button label.
UNDO_LABELS = ("tycoon_info.buttons.undo", "speedtycoon_play.table.undo",
               "property_board.button.undo")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_board_calls_undo_by_one_word(language):
    load_translations(locales_dir())
    words = {translate(key, language) for key in UNDO_LABELS}
    assert len(words) == 1, f"{language}: {words}"
    word = words.pop()
    assert " " not in word
    assert word != translate("match.new_game.back", language), "Back is another action"
