"""Issue 30.2: the property boards' turn always waits for End turn, so Settings' "Confirm end
of turn" cannot change anything there; the screen says so under the setting, naming both games
and their End turn button, in every language (that it fits: tests/scenes/test_text_fits.py)."""

from __future__ import annotations

import pytest

from game.app import App
from game.core.i18n import LANGUAGES
from game.scenes.settings_scene import SettingsScene

GAME_NAMES = {"en": ("Kraken Bay Tycoon", "Manager"), "de": ("Kraken Bay Tycoon", "Manager"),
              "ru": ("Kraken Bay Tycoon", "«Менеджер")}


@pytest.mark.parametrize("language", LANGUAGES)
def test_settings_say_where_confirm_end_of_turn_does_not_apply(tmp_path, language):
    app = App.headless(tmp_path, language=language)
    try:
        app.scenes.push(SettingsScene(app))
        app.run_frames(1)
        notes = [element for element in app.manager.get_sprite_group().sprites()
                 if element.visible
                 and element.most_specific_combined_id.endswith("#settings_confirm_note")]
        assert len(notes) == 1, "the note is on the screen"
        shown = app.tr("app.settings.confirm_end_turn_note")
        for name in (*GAME_NAMES[language], app.tr("property_board.button.end_turn")):
            assert name in shown
    finally:
        app.close()
