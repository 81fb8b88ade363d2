"""A click the rules refuse explains itself on the board and changes nothing."""

from __future__ import annotations

import pygame

from game.tycoon import rules
from game.tycoon.rules.actions import END, FLY, HOTEL
from game.tycoon.rules.board import TICKET_INDEX


def _explained(board, action) -> str:
    key, params = rules.why_not(board.match.state, action)
    return board.view.texts.reason(key, params, board.turn.names())


def test_a_disabled_build_button_says_why_on_click_and_on_hover(app, board):
    button = board.panel.buttons["hotel"]
    assert not button.is_enabled
    assert button.tool_tip_text == _explained(board, HOTEL)
    app.click(button)
    assert board.toast.text == _explained(board, HOTEL)
    assert board.match.actions == []


def test_ending_the_turn_before_building_explains_instead_of_ending(app, board):
    app.click(board.panel.buttons["end"])
    assert board.toast.text == _explained(board, END)
    assert board.match.seat_to_act == 0 and board.match.actions == []


def test_a_city_clicked_with_no_ticket_in_hand_says_to_buy_one(app, board):
    app.click(board.panel.cities[4])
    assert board.toast.text == app.tr("tycoon_play.board.no_ticket_held",
                                      city=board.view.texts.city(4))
    assert board.match.actions == []


def test_a_city_the_chosen_ticket_cannot_reach_is_explained(app, board):
    slot = next(s for s, t in enumerate(board.model.market) if t is not None and t >= 18)
    app.click(board.panel.market[slot])  # a charter: from home it goes nowhere
    assert len(board.match.actions) == 1
    app.press_key(pygame.K_1)
    assert board.turn.selected == 0 and board.turn.reachable() == frozenset()
    app.click(board.panel.cities[0])
    ticket = board.turn.hand()[0]
    assert board.toast.text == _explained(board, FLY[TICKET_INDEX[ticket]][0])
    assert len(board.match.actions) == 1


def test_a_digit_without_such_a_ticket_explains(app, board):
    app.press_key(pygame.K_7)
    assert board.toast.text == app.tr("tycoon_play.board.no_such_ticket", digit=7)
    assert board.turn.selected is None


def test_a_market_card_that_cannot_be_paid_is_explained_not_bought(app, board):
    market = board.panel.market
    bought = 0
    while True:  # spend the 15 M on the dearest cards until one is out of reach
        costly = sorted((slot for slot, t in enumerate(board.model.market) if t is not None),
                        key=lambda s: -rules.board.TICKET_COST[board.model.market[s]])
        unaffordable = [s for s in costly if s in board.turn.unaffordable_slots()]
        if unaffordable:
            break
        app.click(market[costly[0]])
        bought += 1
    slot = unaffordable[0]
    ticket = board.model.market[slot]
    app.click(market[slot])
    assert board.toast.text == _explained(board, rules.Buy(rules.board.TICKET_IDS[ticket]))
    assert len(board.match.actions) == bought
    assert slot in board.view.decor.dimmed_market
