"""A press on a turn widget whose event arrives after the turn panel was made anew: Tycoon's
presses go through the one router every board uses (game/ui/press_routes.py), so the new
widget of the same meaning takes the press, and a press whose panel went says it is not
possible now: never a lost click, a traceback, or a move for another person."""

from __future__ import annotations

import pygame

from game.tycoon import rules
from game.tycoon.rules.actions import LOAN
from game.tycoon.scenes.payday_overlay import NEWS_STRIP
from game.tycoon.view import layout
from tests.support.press import press_then, tab_to
from tests.tycoon_scenes.conftest import two_player_setup

NOT_NOW = "tycoon_board.why.not_legal"


def _affordable_slot(board) -> int:
    return next(slot for slot, t in enumerate(board.model.market)
                if t is not None and slot not in board.turn.unaffordable_slots())


def _remake_panel(board) -> None:
    board._keep_panel(False)
    board._keep_panel(True)


def test_a_market_press_whose_event_comes_after_the_panel_was_made_anew_buys(app, board):
    slot = _affordable_slot(board)
    ticket = board.model.market[slot]
    card = board.panel.market[slot]
    press_then(app, card, lambda: _remake_panel(board))
    assert not card.alive(), "the panel was made anew between the press and its event"
    assert board.match.actions == [rules.Buy(rules.board.TICKET_IDS[ticket])]


def test_a_press_whose_panel_went_says_not_now(app, board):
    """The panel is gone (a payday card, the curtain, a computer's turn) when the event
    comes: the news line says so instead of a traceback."""
    card = board.panel.market[_affordable_slot(board)]
    press_then(app, card, lambda: board._keep_panel(False))
    assert board.toast.text == board.view.texts.reason(NOT_NOW, {}, board.turn.names())
    assert board.match.actions == []


def test_a_press_made_for_one_person_never_acts_for_the_next(app):
    """Hot seat without the curtain: Anna presses a market card, and her turn passes to Ben
    before the event comes. Ben's panel is his own: Anna's press buys nothing for him."""
    from game.tycoon.scenes.board_scene import BoardScene

    board = app.scenes.push(BoardScene(app, two_player_setup(second="human"), curtain=False))
    app.run_frames(2)
    card = board.panel.market[_affordable_slot(board)]

    def anna_borrows() -> None:
        board.apply(LOAN[10])
        assert board.match.seat_to_act == 1 and board.human_turn()

    press_then(app, card, anna_borrows)
    assert board.match.actions == [LOAN[10]]
    assert board.panel.seat == 1
    assert board.toast.text == board.view.texts.reason(NOT_NOW, {}, board.turn.names())


def _first_repay(overlay):
    return next(button for button, action in overlay.loan_buttons.items()
                if type(action).__name__ == "Repay")


def test_a_loan_press_whose_event_comes_after_the_buttons_were_made_anew_settles(app, board):
    """The payday card's loan buttons are made anew after every settled card (a computer's
    too): a press whose event comes after that still settles the card it stood for. At the
    last round's payday (the quick set-up) Anna's Repay is greyed, her cash short: the press
    is on Extend, which she may choose (a greyed button's click: the test below)."""
    from tests.tycoon_scenes.test_payday_decision import _deciding_with_many_cards

    overlay = _deciding_with_many_cards(app, board)
    extend = next(button for button, action in overlay.loan_buttons.items()
                  if type(action).__name__ == "Extend" and button.is_enabled)
    action = overlay.loan_buttons[extend]
    before = len(board.match.actions)
    press_then(app, extend, lambda: overlay.show_decision(True, board.match))
    assert not extend.alive(), "the buttons were made anew between the press and its event"
    assert board.match.actions[before:] == [action]


def test_a_greyed_loan_button_at_the_last_payday_says_why_on_a_click(app, board):
    """At the last round's payday (one turn each: little cash) Anna's 10 M Repay is greyed,
    the cash short of what it costs. pygame-gui swallows a click on a greyed button: the
    press looked lost, with no move and no word. The card's own line gives the rules' reason,
    at its foot clear of its buttons (the news line is not drawn over the card)."""
    from tests.tycoon_scenes.test_payday_decision import _deciding_with_many_cards

    overlay = _deciding_with_many_cards(app, board)
    repay = _first_repay(overlay)
    reason = board.match.why_not(overlay.loan_buttons[repay])
    assert reason is not None and not repay.is_enabled
    before = len(board.match.actions)
    press_then(app, repay, lambda: overlay.show_decision(True, board.match))
    assert board.match.actions[before:] == []
    assert overlay.news.text == board.turn.explain(reason)
    said = overlay.news.place(NEWS_STRIP.width, center=NEWS_STRIP.center)
    assert layout.OVERLAY.contains(said)
    assert said.collidelist([b.get_abs_rect() for b in overlay.widgets()]) == -1
    overlay.news.clear()  # Enter on the greyed button, as the keys reach it: the same words
    board.sync()  # the focus ring takes the buttons made anew
    tab_to(app, board, _first_repay(overlay))
    app.press_key(pygame.K_RETURN)
    assert board.match.actions[before:] == []
    assert overlay.news.text == board.turn.explain(reason)
