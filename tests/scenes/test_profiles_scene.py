"""The Profiles screen: create, rename, switch and delete the way a player does, with clicks and
typing on the real widgets."""

from __future__ import annotations

import pygame

from game.core.setup import GameSetup, Seat
from game.scenes.confirm_dialog import ConfirmScene
from game.scenes.name_prompt import NamePromptScene
from game.scenes.player_files import player_files
from game.scenes.profiles_scene import ProfilesScene
from tests.support.drawn import shown
from tests.support.press import tab_to, type_text


def open_profiles(app) -> ProfilesScene:
    scene = app.scenes.push(ProfilesScene(app))
    app.run_frames(2)
    return scene


def test_a_first_profile_is_created_by_typing_its_name_and_pressing_enter(app):
    scene = open_profiles(app)
    app.click(scene.new_button)
    prompt = app.scenes.top
    assert isinstance(prompt, NamePromptScene)
    assert not prompt.buttons["ok"].is_enabled
    type_text(app, "  Anna ")
    app.press_key(pygame.K_RETURN, frames=2)
    assert app.scenes.top is scene
    current = player_files(app).current
    assert current.name == "Anna"
    assert current.language == "en"
    assert list(scene.rows) == [current.id]


def test_a_taken_name_is_refused_while_typing_and_says_why(app):
    player_files(app).profiles.create("Anna", "en")
    scene = open_profiles(app)
    app.click(scene.new_button)
    prompt = app.scenes.top
    type_text(app, "ANNA")
    assert shown(prompt.reason) == "There is already a profile called “Anna”."
    assert not prompt.buttons["ok"].is_enabled
    type_text(app, "-B")
    assert shown(prompt.reason) == ""
    app.click(prompt.buttons["ok"])
    assert sorted(p.name for p in player_files(app).profiles.profiles()) == ["ANNA-B", "Anna"]


def test_characters_the_font_draws_with_no_width_are_not_typed_and_do_not_crash(app):
    scene = open_profiles(app)
    app.click(scene.new_button)
    prompt = app.scenes.top
    type_text(app, "\u200b\u00ad\ufeff\u2060\x00\ud800")
    assert prompt.entry.get_text() == ""
    type_text(app, "Zo\u0308\u200be")
    assert prompt.entry.get_text() == "Zo\u0308e"
    app.press_key(pygame.K_RETURN, frames=2)
    assert player_files(app).current.name == "Zöe"


def test_a_name_of_25_characters_is_refused_with_the_limit(app):
    scene = open_profiles(app)
    app.click(scene.new_button)
    prompt = app.scenes.top
    type_text(app, "x" * 25)
    assert "at most 24" in shown(prompt.reason)
    assert not prompt.buttons["ok"].is_enabled


def test_one_click_switches_the_player_and_their_language(app):
    files = player_files(app)
    files.profiles.create("Anna", "en")
    ben = files.profiles.create("Ben", "de")
    anna = files.profiles.select(files.profiles.profiles()[0].id)
    scene = open_profiles(app)
    assert scene.rows[anna.id].is_selected
    app.click(scene.rows[ben.id])
    assert files.current.id == ben.id
    assert app.settings.language == "de"
    assert app.scenes.top.rows[ben.id].is_selected


def test_renaming_keeps_the_record_and_the_last_setup(app):
    files = player_files(app)
    anna = files.profiles.create("Anna", "en")
    setup = GameSetup("tycoon", 3, (Seat("human", "Anna", "red"), Seat("human", "B", "blue")))
    files.profiles.remember_setup(anna.id, setup)
    scene = open_profiles(app)
    app.click(scene.rename_button)
    prompt = app.scenes.top
    assert prompt.entry.get_text() == "Anna"
    type_text(app, "Annika")
    app.click(prompt.buttons["ok"])
    renamed = files.profiles.get(anna.id)
    assert renamed.name == "Annika"
    assert renamed.last_setup_for("tycoon") == setup


def test_delete_asks_first_and_keep_keeps_everything(app):
    files = player_files(app)
    anna = files.profiles.create("Anna", "en")
    scene = open_profiles(app)
    app.click(scene.delete_button)
    confirm = app.scenes.top
    assert isinstance(confirm, ConfirmScene)
    app.click(confirm.buttons["keep"])
    assert files.profiles.get(anna.id).name == "Anna"


def test_deleting_a_profile_removes_its_saves_and_switches_to_another(app):
    files = player_files(app)
    anna = files.profiles.create("Anna", "en")
    ben = files.profiles.create("Ben", "en")
    files.switch(anna.id)
    saves_folder = files.saves(anna.id).folder
    saves_folder.mkdir(parents=True)
    (saves_folder / "slot-0123456789ab.json").write_text("{}", "utf-8")
    scene = open_profiles(app)
    app.click(scene.delete_button)
    app.click(app.scenes.top.buttons["confirm"])
    assert [p.id for p in files.profiles.profiles()] == [ben.id]
    assert files.current.id == ben.id
    assert not saves_folder.exists()


def test_a_damaged_profile_file_is_shown_with_its_name_and_the_others_still_work(app):
    files = player_files(app)
    anna = files.profiles.create("Anna", "en")
    bad = app.paths.profiles_dir / "badbadbadbad.json"
    bad.write_bytes(b'{"version": 1, "name": "Bo')
    files.profiles.reload()
    scene = open_profiles(app)
    assert list(scene.rows) == [anna.id]
    assert "badbadbadbad.json" in scene.bad_box.html_text
    app.click(scene.rows[anna.id])
    assert bad.read_bytes() == b'{"version": 1, "name": "Bo'


def test_the_screen_follows_a_language_switch(app):
    files = player_files(app)
    anna = files.profiles.create("Anna", "en")
    files.profiles.record_result(
        anna.id, "tycoon", game_uid="a" * 12, won=True, score=70, opponent_levels=["hard"]
    )
    scene = open_profiles(app)
    app.click(scene.language.buttons["de"])
    assert files.profiles.get(anna.id).language == "de"
    assert "Gegen Schwer: 1 von 1 gewonnen" in app.scenes.top.record_box.html_text


def test_a_language_chosen_in_settings_stays_with_the_playing_profile(app):
    files = player_files(app)
    anna = files.profiles.create("Anna", "en")
    files.remember_language("de")
    assert files.profiles.get(anna.id).language == "de"


def test_delete_after_a_language_switch_clears_the_selected_old_name(app):
    """The old name starts selected; a language switch redraws the field, and Delete then
    still removes the selection (pygame-gui's redrawn field had forgotten it and raised)."""
    player_files(app).profiles.create("Anna", "en")
    scene = open_profiles(app)
    app.click(scene.rename_button)
    prompt = app.scenes.top
    app.set_language("de")
    app.run_frames(1)
    app.press_key(pygame.K_DELETE)
    assert prompt.entry.get_text() == ""


def test_the_new_profile_name_field_says_what_it_asks_for(app):
    """A bare box under "New profile" had no label (play-test): it is named, above the box,
    in every language."""
    scene = open_profiles(app)
    app.click(scene.new_button)
    prompt = app.scenes.top
    label, entry = prompt.label.get_abs_rect(), prompt.entry.get_abs_rect()
    assert label.bottom <= entry.top and label.left == entry.left, "the label stands above"
    assert prompt.label.visible
    for language, word in (("en", "Name"), ("de", "Name"), ("ru", "Имя")):
        app.set_language(language)
        assert shown(prompt.label) == word


def test_started_in_another_language_the_screen_lights_the_language_it_speaks(tmp_path):
    """`--lang en` over a profile saved in German: the screen spoke English and lit "Deutsch"
    (the saved language, not the one in use), and a click on "English" did nothing."""
    from game.app import App

    first = App.headless(tmp_path / "user", language="de")
    files = player_files(first)
    files.switch(files.profiles.create("Clara", "de").id)
    first.close()
    app = App.headless(tmp_path / "user", language="en")  # as `--lang en`
    try:
        app.run_frames(1)
        assert player_files(app).current.language == "de", "the saved language stays"
        scene = open_profiles(app)
        lit = [language for language, button in scene.language.buttons.items()
               if button.is_selected]
        assert lit == ["en"]
        app.click(scene.language.buttons["de"])
        assert app.settings.language == "de"
        assert app.scenes.top.language.buttons["de"].is_selected
    finally:
        app.close()


def test_the_keyboard_alone_switches_the_record_and_picks_a_language(app, monkeypatch):
    """The screen was mouse-only (titleprof's report): Tab walks it in screen order, Enter and
    Space press, and the focus stays on the pressed button as the screen is built again."""
    from game.scenes.profiles_scene import record_games

    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (5, 5))
    files = player_files(app)
    files.switch(files.profiles.create("Anna", "en").id)
    files.profiles.create("Ben", "en")
    scene = open_profiles(app)
    app.press_key(pygame.K_TAB)
    assert scene.ring.current is next(iter(scene.rows.values())), "the list comes first"
    other = next(game for game in record_games(files.current) if game != scene.record_game)
    tab_to(app, scene, scene.games.buttons[other])
    assert "#focus_ring" in scene.games.buttons[other].object_ids
    app.press_key(pygame.K_RETURN, frames=2)
    assert scene.record_game == other and scene.games.buttons[other].is_selected
    assert scene.ring.current is scene.games.buttons[other], "the focus stays after the rebuild"
    for kind in (pygame.KEYDOWN, pygame.KEYUP):  # Shift-Tab back to the language row
        pygame.event.post(pygame.event.Event(kind, key=pygame.K_TAB, mod=pygame.KMOD_SHIFT,
                                             unicode="", scancode=0))
    app.run_frames(1)
    assert scene.ring.current in scene.language.buttons.values() or \
        scene.ring.current in scene.games.buttons.values()
    tab_to(app, scene, scene.language.buttons["de"])
    app.press_key(pygame.K_SPACE, frames=2)
    assert app.settings.language == "de"
    assert files.profiles.get(files.current.id).language == "de"
    assert scene.ring.current is scene.language.buttons["de"]
    assert scene.language.buttons["de"].is_selected
    tab_to(app, scene, scene.done)
    app.press_key(pygame.K_RETURN, frames=2)
    assert app.scenes.top is not scene
