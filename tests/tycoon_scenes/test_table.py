"""At one table: the curtain between two people, and the autosave after every turn."""

from __future__ import annotations

import pygame

from game.scenes.player_files import player_files
from game.tycoon import rules
from game.tycoon.rules.actions import END
from game.tycoon.scenes.board_scene import BoardScene
from tests.tycoon_scenes.autoplay import play_human_turn, settle
from tests.tycoon_scenes.conftest import two_player_setup


def test_the_curtain_hides_the_last_hand_until_the_next_person_is_ready(app):
    board = app.scenes.push(BoardScene(app, two_player_setup(second="human")))
    app.run_frames(2)
    assert board.curtain is not None and board.curtain.seat == 0  # the first turn too
    assert board.view.decor.hand_seat is None and board.panel is None  # no turn widgets
    app.press_key(pygame.K_SPACE)
    assert board.curtain is None and board.view.decor.hand_seat == 0
    play_human_turn(app, board)
    settle(app, board)
    assert board.match.seat_to_act == 1
    assert board.curtain is not None and board.curtain.seat == 1
    assert board.view.decor.hand_seat is None  # Anna's tickets are hidden from Ben
    app.wait_for_input()  # Ben has seen his curtain fall
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 400), button=1))
    app.run_frames(2)
    assert board.curtain is None and board.view.decor.hand_seat == 1
    assert board.panel is not None and board.panel.buttons["end"].visible


def test_no_curtain_when_switched_off(app):
    board = app.scenes.push(BoardScene(app, two_player_setup(second="human"), curtain=False))
    app.run_frames(2)
    assert board.curtain is None and board.human_turn()


def test_every_turn_is_saved_and_a_saved_game_goes_on(app, board):
    play_human_turn(app, board)
    settle(app, board)
    assert board.autosaver.flush()
    store = player_files(app).saves()
    saves = store.list_saves().entries
    assert saves and saves[0].meta.game_uid == board.match.game_uid
    loaded = store.load(saves[0].path)
    assert [str(a) for a in loaded.actions] == [str(a) for a in board.match.actions]
    again = BoardScene.from_save(app, loaded)
    app.scenes.replace(again)
    app.run_frames(2)
    assert again.match.state == board.match.state
    assert again.match.game_uid == board.match.game_uid


def test_switching_the_language_mid_game_speaks_german_at_once(app, board):
    app.set_language("de")
    app.run_frames(2)
    assert board.view.texts.lang == "de"
    assert board.panel.buttons["loan_10"].text == "tycoon_play.board.loan_10"
    assert app.tr("tycoon_play.board.loan_10") == "Kredit 10"
    app.click(board.panel.buttons["end"])
    assert board.toast.text == board.view.texts.reason(
        *rules.why_not(board.match.state, END), board.turn.names())
    assert "Mio." in board.view.texts.money(5)

