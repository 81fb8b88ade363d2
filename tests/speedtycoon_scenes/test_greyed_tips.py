"""A greyed To planning, To the fund, Take a loan, Repay loan, End turn or Pass says on hover
why, in words (the last session: only Take, Buy and Demolish did; the others hovered silent)."""

from __future__ import annotations

import pygame
import pytest

from game.speedtycoon.rules.data import LOAN_REPAY, MAX_LOANS
from game.speedtycoon.rules.phases import ACT, DONE, PLACE
from game.speedtycoon.view import table_view as tv
from tests.speedtycoon_scenes.autoplay import click_at
from tests.speedtycoon_scenes.test_clicking import bought_and_waiting, exact_start, open_table

GREYED = ("plan", "fund", "loan", "repay", "end")


def with_most_loans(board) -> None:
    """Seat 0 holds the most loans allowed, as if taken earlier in the game (the rules'
    list of legal actions is made anew for the changed position)."""
    board.match.state.loans[0] = MAX_LOANS
    board.match.state._legal = None
    board.sync()


def tip(board, name: str) -> str | None:
    button = board.buttons[name]
    assert button.visible and not button.is_enabled, name
    return button.tool_tip_text


def test_before_the_first_action_end_turn_and_to_planning_say_what_comes_first(app,
                                                                               monkeypatch):
    board = open_table(app, exact_start()[0])
    assert board.match.state.phase == ACT
    end = board.buttons["end"]
    assert tip(board, "end") == app.tr("speedtycoon_play.greyed.end_no_loans")
    assert tip(board, "plan") == app.tr("speedtycoon_play.greyed.plan_no_tile")
    assert tip(board, "fund") == app.tr("speedtycoon_play.greyed.fund_no_tile")
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: end.rect.center)
    app.run_frames(90)  # 1.5 s of hovering; the theme's delay is 1 s
    assert end.tool_tip is not None
    assert end.tool_tip.text_block.html_text == app.tr("speedtycoon_play.greyed.end_no_loans")


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_end_turn_offers_a_loan_only_where_the_loans_module_is_in_play(app, language):
    """Classic has no Loans module: its greyed End turn listed "take a loan" among the actions
    to do first, an action no button offers (play-test, de and ru); the Tycoon type has it."""
    app.set_language(language)
    loan = {"de": "Kredit", "en": "loan", "ru": "кредит"}[language]
    classic = tip(open_table(app, exact_start()[0]), "end")
    assert loan not in classic and classic.startswith(app.tr("speedtycoon_play.greyed.end")[:12])
    app.scenes.pop()
    assert loan in tip(open_table(app, exact_start("tycoon")[0], game_type="tycoon"), "end")


def test_a_building_waiting_for_its_cell_greys_end_turn_with_build_it_first(app):
    board = bought_and_waiting(app)
    assert board.match.state.phase == PLACE
    assert tip(board, "end") == app.tr("speedtycoon_play.greyed.place_first")


def test_a_done_turn_names_end_turn_on_the_other_buttons(app):
    board = open_table(app, exact_start()[0])
    click_at(app, tv.display_rect(0).center)
    app.click(board.buttons["take"])
    assert board.match.state.phase == DONE
    assert tip(board, "plan") == app.tr("speedtycoon_play.hint.done")


def test_loans_at_the_limit_and_a_repayment_without_cards_say_so(app):
    board = open_table(app, exact_start("tycoon")[0], game_type="tycoon")
    with_most_loans(board)
    assert tip(board, "loan") == app.tr("speedtycoon_play.greyed.loan_most", count=MAX_LOANS)
    repay = tip(board, "repay")
    assert repay == app.tr("speedtycoon_play.greyed.repay", amount=LOAN_REPAY)
    assert str(LOAN_REPAY) in repay


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_every_greyed_reason_reads_in_each_language(app, language):
    """No raw key, no placeholder left, in every language the table speaks."""
    app.set_language(language)
    board = open_table(app, exact_start("tycoon")[0], game_type="tycoon")
    with_most_loans(board)
    for name in GREYED:
        said = tip(board, name)
        assert said and not said.startswith("speedtycoon") and "%{" not in said, (name, said)
