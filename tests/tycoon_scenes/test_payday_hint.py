"""H at the payday's repay-or-extend choice (playtest23, finding 7): it showed nothing, no
hint and no word why, where a new player wants advice most. It opens the hint over the card:
what a computer in the person's seat does with the loan card, and why."""

from __future__ import annotations

import html

import pygame
import pytest

from game.tycoon.rules import board as board_rules
from tests.languages import TYCOON_LANGUAGES
from tests.support.wait import until
from tests.tycoon_scenes.autoplay import play_to_loans


def test_h_at_the_loan_decision_says_what_to_do_with_the_card_and_why(app, board):
    state = board.match.state
    state.last_round = True   # the payday after one turn each
    state.loan_owner[0] = 0   # Anna holds a 10 M card
    overlay = play_to_loans(app, board)
    assert overlay.decision is not None and overlay.decision.seat == 0
    app.press_key(pygame.K_h)
    info = board.info
    assert info.open_name == "hint", "H opens the hint at the loan decision"
    until(app, lambda: info.hint_plan is not None, frames=3000)
    said = info.hint_html()
    card = info.words(info.hint_plan.steps[0].text)
    assert card in said and any(word in card for word in ("Repay", "Extend")), said
    why = info.words.t("tycoon_info.hint.because", reason="")
    assert why in said, f"the hint says why: {said}"


@pytest.mark.parametrize("app_language", TYCOON_LANGUAGES)
def test_h_says_repay_is_out_of_reach_when_the_cash_does_not_cover_it(app, board):
    """With 10 M in cash and 12 M due, Extend is the only way: the hint said "you keep cash
    for building" as if it were a choice. It says the card cannot be repaid now, with the two
    amounts the card shows."""
    state = board.match.state
    state.last_round = True
    state.loan_owner[0] = 0    # a 10 M card (12 M due) ...
    state.money[0] = 0         # ... and no cash: Anna borrows a second 10 M card on her turn
    overlay = play_to_loans(app, board)
    cash, due = state.money[0], board_rules.LOAN_DUE[0][0]
    assert overlay.decision is not None and overlay.decision.seat == 0 and cash < due
    app.press_key(pygame.K_h)
    info = board.info
    until(app, lambda: info.hint_plan is not None, frames=3000)
    said = info.hint_html()
    short = info.words.t("tycoon_info.hint.why.extend_short", need=due, have=cash)
    assert info.words.t("tycoon_info.hint.because", reason=short) in html.unescape(said), said
    assert info.words.money(due) in short and info.words.money(cash) in short
    choice = info.words.t("tycoon_info.hint.why.extend")
    assert choice not in html.unescape(said), said
