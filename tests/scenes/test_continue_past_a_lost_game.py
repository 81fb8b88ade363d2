"""Continue when every autosave of the game played last is damaged: it opened an older game
without a word (docs/reliability.md §8). Now the notice that Continue shows past one damaged
autosave says so, naming the game it goes on with; the damaged files keep their bytes."""

from __future__ import annotations

import os

import pygame
import pytest
from pygame_gui.core.utility import translate

from game.core.saves import new_game_uid
from game.scenes.load_scene import ContinueScene
from game.scenes.notice import NoticeScene
from tests.core import counting_game
from tests.scenes.test_load_scene import SETUP, play
from tests.text_fit import clipped

pytestmark = pytest.mark.usefixtures("counting")


def continue_game(app):
    app.scenes.push(ContinueScene(app))
    app.run_frames(3)
    return app.scenes.top


def damage(entries) -> dict:
    cut = {}
    for entry in entries:
        cut[entry.path] = entry.path.read_bytes()[:100]
        entry.path.write_bytes(cut[entry.path])
    return cut


def test_continue_past_a_game_whose_every_autosave_is_damaged_says_so(app, saves):
    older = new_game_uid()
    saves.autosave(SETUP, *play(1), game_uid=older)
    kept = saves.autosave(SETUP, *play(1, 2), game_uid=older)
    last = new_game_uid()
    for moves in ((1,), (1, 1), (1, 1, 1)):
        saves.autosave(SETUP, *play(*moves), game_uid=last)
    lost = [e for e in saves.list_saves().entries if e.meta.game_uid == last]
    assert lost, "the game played last has autosaves"
    cut = damage(lost)
    notice = continue_game(app)
    assert isinstance(notice, NoticeScene), "Continue opened an older game without a word"
    said = translate(notice.body, **notice.params)
    assert said.startswith("The game played last could not be read: none of its autosaves "
                           "can be opened.")
    assert "continuing an earlier game from <b>counting.name · Autosave</b> of " in said
    board = list(app.scenes)[-2]
    assert isinstance(board, counting_game.Board), "said over the older game's board"
    assert board.loaded.entry.path == kept.path
    app.press_key(pygame.K_RETURN, frames=2)
    assert app.scenes.top is board
    assert all(path.read_bytes() == data for path, data in cut.items())


def test_a_damaged_autosave_of_a_game_finished_since_is_no_lost_game(app, saves):
    """The game played last ended (its final autosave reads); an earlier autosave of it is
    damaged: Continue resumes the unfinished older game and has nothing to say."""
    older = new_game_uid()
    saves.autosave(SETUP, *play(1), game_uid=older)
    done = new_game_uid()
    early = saves.autosave(SETUP, *play(1), game_uid=done)
    damage([early])  # kept by the rotation: a file it cannot read is never dropped
    finished = play(*[2] * 5)
    assert finished[1].is_terminal()
    saves.autosave(SETUP, *finished, game_uid=done)
    assert early.path.exists()
    assert isinstance(continue_game(app), counting_game.Board)


@pytest.mark.parametrize("app_language", ["de", "en", "ru"])
def test_the_word_of_a_lost_game_fits_in_every_language(app, saves):
    older = new_game_uid()
    saves.autosave(SETUP, *play(1), game_uid=older)
    damage([saves.autosave(SETUP, *play(1), game_uid=new_game_uid())])
    notice = continue_game(app)
    assert isinstance(notice, NoticeScene)
    assert clipped(notice.container, 8) == []
    assert notice.text.scroll_bar is None, "the message needs no scroll bar"


def damaged_named_save_since(saves) -> tuple:
    """A game autosaved, then saved under a name, the named save cut in half."""
    uid = new_game_uid()
    kept = saves.autosave(SETUP, *play(1), game_uid=uid)
    named = saves.save_slot("Lunch", SETUP, *play(1, 2), game_uid=uid)
    return kept, damage([named])


def test_continue_past_a_damaged_named_save_made_since_says_so(app, saves):
    """docs/reliability.md §8: a named save newer than the game Continue resumed, damaged,
    was listed by Load and passed over by Continue without a word."""
    kept, cut = damaged_named_save_since(saves)
    notice = continue_game(app)
    assert isinstance(notice, NoticeScene), "Continue went past the named save without a word"
    said = translate(notice.body, **notice.params)
    assert said.startswith("A game saved later under a name could not be read; it stays")
    assert "continuing from <b>counting.name · Autosave</b> of " in said
    assert list(app.scenes)[-2].loaded.entry.path == kept.path
    assert all(path.read_bytes() == data for path, data in cut.items())


def test_a_damaged_named_save_older_than_the_game_resumed_is_not_named(app, saves):
    uid = new_game_uid()
    named = saves.save_slot("Lunch", SETUP, *play(1), game_uid=uid)
    damage([named])
    stamp = named.path.stat().st_mtime - 3600
    os.utime(named.path, (stamp, stamp))
    saves.autosave(SETUP, *play(1, 2), game_uid=uid)
    assert isinstance(continue_game(app), counting_game.Board)


@pytest.mark.parametrize("app_language", ["de", "en", "ru"])
def test_the_word_of_a_damaged_named_save_fits_in_every_language(app, saves):
    """With the newest autosave damaged too (the longest words: both in one notice)."""
    kept, _cut = damaged_named_save_since(saves)
    damage([saves.autosave(SETUP, *play(1, 1), game_uid=kept.meta.game_uid)])
    notice = continue_game(app)
    assert isinstance(notice, NoticeScene)
    assert notice.body == "saves.ui.passed_over_and_named"
    assert clipped(notice.container, 8) == []
    assert notice.text.scroll_bar is None, "the message needs no scroll bar"


@pytest.mark.parametrize("app_language", ["de", "en", "ru"])
def test_the_word_of_a_lost_game_and_a_damaged_named_save_fits_in_every_language(app, saves):
    saves.autosave(SETUP, *play(1), game_uid=new_game_uid())
    last = new_game_uid()
    damage([saves.autosave(SETUP, *play(1), game_uid=last)])
    damage([saves.save_slot("Lunch", SETUP, *play(1, 2), game_uid=last)])
    notice = continue_game(app)
    assert isinstance(notice, NoticeScene)
    assert notice.body == "saves.ui.passed_over_game_named"
    assert clipped(notice.container, 8) == []
    assert notice.text.scroll_bar is None, "the message needs no scroll bar"


@pytest.mark.parametrize("app_language", ["de", "en", "ru"])
def test_the_word_of_a_damaged_named_save_alone_fits_in_every_language(app, saves):
    """The German heading «Ein Spielstand konnte nicht gelesen werden» was cut (real window)."""
    damaged_named_save_since(saves)
    notice = continue_game(app)
    assert isinstance(notice, NoticeScene)
    assert notice.body == "saves.ui.passed_over_named"
    assert clipped(notice.container, 8) == []
    assert notice.text.scroll_bar is None, "the message needs no scroll bar"
