"""Settings apply at once, switch the language live and are remembered on the next start."""

from __future__ import annotations

import json

import pygame
import pygame_gui

from game.app import App
from game.scenes.scene import Scene
from game.scenes.settings_scene import SettingsScene


def saved(app) -> dict:
    return json.loads(app.paths.settings_file.read_text(encoding="utf-8"))


def open_settings(app) -> SettingsScene:
    app.click(app.scenes.top.buttons["settings"])
    scene = app.scenes.top
    assert isinstance(scene, SettingsScene)
    return scene


def shown_text(button) -> str:
    return button.drawable_shape.theming["text"]


def test_switching_to_german_relabels_every_widget_at_once(app):
    title = app.scenes.top
    settings = open_settings(app)
    assert shown_text(title.buttons["settings"]) == "Settings"
    app.click(settings.language.buttons["de"])
    assert shown_text(title.buttons["settings"]) == "Einstellungen"
    assert shown_text(settings.done) == "Fertig"
    assert app.tr("app.title.quit") == "Beenden"
    assert saved(app)["language"] == "de"


def test_scenes_drawing_their_own_text_hear_the_language_change(app):
    class OwnText(Scene):
        overlay = True
        heard = 0

        def on_language_changed(self):
            self.heard += 1

    below = app.scenes.push(OwnText(app))
    app.scenes.push(SettingsScene(app))
    app.click(app.scenes.top.language.buttons["de"])
    assert below.heard == 1


def test_the_chosen_language_is_there_on_the_next_start(app, tmp_path):
    app.click(open_settings(app).language.buttons["de"])
    app.close()
    again = App.headless(app.paths.config_dir.parent, language=None)
    try:
        assert again.settings.language == "de"
        assert shown_text(again.scenes.top.buttons["settings"]) == "Einstellungen"
    finally:
        again.close()


def test_animation_speed_and_end_turn_confirmation_are_saved_when_clicked(app):
    settings = open_settings(app)
    app.click(settings.speed.buttons["instant"])
    app.click(settings.confirm.buttons["off"])
    assert saved(app)["animation_speed"] == "instant"
    assert saved(app)["confirm_end_turn"] is False
    assert app.settings.animation_duration(0.5) == 0.0
    assert settings.speed.buttons["instant"].is_selected
    assert not settings.speed.buttons["normal"].is_selected


def test_undo_against_computers_can_be_switched_off_and_is_saved(app):
    settings = open_settings(app)
    assert settings.undo.value == "on"
    app.click(settings.undo.buttons["off"])
    assert saved(app)["undo_vs_computers"] is False
    assert app.settings.undo_vs_computers is False


def test_volume_sliders_apply_at_once_and_are_saved_on_leaving(app):
    settings = open_settings(app)
    for slider, value in ((settings.music, 20), (settings.effects, 45)):
        slider.set_current_value(value)
        pygame.event.post(pygame.event.Event(
            pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, ui_element=slider, value=value))
    app.run_frames(1)
    assert (app.settings.music_volume, app.settings.effects_volume) == (20, 45)
    assert settings.music_value.text == "app.settings.percent"
    assert settings.music_value.text_kwargs == {"value": "20"}
    app.click(settings.done)
    assert (saved(app)["music_volume"], saved(app)["effects_volume"]) == (20, 45)


def test_fullscreen_choice_is_remembered(app):
    app.click(open_settings(app).display.buttons["fullscreen"])
    assert saved(app)["fullscreen"] is True


def test_f11_toggles_fullscreen_and_remembers_it(app):
    app.press_key(pygame.K_F11)
    assert saved(app)["fullscreen"] is True
    app.press_key(pygame.K_F11)
    assert saved(app)["fullscreen"] is False


def test_the_settings_screen_shows_the_current_values(app):
    app.settings.animation_speed = "fast"
    app.settings.confirm_end_turn = False
    app.settings.music_volume = 35
    settings = open_settings(app)
    assert settings.speed.value == "fast"
    assert settings.confirm.value == "off"
    assert settings.music.get_current_value() == 35
    assert settings.music_value.text_kwargs == {"value": "35"}


def test_clicking_the_chosen_option_keeps_it_shown_as_chosen(app):
    """Play-test 11 (new game, ru 1280x800): a click on the option already chosen (Off of the
    time limit, a seat's level, the language here) drew it like the others, so the row showed
    no choice at all; pygame-gui draws a button "normal" when a press on it ends."""
    settings = open_settings(app)
    chosen = settings.language.buttons[app.settings.language]
    app.click(chosen)
    assert chosen.drawable_shape.active_state.state_id == "selected"
    other = next(b for lang, b in settings.language.buttons.items()
                 if lang != app.settings.language)
    app.click(other)
    assert chosen.drawable_shape.active_state.state_id == "normal"
    assert other.drawable_shape.active_state.state_id == "selected"


def test_the_display_row_shows_the_mode_the_window_is_in(app):
    """speedleft4's play-test (ru 1280x800, started with --fullscreen): Settings lit "Window",
    the saved choice, over a fullscreen app, and a click on it did nothing (the row takes no
    click on its chosen option). It shows the session's mode, and Window then leaves
    fullscreen."""
    app.fullscreen = True  # as `--fullscreen` opens it; the saved setting still says window
    assert app.settings.fullscreen is False
    settings = open_settings(app)
    assert settings.display.value == "fullscreen"
    app.click(settings.display.buttons["window"])
    assert app.fullscreen is False and saved(app)["fullscreen"] is False
