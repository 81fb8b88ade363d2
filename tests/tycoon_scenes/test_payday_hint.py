"""H at the payday's repay-or-extend choice (playtest23, finding 7): it showed nothing, no
hint and no word why, where a new player wants advice most. It opens the hint over the card:
what a computer in the person's seat does with the loan card, and why."""

from __future__ import annotations

import html

import pygame
import pytest

from game.tycoon.info.advice import HintPlan, Step, loan_named
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


def _first_row(text_box) -> str:
    """The words of the hint box's first laid-out row (the step to take now)."""
    row = text_box.text_box_layout.layout_rows[0]
    return "".join(getattr(chunk, "text", "") for chunk in row.items).replace("\xa0", " ")


@pytest.mark.parametrize("app_language", TYCOON_LANGUAGES)
def test_the_hint_names_the_loan_card_as_the_payday_card_does_on_one_line(app, board):
    """"Extend the loan 10 » 12" read as a sum to a new player. The step names the card by
    what was borrowed and what the choice costs, the sums the card's buttons show (Repay:
    12 M now, Extend: 16 M at the next payday), and keeps to one row of the hint box for
    either card size in de, en and ru."""
    state = board.match.state
    state.last_round = True
    state.loan_owner[0] = 0
    play_to_loans(app, board)
    app.press_key(pygame.K_h)
    info = board.info
    until(app, lambda: info.hint_plan is not None, frames=3000)
    step = info.hint_plan.steps[0]
    said = info.words(step.text)
    money = info.words.money
    assert "»" not in said and money(10) in said, said
    assert money(12) in said or money(16) in said, said
    for card in (board_rules.LOAN_CARDS[0], board_rules.LOAN_CARDS[-1]):   # 10 M, 16 M
        for key in ("tycoon_info.hint.repay", "tycoon_info.hint.extend"):
            text = (key, loan_named(card.id))
            info.hint_plan, info.hint_step = HintPlan((Step(text, None, step.before),)), 0
            info._refresh()
            app.run_frames(1)
            line = info.words.t("tycoon_info.hint.step", number=1, step=info.words(text))
            assert _first_row(info._text).strip() == line.replace("\xa0", " "), line
