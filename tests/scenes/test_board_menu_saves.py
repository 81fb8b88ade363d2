"""From the board's menu a player can save under a name, and leaving mid-turn keeps the
turn's moves (issue 13, defect 4)."""

from __future__ import annotations

import threading
import time

import pygame
import pytest
from pygame_gui.core.utility import translate

from game.core.autosave import THUMBNAIL
from game.core.saves import SaveStore
from game.core.setup import GameSetup, Seat
from game.scenes.confirm_dialog import ConfirmScene
from game.scenes.load_scene import ContinueScene, LoadScene
from game.scenes.name_prompt import NamePromptScene
from game.scenes.notice import NoticeScene
from game.scenes.player_files import player_files
from game.tycoon.scenes.board_scene import BoardScene
from tests import text_fit
from tests.support.press import type_text
from tests.support.wait import save_answered

SETUP = GameSetup("tycoon", 5, (Seat("human", "Anna", "red"), Seat("human", "Ben", "blue")),
                  {"stops": "exact", "start_player": 0})


@pytest.fixture
def board(app):
    app.settings.animation_speed = "instant"
    app.settings.confirm_end_turn = False
    player_files(app).profiles.create("Anna", "en")
    scene = app.scenes.push(BoardScene(app, SETUP))
    app.run_frames(3)
    assert scene.curtain is not None
    app.press_key(pygame.K_SPACE, frames=1)  # Anna sits down: the curtain is hers to lift
    assert scene.curtain is None
    return scene


def buy_a_ticket(board):
    """One move of Anna's turn, not the end of it."""
    action = next(a for a in board.match.state.legal_actions() if str(a).startswith("buy"))
    assert board.apply(action)
    board.app.run_frames(2)
    return len(board.match.actions)


def open_menu(app):
    app.press_key(pygame.K_ESCAPE, frames=2)
    return app.scenes.top


def name_a_save(app, name):
    menu = open_menu(app)
    app.click(menu.buttons["save"])
    prompt = app.scenes.top
    assert isinstance(prompt, NamePromptScene)
    prompt.entry.set_text("")
    type_text(app, name)
    app.click(prompt.buttons["ok"])
    save_answered(app)
    return prompt


def slots(app):
    return [e for e in player_files(app).saves().list_saves().entries if e.meta.kind == "slot"]


def test_the_board_menu_saves_the_game_under_a_typed_name(app, board):
    moves = buy_a_ticket(board)
    name_a_save(app, "Before the storm")
    assert app.scenes.top is board
    [entry] = slots(app)
    assert (entry.meta.name, entry.moves) == ("Before the storm", moves)
    assert entry.thumbnail is not None


def test_the_board_says_the_game_was_saved_and_under_which_name(app, board):
    """The dialog closes straight back to the board; without a word there a player cannot
    tell a save from a cancel (seen playing in de and ru)."""
    name_a_save(app, "Before the storm")
    assert app.scenes.top is board
    assert board.toast.text == "Saved as \u201cBefore the storm\u201d."
    board.toast.clear()
    name_a_save(app, "before the storm")
    assert isinstance(app.scenes.top, ConfirmScene) and board.toast.text is None
    app.click(app.scenes.top.buttons["confirm"])
    save_answered(app)
    assert app.scenes.top is board
    assert board.toast.text == "Saved as \u201cbefore the storm\u201d."


def test_saving_under_a_name_already_used_asks_before_replacing(app, board):
    name_a_save(app, "Evening")
    moves = buy_a_ticket(board)
    prompt = name_a_save(app, "evening")
    question = app.scenes.top
    assert isinstance(question, ConfirmScene)
    assert "called <b>Evening</b>" in translate(question.body, **question.params), (
        "the question names the save as the Load list shows it, not as just typed")
    app.click(question.buttons["keep"])
    assert app.scenes.top is prompt
    assert [e.moves for e in slots(app)] == [0]
    assert translate(prompt.reason.text).startswith("There is already a save")
    assert prompt.buttons["cancel"].is_enabled, "the player may still give up"
    type_text(app, "!")  # typing goes on in the name (play-test: it went nowhere)
    assert "!" in prompt.entry.get_text()
    prompt.entry.set_text("evening")
    app.click(prompt.buttons["ok"])
    save_answered(app)
    app.click(app.scenes.top.buttons["confirm"])
    save_answered(app)
    assert app.scenes.top is board
    assert [(e.meta.name, e.moves) for e in slots(app)] == [("evening", moves)]


def test_leaving_mid_turn_keeps_the_moves_of_the_turn_for_continue(app, board):
    moves = buy_a_ticket(board)
    menu = open_menu(app)
    assert "keeps every move of this turn" in translate(menu.body)
    app.click(menu.buttons["title"])
    app.scenes.push(ContinueScene(app))
    app.run_frames(3)
    resumed = app.scenes.top
    assert isinstance(resumed, BoardScene)
    assert len(resumed.match.actions) == moves
    assert resumed.match.state.to_dict() == board.match.state.to_dict()


def test_continue_past_a_damaged_newest_autosave_says_where_it_goes_on_from(app, board):
    """Play-test (docs/reliability.md §8): with the newest autosave cut in half, Continue went
    back to an earlier save of the game without a word. Now it says so over the board,
    naming the save resumed as the Load list does; the damaged file keeps its bytes."""
    name_a_save(app, "Airport lunch")
    buy_a_ticket(board)
    menu = open_menu(app)
    app.click(menu.buttons["title"])
    store = player_files(app).saves()
    [newest] = [e for e in store.list_saves().entries if e.meta.kind == "auto"][:1]
    damaged = newest.path.read_bytes()[:100]
    newest.path.write_bytes(damaged)
    app.scenes.push(ContinueScene(app))
    app.run_frames(3)
    notice = app.scenes.top
    assert isinstance(notice, NoticeScene), "Continue went back without a word"
    said = translate(notice.body, **notice.params)
    assert "newest autosave of this game could not be read" in said
    resumed = player_files(app).newest_game()
    assert resumed.path != newest.path
    # The named save and the autosave beside it hold the same position and may share their
    # second (the saver thread writes both under load): either is right, named as listed.
    label = resumed.meta.name if resumed.meta.kind == "slot" else "Autosave"
    assert f"continuing from <b>Tycoon · {label}</b> of " in said and "round 1." in said
    assert isinstance(list(app.scenes)[-2], BoardScene), "said over the resumed board"
    assert newest.path.read_bytes() == damaged
    app.press_key(pygame.K_RETURN, frames=2)
    assert isinstance(app.scenes.top, BoardScene)
    assert len(app.scenes.top.match.actions) == resumed.moves


def test_continue_says_nothing_when_the_newest_autosave_is_read(app, board):
    name_a_save(app, "Airport lunch")
    buy_a_ticket(board)
    app.click(open_menu(app).buttons["title"])
    app.scenes.push(ContinueScene(app))
    app.run_frames(3)
    assert isinstance(app.scenes.top, BoardScene)


def test_a_named_save_keeps_the_hints_and_the_seconds_played(app, board):
    board.match.seat_hints, board.match.play_seconds = (3, 0), 754.6  # 12 minutes in
    name_a_save(app, "Tea time")
    [entry] = slots(app)
    loaded = player_files(app).saves().load(entry.path)
    assert (loaded.seat_hints, loaded.play_seconds) == ((3, 0), 754)


def test_the_autosave_shows_the_board_as_the_turn_ended(app, board):
    """The picture is shrunk in the saver's thread, not in the frame of the move (issue
    30.10), and is still the board as shown, at the Load list's thumbnail size."""
    buy_a_ticket(board)
    state = board.match.state
    while True:  # Anna's moves until one ends her turn
        shown = pygame.transform.smoothscale(app.screen, THUMBNAIL)
        assert board.apply(state.legal_actions()[-1])
        if state.turn_player() != 0:
            break
        app.run_frames(2)
    assert board.autosaver.flush()
    entry = player_files(app).saves().newest_game()
    picture = pygame.image.load(entry.thumbnail)
    assert picture.get_size() == THUMBNAIL
    assert pygame.image.tobytes(picture, "RGB") == pygame.image.tobytes(shown, "RGB")


def test_the_window_goes_on_while_a_named_save_is_written(app, board, monkeypatch):
    """Written in the frame of OK, a named save held the window: 75 ms CPU at 10,000 moves,
    up to a second on a busy disk (tools/bench_named_save.py). The saver's thread writes it
    now; the dialog says so and closes once the save is on disk."""
    written = threading.Event()
    release = threading.Event()
    threads = []
    real = SaveStore.save_slot

    def slow_disk(self, *args, **kwargs):
        threads.append(threading.current_thread())
        release.wait(3)
        entry = real(self, *args, **kwargs)
        written.set()
        return entry

    monkeypatch.setattr(SaveStore, "save_slot", slow_disk)
    buy_a_ticket(board)
    menu = open_menu(app)
    app.click(menu.buttons["save"])
    prompt = app.scenes.top
    prompt.entry.set_text("")
    type_text(app, "Slow disk")
    started = time.monotonic()
    app.click(prompt.buttons["ok"])
    app.run_frames(3)
    assert time.monotonic() - started < 1.5, "the window stood still while the disk wrote"
    assert app.scenes.top is prompt
    assert translate(prompt.reason.text) == "Saving the game…"
    assert not prompt.buttons["ok"].is_enabled and not prompt.buttons["cancel"].is_enabled
    type_text(app, "xyz")
    app.press_key(pygame.K_ESCAPE, frames=2)
    assert app.scenes.top is prompt, "the save under way is neither cancelled nor renamed"
    assert prompt.entry.get_text() == "Slow disk" and prompt.entry.is_enabled, \
        "the name shows as it is saved (a disabled field drew empty)"
    release.set()
    save_answered(app)
    assert written.is_set() and threads[0] is not threading.main_thread()
    assert app.scenes.top is board
    assert board.toast.text == "Saved as \u201cSlow disk\u201d."
    assert [e.meta.name for e in slots(app)] == ["Slow disk"]


def test_looking_at_a_named_save_and_leaving_keeps_where_the_game_was(app, board):
    """Play-test (en): a named save loaded only to look at it, then To title, wrote an
    autosave of that older position; the rotation dropped the game's newer autosave, and
    Continue went back to the named save's moment. A board left as it was loaded writes
    nothing: the position is on disk already."""
    name_a_save(app, "A look back")
    moves = buy_a_ticket(board)
    app.click(open_menu(app).buttons["title"])  # leaving saves the game where it is
    listing = app.scenes.push(LoadScene(app))
    app.run_frames(2)
    [load] = [button for button, save in listing.load_buttons.items()
              if save.meta.name == "A look back"]
    app.click(load, frames=3)
    loaded = app.scenes.top
    assert isinstance(loaded, BoardScene) and len(loaded.match.actions) == moves - 1
    app.press_key(pygame.K_SPACE, frames=1)  # the curtain
    app.click(open_menu(app).buttons["title"])
    newest = player_files(app).saves().newest_game()
    assert (newest.meta.kind, newest.moves) == ("auto", moves), "Continue goes on from there"


@pytest.mark.parametrize("app_language", ["de", "en", "ru"])
def test_the_word_of_a_passed_over_autosave_fits_in_every_language(app, board):
    """Its heading was cut in Russian in the first look in a real window."""
    buy_a_ticket(board)
    app.click(open_menu(app).buttons["title"])
    [newest] = [e for e in player_files(app).saves().list_saves().entries
                if e.meta.kind == "auto"][:1]
    newest.path.write_bytes(newest.path.read_bytes()[:100])
    app.scenes.push(ContinueScene(app))
    app.run_frames(3)
    notice = app.scenes.top
    assert isinstance(notice, NoticeScene)
    assert text_fit.clipped(notice.container, 8) == []
    assert notice.text.scroll_bar is None, "the message needs no scroll bar"
