"""The Load screen, Continue and the save dialog, driven by clicks on the real widgets."""

from __future__ import annotations

import errno
import json
from datetime import timedelta

import pygame
import pytest
from pygame_gui.core.utility import translate

from game.core import saves as core_saves
from game.core.match import Match
from game.core.saves import new_game_uid
from game.core.setup import GameSetup, Seat
from game.scenes.confirm_dialog import ConfirmScene
from game.scenes.load_scene import ContinueScene, LoadScene
from game.scenes.notice import NoticeScene
from game.scenes.player_files import can_continue, player_files
from game.scenes.save_dialog import save_slot_dialog
from game.scenes.title import TitleScene
from tests.core import counting_game
from tests.support.wait import save_answered

SETUP = GameSetup(
    game="counting",
    seed=1,
    seats=(Seat("human", "Anna", "red"), Seat("computer", "Robo", "blue", "easy")),
)


pytestmark = pytest.mark.usefixtures("counting")


def play(*moves):
    state = counting_game.new_game(2, SETUP.seed, {})
    actions = [counting_game.Add(m) for m in moves]
    for action in actions:
        state.apply(action)
    return actions, state


def open_load(app) -> LoadScene:
    scene = app.scenes.push(LoadScene(app))
    app.run_frames(2)
    return scene


def test_loading_a_save_opens_its_board_with_the_replayed_game(app, saves):
    actions, state = play(1, 2)
    entry = saves.save_slot("Evening", SETUP, actions, state, game_uid=new_game_uid())
    scene = open_load(app)
    [load] = scene.load_buttons
    app.click(load, frames=3)  # a frame more: the "loading" card comes first
    board = app.scenes.top
    assert isinstance(board, counting_game.Board)
    assert board.loaded.state.to_dict() == state.to_dict()
    assert board.loaded.entry.path == entry.path
    assert [type(scene) for scene in app.scenes] == [TitleScene, counting_game.Board], (
        "a loaded game sits on the title, as a new game's board does")


def test_leaving_what_replaced_a_loaded_board_lands_on_the_title(app, saves):
    """The monkey's path: a loaded game ends, its result's New game replaces the board, and
    Back on that screen must show the title, not an empty window."""
    actions, state = play(1, 2)
    saves.save_slot("Evening", SETUP, actions, state, game_uid=new_game_uid())
    [load] = open_load(app).load_buttons
    app.click(load, frames=3)
    app.scenes.replace(NoticeScene(app, "saves.ui.heading", "saves.ui.none"))  # as New game does
    app.run_frames(2)
    app.press_key(pygame.K_ESCAPE)
    app.run_frames(2)
    assert isinstance(app.scenes.top, TitleScene)


def test_a_save_with_an_illegal_move_is_refused_by_name_and_the_others_still_load(app, saves):
    good = saves.save_slot("Good", SETUP, *play(1), game_uid=new_game_uid())
    bad = saves.save_slot("Edited", SETUP, *play(1, 1), game_uid=new_game_uid())
    data = json.loads(bad.path.read_text("utf-8"))
    data["actions"][1] = "add 7"
    bad.path.write_text(json.dumps(data), "utf-8")
    before = bad.path.read_bytes()
    scene = open_load(app)
    app.click(next(b for b, e in scene.load_buttons.items() if e.path == bad.path), frames=3)
    notice = app.scenes.top
    assert isinstance(notice, NoticeScene)
    text = translate(notice.body, **notice.params)
    assert bad.path.name in text and "move 2" in text
    app.press_key(pygame.K_RETURN, frames=2)
    assert [e.path for e in scene.load_buttons.values()] == [good.path]
    assert bad.path.read_bytes() == before
    app.click(next(iter(scene.load_buttons)), frames=3)
    assert isinstance(app.scenes.top, counting_game.Board)


def test_unreadable_files_are_listed_with_their_message(app, saves):
    saves.save_slot("Good", SETUP, *play(1), game_uid=new_game_uid())
    broken = saves.folder / "slot-0123456789ab.json"
    broken.write_bytes(b'{"format": "tycoon-collection-save", "vers')
    scene = open_load(app)
    assert len(scene.load_buttons) == 1
    [(path, what)] = [v for v in scene.delete_buttons.values() if v[0] == broken]
    assert what == broken.name
    assert broken.read_bytes().endswith(b'"vers')


def test_delete_asks_first_then_removes_the_save(app, saves):
    entry = saves.save_slot("Doomed", SETUP, *play(1), game_uid=new_game_uid())
    scene = open_load(app)
    [delete] = scene.delete_buttons
    app.click(delete)
    assert isinstance(app.scenes.top, ConfirmScene)
    app.click(app.scenes.top.buttons["keep"])
    assert entry.path.exists()
    app.click(next(iter(scene.delete_buttons)))
    app.click(app.scenes.top.buttons["confirm"])
    assert not entry.path.exists()
    assert scene.load_buttons == {}


def test_continue_opens_the_newest_unfinished_game(app, saves):
    assert not can_continue(app)
    uid = new_game_uid()
    saves.autosave(SETUP, *play(1), game_uid=uid)
    saves.autosave(SETUP, *play(1, 2), game_uid=uid)
    assert can_continue(app)
    app.scenes.push(ContinueScene(app))
    app.run_frames(2)
    board = app.scenes.top
    assert isinstance(board, counting_game.Board)
    assert len(board.loaded.actions) == 2


def test_the_save_dialog_saves_under_the_typed_name(app, saves):
    actions, state = play(2, 2)
    app.scenes.push(save_slot_dialog(app, Match(SETUP, state, actions)))
    app.run_frames(2)
    prompt = app.scenes.top
    assert prompt.entry.get_text().startswith("Session 1, ")
    for char in "Lunch":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
    app.run_frames(2)
    app.click(prompt.buttons["ok"])
    save_answered(app)
    [entry] = saves.list_saves().entries
    assert entry.meta.name == "Lunch"
    assert entry.moves == 2


def test_a_full_disk_keeps_the_save_dialog_open_with_the_reason(app, saves, monkeypatch):
    actions, state = play(1)
    app.scenes.push(save_slot_dialog(app, Match(SETUP, state, actions)))
    app.run_frames(2)
    prompt = app.scenes.top

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("game.core.atomic.tempfile.mkstemp", full)
    app.click(prompt.buttons["ok"])
    save_answered(app)
    assert app.scenes.top is prompt
    assert translate(prompt.reason.text, **prompt.reason.text_kwargs).startswith("The disk is full")
    assert prompt.buttons["ok"].is_enabled


def test_older_autosaves_of_a_game_are_one_click_away(app, saves, monkeypatch):
    monkeypatch.setattr(core_saves, "AUTOSAVE_SPACING", timedelta(0))  # a moment apart: all kept
    uid = new_game_uid()
    for moves in ((1,), (1, 1), (1, 1, 1)):
        saves.autosave(SETUP, *play(*moves), game_uid=uid)
    scene = open_load(app)
    assert [e.moves for e in scene.load_buttons.values()] == [3]
    app.click(scene.older_button, frames=3)
    assert sorted(e.moves for e in scene.load_buttons.values()) == [1, 2, 3]
    app.click(scene.older_button, frames=3)
    assert len(scene.load_buttons) == 1


def test_the_first_game_is_saved_even_before_anyone_made_a_profile(app):
    files = player_files(app)
    assert files.current is None
    assert not can_continue(app)
    open_load(app)
    assert files.current is None
    files.saves().autosave(SETUP, *play(1), game_uid=new_game_uid())
    assert files.current.name == "Player"
    assert can_continue(app)
