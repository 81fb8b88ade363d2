"""Settings' undo row said "Allow undo: On" while a hot seat can never undo (everyone sees each
move, so it stands): a setting that seemed to do nothing (undo24). The row now names what it is
for — undo against computers — and a note under the rows says that with several people at one
screen every move stands, in every language, fitting the 1280x800 window (that every label
fits its widget: tests/scenes/test_text_fits.py)."""

from __future__ import annotations

import pytest

from game.app import App
from game.core.i18n import LANGUAGES
from game.scenes.settings_scene import SettingsScene

#: The words that name the computers in the row and the people in the note, per language.
COMPUTERS = {"en": "computers", "de": "Computer", "ru": "компьютер"}
PEOPLE = {"en": "several people", "de": "mehrere Menschen", "ru": "несколько человек"}


@pytest.mark.parametrize("language", LANGUAGES)
def test_settings_say_undo_is_against_computers_only(tmp_path, language):
    app = App.headless(tmp_path, language=language)
    try:
        app.scenes.push(SettingsScene(app))
        app.run_frames(1)
        shown = {element.most_specific_combined_id.rsplit("#", 1)[-1]: element
                 for element in app.manager.get_sprite_group().sprites() if element.visible}
        assert shown["settings_label_6"].text == "app.settings.undo_vs_computers"
        label = app.tr("app.settings.undo_vs_computers")
        assert COMPUTERS[language] in label, label
        note = shown["settings_undo_note"]
        assert note.text == "app.settings.undo_note"
        assert PEOPLE[language] in app.tr("app.settings.undo_note")
        assert COMPUTERS[language] in app.tr("app.settings.undo_note")
        panel = app.scenes.top.panel.get_container().get_rect()
        assert panel.contains(note.get_abs_rect()), "the note is on the card"
        done = app.scenes.top.done.get_abs_rect()
        for other in ("settings_confirm_note", "settings_hint"):
            assert not note.get_abs_rect().colliderect(shown[other].get_abs_rect()), other
        assert not note.get_abs_rect().colliderect(done), "clear of Done"
    finally:
        app.close()
