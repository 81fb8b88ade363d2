"""The title menu: what works opens, what does not exist yet says so, Esc asks first."""

from __future__ import annotations

import pygame
import pytest

from game import __version__
from game.app import App
from game.core.i18n import tr
from game.scenes import title as title_module
from game.scenes.player_files import player_files
from game.scenes.title_entries import TITLE_ENTRIES, TitleEntry


def test_the_menu_offers_every_promised_entry_in_order(app):
    assert list(app.scenes.top.buttons) == [
        "new_game", "continue", "load", "profiles", "settings", "how_to_play", "quit"]


def test_entries_that_cannot_be_used_are_disabled_and_explain_why(app):
    buttons = app.scenes.top.buttons
    for entry in TITLE_ENTRIES:
        button = buttons[entry.id]
        check = entry.ready_check() if entry.scene else None
        if entry.scene is None:
            assert not button.is_enabled
            assert button.tool_tip_text == entry.soon_tip
            assert tr(entry.soon_tip) != entry.soon_tip
        elif check is not None and not check(app):
            assert not button.is_enabled
            assert button.tool_tip_text == entry.not_ready_tip
            assert tr(entry.not_ready_tip) != entry.not_ready_tip
        else:
            assert button.is_enabled


def test_a_disabled_entry_shows_its_tooltip_on_hover(app, monkeypatch):
    button = next(b for b in app.scenes.top.buttons.values() if not b.is_enabled)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: button.rect.center)
    app.run_frames(90)  # 1.5 s of hovering; the theme's delay is 1 s
    assert button.tool_tip is not None


def test_clicking_a_disabled_entry_opens_nothing(app):
    title = app.scenes.top
    disabled = [b for b in title.buttons.values() if not b.is_enabled]
    for button in disabled:
        app.click(button)
    assert app.scenes.top is title
    assert len(app.scenes) == 1


def test_enabling_a_feature_is_one_entry_with_a_scene(app, monkeypatch):
    entries = (TitleEntry("new_game", "app.title.new_game",
                          "game.scenes.settings_scene:SettingsScene"),)
    monkeypatch.setattr(title_module, "TITLE_ENTRIES", entries)
    app.back_to_title()
    button = app.scenes.top.buttons["new_game"]
    assert button.is_enabled
    app.click(button)
    assert type(app.scenes.top).__name__ == "SettingsScene"


def test_an_entry_that_is_not_ready_is_disabled_with_its_reason(app, monkeypatch):
    entries = (TitleEntry("continue", "app.title.continue",
                          "game.scenes.settings_scene:SettingsScene",
                          ready="operator:not_", not_ready_tip="app.title.not_ready"),)
    monkeypatch.setattr(title_module, "TITLE_ENTRIES", entries)  # not_(app) is False
    app.back_to_title()
    button = app.scenes.top.buttons["continue"]
    assert not button.is_enabled
    assert button.tool_tip_text == "app.title.not_ready"


def test_an_entry_that_is_ready_is_enabled(app, monkeypatch):
    entries = (TitleEntry("continue", "app.title.continue",
                          "game.scenes.settings_scene:SettingsScene", ready="builtins:bool"),)
    monkeypatch.setattr(title_module, "TITLE_ENTRIES", entries)  # bool(app) is True
    app.back_to_title()
    assert app.scenes.top.buttons["continue"].is_enabled


def test_settings_opens_from_the_title_and_esc_comes_back(app):
    title = app.scenes.top
    app.click(title.buttons["settings"])
    assert type(app.scenes.top).__name__ == "SettingsScene"
    app.press_key(pygame.K_ESCAPE)
    assert app.scenes.top is title


def test_esc_on_the_title_asks_before_quitting(app):
    app.running = True
    app.press_key(pygame.K_ESCAPE)
    assert type(app.scenes.top).__name__ == "QuitConfirmScene"
    assert app.running
    app.press_key(pygame.K_ESCAPE)
    assert type(app.scenes.top).__name__ == "TitleScene"
    assert app.running


def test_confirming_quit_ends_the_app(app):
    app.running = True
    app.click(app.scenes.top.buttons["quit"])
    confirm = app.scenes.top
    assert type(confirm).__name__ == "QuitConfirmScene"
    app.click(confirm.buttons["quit"])
    assert not app.running


def test_enter_on_the_quit_question_quits_and_tab_reaches_stay(app):
    """The quit question is the shared question dialog: Quit has the focus, Tab moves it."""
    app.running = True
    app.press_key(pygame.K_ESCAPE)
    app.press_key(pygame.K_TAB)
    app.press_key(pygame.K_RETURN)
    assert type(app.scenes.top).__name__ == "TitleScene" and app.running, "Tab, Enter: Stay"
    app.press_key(pygame.K_ESCAPE)
    app.press_key(pygame.K_RETURN)
    assert not app.running


def test_staying_closes_only_the_question(app):
    app.running = True
    app.press_key(pygame.K_ESCAPE)
    app.click(app.scenes.top.buttons["stay"])
    assert type(app.scenes.top).__name__ == "TitleScene"
    assert app.running


def test_the_title_names_the_installed_version_for_bug_reports(app):
    from importlib.metadata import version

    assert version("tycoon") == __version__, "pyproject.toml reads game.__version__"
    labels = [element for element in app.scenes.top.container.elements
              if getattr(element, "text", None) == "app.title.version"]
    assert len(labels) == 1
    assert labels[0].text_kwargs == {"version": __version__}


def test_arrow_keys_and_enter_work_the_menu_without_a_mouse(app, monkeypatch):
    from tests.scenes.test_game_picker import leave_tycoon_alone

    leave_tycoon_alone(monkeypatch)
    title = app.scenes.top
    usable = [entry_id for entry_id, b in title.buttons.items() if b.is_enabled]
    app.press_key(pygame.K_DOWN)
    assert title.buttons[usable[0]].is_selected
    app.press_key(pygame.K_UP)
    assert title.buttons[usable[-1]].is_selected
    assert not title.buttons[usable[0]].is_selected
    app.press_key(pygame.K_DOWN)
    app.press_key(pygame.K_RETURN, frames=2)
    assert usable[0] == "new_game"
    assert type(app.scenes.top).__name__ == "NewGameScene", "one game: straight to its screen"
    assert not any(button.is_selected for button in title.buttons.values())


def test_the_title_names_who_is_playing_and_follows_a_switch(app):
    files = player_files(app)
    anna = files.profiles.create("Anna", "en")
    files.profiles.create("Bert", "en")
    files.switch(anna.id)
    app.back_to_title()
    chip = app.scenes.top.player_chip
    assert chip.visible and chip.text_kwargs == {"name": "Anna"}
    app.click(chip)
    assert type(app.scenes.top).__name__ == "ProfilesScene"
    bert = next(p for p in files.profiles.profiles() if p.name == "Bert")
    files.switch(bert.id)
    app.press_key(pygame.K_ESCAPE)
    assert type(app.scenes.top).__name__ == "TitleScene"
    assert app.scenes.top.player_chip.text_kwargs == {"name": "Bert"}


def test_the_playing_profile_speaks_its_own_language_at_the_next_start(app):
    files = player_files(app)
    files.switch(files.profiles.create("Clara", "de").id)
    app.close()
    again = App.headless(app.paths.config_dir.parent, language=None)
    try:
        assert again.settings.language == "de"
        again.set_language("en")
        assert player_files(again).current.language == "en"
    finally:
        again.close()


def test_tab_walks_the_menu_as_the_arrows_and_opens_the_entrys_tip(app, monkeypatch):
    """Tab is a keyboard player's first key: it went nowhere on the title; and the focused
    entry's tip (Continue's game, Rematch's players) opens under a resting pointer (tipkeys)."""
    from pygame_gui.elements import UITooltip

    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (5, 5))
    title = app.scenes.top
    order = list(title.buttons.values())  # greyed entries too: they say why (titleprof)
    order[1].set_tooltip("app.title.switch_profile")
    app.press_key(pygame.K_TAB)
    assert title.focused is order[0]
    app.press_key(pygame.K_TAB, frames=5)
    assert title.focused is order[1]
    tips = [s for s in app.manager.get_sprite_group().sprites() if isinstance(s, UITooltip)]
    assert [tip.parent_element for tip in tips] == [order[1]]
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=pygame.K_TAB, mod=pygame.KMOD_SHIFT,
                                             unicode="", scancode=0))
    app.run_frames(5)
    assert title.focused is order[0] and order[0].is_selected
    assert not order[1].tool_tip


def test_a_greyed_entry_is_reached_by_the_keys_and_says_why(app, monkeypatch):
    """The lead's look at the title: why Continue is greyed showed only under the pointer;
    Tab and the arrows skipped it, so a keyboard player never learned it. The keys stop on
    it, its tip opens, it wears the focus border, not the lit look of a usable entry, and
    Enter opens nothing."""
    from pygame_gui.elements import UITooltip

    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (5, 5))
    title = app.scenes.top
    greyed = title.buttons["continue"]
    assert not greyed.is_enabled, "a fresh app has no game to continue"
    app.press_key(pygame.K_TAB)
    app.press_key(pygame.K_TAB, frames=3)
    assert title.focused is greyed
    tips = [s for s in app.manager.get_sprite_group().sprites() if isinstance(s, UITooltip)]
    assert [tip.parent_element for tip in tips] == [greyed]
    assert greyed.tool_tip_text == "app.title.no_game_to_continue"
    assert not greyed.is_enabled and greyed.drawable_shape.active_state.state_id == "disabled"
    assert "#focus_ring" in greyed.object_ids
    app.press_key(pygame.K_RETURN, frames=2)
    assert app.scenes.top is title and len(app.scenes) == 1
    app.press_key(pygame.K_DOWN, frames=2)
    assert title.focused is title.buttons["load"] and title.buttons["load"].is_selected
    assert "#focus_ring" not in greyed.object_ids, "the border goes with the focus"
    app.press_key(pygame.K_UP, frames=2)
    assert title.focused is greyed


@pytest.mark.parametrize("language", ["en", "de", "ru"])
def test_a_first_profile_nobody_named_says_a_click_renames_it(app, language, monkeypatch):
    """The lead's newcomer: after a first game the title said «Играет: Игрок», a name they
    never chose, and nothing said it could be changed. A quiet line right after the name says
    so; the pointer over it still lights the chip, whose click opens Profiles; renamed, the
    line goes."""
    app.set_language(language)
    files = player_files(app)
    files.saves()  # what a first game does: the first profile, by its default name
    app.back_to_title()
    title = app.scenes.top
    chip, hint = title.player_chip, title.rename_hint
    assert chip.text_kwargs == {"name": app.tr("profiles.ui.first_profile")}
    assert hint.visible and hint.text == "app.title.rename_hint"
    assert app.tr("app.title.rename_hint") != "app.title.rename_hint"
    words = app.tr("app.title.playing_as", name=chip.text_kwargs["name"])
    assert chip.rect.x + chip.font.size(words)[0] < hint.rect.x, "after the name"
    assert chip.rect.contains(hint.rect), "inside what a click opens Profiles from"
    assert hint.font.size(app.tr("app.title.rename_hint"))[0] <= hint.rect.width, "whole"
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: hint.rect.center)
    app.run_frames(3)
    assert chip.hovered
    app.click(chip)
    assert type(app.scenes.top).__name__ == "ProfilesScene"
    files.profiles.rename(files.current.id, "Mara")
    app.press_key(pygame.K_ESCAPE)
    assert app.scenes.top is title
    assert chip.text_kwargs == {"name": "Mara"} and not hint.visible


def test_tab_reaches_the_player_chip_after_the_menu_and_enter_opens_profiles(app, monkeypatch):
    """Tab on the title walked the menu only: «Играет: …», the way to the Profiles screen,
    was the mouse's alone (titleprof's report). It comes after the menu, lit as under the
    pointer, its tip open, and Enter opens the profiles as a click does."""
    from pygame_gui.elements import UITooltip

    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (5, 5))
    files = player_files(app)
    files.switch(files.profiles.create("Anna", "en").id)
    app.back_to_title()
    title = app.scenes.top
    chip = title.player_chip
    for _ in title.buttons:
        app.press_key(pygame.K_TAB)
    assert title.focused is list(title.buttons.values())[-1]
    app.press_key(pygame.K_TAB, frames=3)
    assert title.focused is chip and chip.is_selected
    tips = [s for s in app.manager.get_sprite_group().sprites() if isinstance(s, UITooltip)]
    assert [tip.parent_element for tip in tips] == [chip]
    app.press_key(pygame.K_DOWN)
    assert title.focused is title.buttons[TITLE_ENTRIES[0].id], "the arrows keep to the menu"
    for kind in (pygame.KEYDOWN, pygame.KEYUP):  # Shift-Tab from the first entry: the chip
        pygame.event.post(pygame.event.Event(kind, key=pygame.K_TAB, mod=pygame.KMOD_SHIFT,
                                             unicode="", scancode=0))
    app.run_frames(1)
    assert title.focused is chip
    app.press_key(pygame.K_RETURN, frames=2)
    assert type(app.scenes.top).__name__ == "ProfilesScene"
    assert not chip.is_selected


def first_inked_column(surface: pygame.Surface) -> int:
    """The leftmost column with anything drawn (the chip's unlit ground and border are clear)."""
    width, height = surface.get_size()
    return next(x for x in range(width)
                if any(surface.get_at((x, y)).a > 40 for y in range(height)))


@pytest.mark.parametrize("language", ["en", "de", "ru"])
def test_the_player_chips_words_stand_clear_of_its_hover_border(app, language):
    """The chip's words began at its very edge, so its hover border touched them (titleprof's
    report); they stand in by a padding now, still in line with the tagline above."""
    app.set_language(language)
    files = player_files(app)
    files.switch(files.profiles.create("Anna", language).id)
    app.back_to_title()
    title = app.scenes.top
    chip = title.player_chip
    app.run_frames(2)
    inset = first_inked_column(chip.image)
    assert inset >= 12, f"the words start {inset} px from the border (5 before)"
    tagline = next(w for w in app.manager.get_sprite_group().sprites()
                   if "#tagline" in (getattr(w, "object_ids", None) or ()))
    tagline_ink = tagline.rect.x + first_inked_column(tagline.image)
    assert abs(chip.rect.x + inset - tagline_ink) <= 5, "in line with the tagline, as before"
