"""Borrowing ends the turn, so with "Confirm end of turn" on it asks first, naming the card and
what it costs (issue 34, point 1); with the setting off it borrows at once."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.question import QuestionScene
from tests import text_fit
from tests.tycoon_scenes.autoplay import settle


def _borrow_button(app, board):
    settle(app, board)
    assert board.human_turn() and board.panel.buttons["loan_10"].is_enabled
    return board.panel.buttons["loan_10"]


def test_borrowing_asks_first_and_not_yet_keeps_the_turn(app, board):
    app.settings.confirm_end_turn = True
    cash = board.match.state.money[0]
    app.click(_borrow_button(app, board))
    question = app.scenes.top
    assert isinstance(question, QuestionScene), "a question is up before any loan is taken"
    shown = question.body and app.tr(question.body)
    assert "10\u00a0M" in shown and "12\u00a0M" in shown and "16\u00a0M" in shown, shown
    assert board.match.state.money[0] == cash and board.match.state.current == 0
    app.press_key(pygame.K_ESCAPE)
    assert app.scenes.top is board
    assert board.match.state.money[0] == cash and board.match.state.current == 0
    assert board.human_turn(), "the person still plays their turn"


def test_saying_yes_takes_the_card_and_ends_the_turn(app, board):
    app.settings.confirm_end_turn = True
    cash = board.match.state.money[0]
    app.click(_borrow_button(app, board))
    app.click(app.scenes.top.buttons["yes"])
    assert app.scenes.top is board
    assert board.match.state.money[0] == cash + 10
    assert board.match.state.current != 0


def test_with_the_question_off_borrowing_is_one_click(app, board):
    cash = board.match.state.money[0]
    app.click(_borrow_button(app, board))
    assert app.scenes.top is board and board.match.state.money[0] == cash + 10


def test_the_question_names_the_final_repayment_in_the_last_session(app, board):
    board.match.state.session = 3
    # at the bank: the "_home" words, without flying home
    assert board.turn.loan_text(16) == "tycoon_play.board.loan_16_tip_final_home"
    assert "20\u00a0M" in app.tr(board.turn.loan_text(16)) and "30\u00a0M" not in app.tr(
        board.turn.loan_text(16))


@pytest.mark.parametrize("app_language", ["de", "en", "ru"])
def test_the_question_never_parts_a_sum_from_its_unit(app, board, app_language):
    """At 1366x768 in Russian the question broke "на 16" | "млн" over two rows (play-test
    pt-mix2): every sum keeps its unit on its own row, as the board's cash does."""
    app.settings.confirm_end_turn = True
    unit = {"de": "Mio.", "en": "M", "ru": "млн"}[app_language]
    for button in ("loan_10", "loan_16"):
        app.click(_borrow_button(app, board))
        box = next(e for e in app.manager.get_sprite_group().sprites()
                   if "#dialog_text" in e.get_object_ids())
        rows = [text_fit.row_text(row).strip() for row in box.text_box_layout.layout_rows]
        parted = [(a, b) for a, b in zip(rows, rows[1:], strict=False) if a[-1:].isdigit()
                  and b.startswith(unit)]
        assert parted == [], (button, rows)
        app.press_key(pygame.K_ESCAPE)
