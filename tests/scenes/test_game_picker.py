"""The title's game picker: with one game the title goes straight on; with a second game that
has screens, New game and How to play ask which game, Load names the game of each save and
the profile shows a record per game."""

from __future__ import annotations

import dataclasses

import pygame
import pytest
from pygame_gui.core.utility import translate

from game import games
from game.core.saves import new_game_uid
from game.core.setup import GameSetup, Seat
from game.scenes.game_picker import GamePickerScene
from game.scenes.load_scene import LoadScene, entry_details, entry_title
from game.scenes.player_files import player_files
from game.scenes.profiles_scene import record_games, record_html
from game.scenes.scene import Scene
from game.scenes.title_entries import TITLE_ENTRIES
from tests.core import counting_game


class CountingNewGame(Scene):
    """Stands in for a second game's new-game screen."""


class CountingHowTo(Scene):
    """Stands in for a second game's how-to."""


SECOND = dataclasses.replace(
    counting_game.ENTRY,
    name_key="app.title.settings",  # any real text: the button shows a name
    new_game_scene="tests.scenes.test_game_picker:CountingNewGame",
    howto_scene="tests.scenes.test_game_picker:CountingHowTo",
)


def leave_tycoon_alone(monkeypatch) -> None:
    """Take the collection's other games with screens out of the registry for one test."""
    for game_id in [game_id for game_id in games.GAMES if game_id != "tycoon"]:
        if games.GAMES[game_id].has_screens:
            monkeypatch.delitem(games.GAMES, game_id)


@pytest.fixture(autouse=True)
def tycoon_alone(monkeypatch):
    """These tests are about one game, or one plus the second game they add themselves."""
    leave_tycoon_alone(monkeypatch)


@pytest.fixture
def second_game(monkeypatch):
    monkeypatch.setitem(games.GAMES, "counting", SECOND)


def open_title_entry(app, entry_id: str):
    [entry] = [entry for entry in TITLE_ENTRIES if entry.id == entry_id]
    scene = app.scenes.push(entry.scene_class()(app))
    app.run_frames(2)
    return scene


def test_with_one_game_how_to_play_goes_straight_to_its_pages(app):
    assert [entry.id for entry in games.playable_games()] == ["tycoon"]
    assert type(open_title_entry(app, "how_to_play")).__name__ == "HowToPlayScene"


def test_a_rules_only_game_is_not_offered(app, monkeypatch):
    monkeypatch.setitem(games.GAMES, "counting", counting_game.ENTRY)
    assert not counting_game.ENTRY.has_screens
    assert type(open_title_entry(app, "new_game")).__name__ == "NewGameScene"


def test_with_a_second_game_new_game_asks_which_and_opens_that_games_screen(app, second_game):
    picker = open_title_entry(app, "new_game")
    assert isinstance(picker, GamePickerScene)
    assert list(picker.game_buttons) == ["tycoon", "counting"]
    assert translate(picker.game_buttons["tycoon"].text) == "Tycoon"
    app.click(picker.game_buttons["counting"])
    assert isinstance(app.scenes.top, CountingNewGame)
    app.scenes.pop()
    picker = open_title_entry(app, "new_game")
    app.click(picker.game_buttons["tycoon"])
    assert type(app.scenes.top).__name__ == "NewGameScene"


def test_the_picker_works_with_the_arrow_keys_and_enter(app, second_game):
    picker = open_title_entry(app, "new_game")
    app.press_key(pygame.K_DOWN)
    assert picker.game_buttons["tycoon"].is_selected
    app.press_key(pygame.K_DOWN)
    assert picker.game_buttons["counting"].is_selected
    assert not picker.game_buttons["tycoon"].is_selected
    app.press_key(pygame.K_RETURN, frames=2)
    assert isinstance(app.scenes.top, CountingNewGame)


def test_with_a_second_game_how_to_play_asks_which_and_esc_goes_back(app, second_game):
    title = app.scenes.top
    picker = open_title_entry(app, "how_to_play")
    app.click(picker.game_buttons["counting"])
    assert isinstance(app.scenes.top, CountingHowTo)
    app.scenes.pop()
    open_title_entry(app, "how_to_play")
    app.press_key(pygame.K_ESCAPE)
    assert app.scenes.top is title


def test_with_a_second_game_the_load_list_names_the_game_of_each_save(app, second_game):
    files = player_files(app)
    files.profiles.create("Anna", "en")
    setup = GameSetup("counting", 1, (Seat("human", "Anna", "red"),
                                      Seat("computer", "Robo", "blue", "easy")))
    state = counting_game.new_game(2, 1, {})
    entry = files.saves().save_slot("Evening", setup, [], state, game_uid=new_game_uid())
    assert entry_title(app, entry) == ("saves.ui.game_name",
                                       {"game": "Settings", "name": "Evening"})
    assert "Session 1, round 1" in entry_details(app, entry)
    app.scenes.push(LoadScene(app))
    app.run_frames(2)


def test_the_profile_shows_a_record_per_game_in_its_unit_and_per_level(app, second_game):
    files = player_files(app)
    anna = files.profiles.create("Anna", "en")
    files.profiles.record_result(anna.id, "tycoon", game_uid="a" * 12, won=True, score=70,
                                 opponent_levels=["hard"])
    profile = files.profiles.get(anna.id)
    assert record_games(profile) == ["tycoon", "counting"]
    tycoon, places = record_html(app, profile, "tycoon")
    counting, _ = record_html(app, profile, "counting")
    assert "Most money: 70\u00a0M" in tycoon and places == ""
    assert "Against Hard: 1 of 1 won" in tycoon
    assert "No finished game yet." in counting


def test_with_a_second_game_continue_names_the_game_it_resumes(app, second_game):
    files = player_files(app)
    files.profiles.create("Anna", "en")
    setup = GameSetup("counting", 1, (Seat("human", "Anna", "red"),
                                      Seat("computer", "Robo", "blue", "easy")))
    files.saves().autosave(setup, [], counting_game.new_game(2, 1, {}), game_uid=new_game_uid())
    title = app.scenes.top
    title.resume()
    button = title.buttons["continue"]
    assert button.is_enabled
    assert button.tool_tip_text == "saves.ui.continue_tip"
    assert button.tool_tip_text_kwargs == {"game": "Settings", "where": "Session 1, round 1"}


def test_with_one_game_continue_has_no_tooltip(app):
    files = player_files(app)
    files.profiles.create("Anna", "en")
    setup = GameSetup("tycoon", 1, (Seat("human", "Anna", "red"),
                                    Seat("computer", "Robo", "blue", "easy")))
    from game.tycoon.rules import new_game as tycoon_game

    files.saves().autosave(setup, [], tycoon_game(2, 1), game_uid=new_game_uid())
    title = app.scenes.top
    title.resume()
    assert title.buttons["continue"].is_enabled
    assert title.buttons["continue"].tool_tip_text is None


def test_tab_walks_the_picker_as_the_arrows(app, second_game):
    """Tab went nowhere in the picker (tipkeys, keyboard play in a real window)."""
    picker = open_title_entry(app, "new_game")
    app.press_key(pygame.K_TAB)
    assert picker.game_buttons["tycoon"].is_selected
    app.press_key(pygame.K_TAB)
    assert picker.game_buttons["counting"].is_selected
    app.press_key(pygame.K_RETURN, frames=2)
    assert isinstance(app.scenes.top, CountingNewGame)


def point_at(app, monkeypatch, button) -> None:
    """The pointer moves onto `button`: the window's pixel under its centre, as pygame reports
    it, and the motion event a window sends."""
    where = app.canvas.to_window(button.get_abs_rect().center)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: where)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=where, rel=(1, 0),
                                         buttons=(0, 0, 0)))
    app.run_frames(3)


def test_one_entry_is_lit_the_last_one_moved_to_by_key_or_pointer(app, second_game,
                                                                   monkeypatch):
    """With the keys' focus on one game and the pointer resting on the other, both were lit
    (en, 1366x768): the keys' move takes the light from the entry under the resting pointer,
    the pointer's move takes it from the keys' entry, and Enter opens the lit one."""
    picker = open_title_entry(app, "new_game")
    buttons = picker.game_buttons

    def lit() -> list[str]:
        return [game for game, button in buttons.items() if button.is_selected or button.hovered]

    point_at(app, monkeypatch, buttons["counting"])
    assert lit() == ["counting"]
    app.press_key(pygame.K_DOWN, frames=2)
    assert lit() == ["tycoon"], "the keys moved last"
    point_at(app, monkeypatch, buttons["counting"])
    assert lit() == ["counting"], "the pointer moved last"
    app.press_key(pygame.K_RETURN, frames=2)
    assert isinstance(app.scenes.top, CountingNewGame), "Enter: the lit game"
