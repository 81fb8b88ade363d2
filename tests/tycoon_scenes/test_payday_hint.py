"""H at the payday's repay-or-extend choice (playtest23, finding 7): it showed nothing, no
hint and no word why, where a new player wants advice most. It opens the hint over the card:
what a computer in the person's seat does with the loan card, and why."""

from __future__ import annotations

import pygame

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
