"""The end of a person's turn at the Speedtycoon table (issue 31.3): with Settings' "Confirm end
of turn" on, a done turn waits for End turn and every move of it can be taken back until then;
with it off, the turn ends by itself as before."""

from __future__ import annotations

import pygame

from game.speedtycoon.rules import actions as act
from game.speedtycoon.rules.phases import DONE
from game.speedtycoon.view import table_view as tv
from tests.speedtycoon_scenes.autoplay import click_at
from tests.speedtycoon_scenes.test_clicking import bought_and_waiting, exact_start, open_table
from tests.support.boards import persons_turn


def take_first_card(app, board) -> None:
    click_at(app, tv.display_rect(0).center)
    app.click(board.buttons["take"])


def test_a_take_waits_for_end_turn_and_can_be_taken_back(app):
    seed, _place = exact_start()
    board = open_table(app, seed)
    before = board.match.state.to_dict()
    take_first_card(app, board)
    s = board.match.state
    assert isinstance(board.match.actions[-1], act.TakeMoney)
    assert s.phase == DONE and s.turn == 0 and board.person == 0, "the turn is not over"
    assert board.buttons["end"].visible and board.buttons["end"].is_enabled
    assert not board.buttons["take"].is_enabled
    assert board.hint_line() == app.tr("speedtycoon_play.hint.done")
    app.press_key(pygame.K_u)
    after = board.match.state.to_dict()
    assert after == before and board.match.actions == [], "the take is taken back"
    take_first_card(app, board)
    app.click(board.buttons["end"])
    assert board.match.state.turn == 1, "End turn hands the turn on"
    assert board.match.undo_steps == 0


def test_the_last_placement_waits_too_and_goes_back(app):
    board = bought_and_waiting(app)
    while board.marks.tile is not None and board.match.state.phase != DONE:
        app.click(board.buttons["plan"])
    assert board.match.state.phase == DONE and board.match.state.turn == 0
    placed = len(board.match.actions)
    app.press_key(pygame.K_u)
    assert len(board.match.actions) == placed - 1, "the last placement goes back"
    assert board.match.state.tray, "the building waits in the tray again"


def test_without_confirmation_a_take_ends_the_turn_at_once(app):
    app.settings.confirm_end_turn = False
    seed, _place = exact_start()
    board = open_table(app, seed)
    take_first_card(app, board)
    assert board.match.state.turn == 1, "the turn ended with the take"
    assert board.match.setup.options["hold"] == "0", "dealt to wait, ended by the setting"


def test_confirm_switched_off_mid_turn_ends_the_waiting_turn_at_once(app):
    """Speedpolish: the setting was dealt into the game's set-up, so a change in Settings
    acted only from the next game; read live, it acts in the turn it is made."""
    board = open_table(app, exact_start()[0])
    take_first_card(app, board)
    assert board.match.state.phase == DONE and board.match.state.turn == 0
    app.settings.confirm_end_turn = False  # Settings, opened from the game menu
    app.run_frames(2)
    assert board.match.state.turn == 1, "the waiting turn ended without End turn"


def test_confirm_switched_on_mid_game_holds_the_next_turn(app):
    app.settings.confirm_end_turn = False
    board = open_table(app, exact_start()[0])
    take_first_card(app, board)
    assert board.match.state.turn == 1, "the turn ended with the take"
    app.settings.confirm_end_turn = True
    persons_turn(app, board)
    take_first_card(app, board)
    app.run_frames(2)
    assert board.match.state.phase == DONE and board.person == 0, "the turn waits for End turn"
    assert board.match.undo_steps == 1, "and its take can be taken back"


def test_a_done_turn_with_advice_shown_never_offers_a_payment(app):
    """Play-test (en, 1920x1080): after a take, H ("End turn") and a click on a market building,
    the depot line and the greyed Buy's tip said "Exact payment with $6: one more action after
    it", a purchase the turn no longer allows."""
    from tests.speedtycoon_scenes.test_clicking import wait_for_advice

    seed, place = exact_start()
    board = open_table(app, seed)
    take_first_card(app, board)
    assert board.match.state.phase == DONE
    app.press_key(pygame.K_h)
    wait_for_advice(app, board)
    assert board.advice_text
    click_at(app, tv.place_rect(place).center)
    assert board.marks.place == place
    assert not board.buttons["buy"].is_enabled
    assert board.hint_line() == app.tr("speedtycoon_play.hint.done")
    assert board.greyed_tip("buy") == app.tr("speedtycoon_play.hint.done"), "the greyed Buy"
