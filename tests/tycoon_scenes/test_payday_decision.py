"""The payday's loan step, as a person deciding repay or extend sees it (issue 14, point 1)."""

from __future__ import annotations

import re

import pygame
import pytest
from pygame_gui.core.utility import translate

from game.app import App
from game.core.i18n import format_number
from game.core.setup import GameSetup, Seat
from game.tycoon.rules import board as rules_board
from game.tycoon.view import layout
from game.ui import fonts
from tests import text_fit
from tests.languages import TYCOON_LANGUAGES
from tests.support.inline_worker import think_inline
from tests.support.press import tab_until
from tests.support.wait import until
from tests.tycoon_scenes.autoplay import play_to_loans, play_to_payday

#: Blue (and the four-seat table's computers) think in this process: the payday comes without
#: waiting for the worker process to start (tests/tycoon_scenes/conftest.py).
pytestmark = pytest.mark.think_inline

#: Eleven cards (the most seen in play): seven of 10 M and four of 16 M for Anna, two for Blue.
ANNAS = (*range(0, 7), *range(14, 18))
BLUES = (7, 8)


def _hand_out(board, annas: tuple[int, ...]) -> None:
    """Anna (seat 0) holds the loan cards `annas`, Blue (a computer) its two, and the session
    ends with the round under way (as when a supply runs out, D9): the payday comes after
    one turn each, not a dozen of the computer's thinking (22 s a test)."""
    state = board.match.state
    state.last_round = True
    for k in annas:
        state.loan_owner[k] = 0
    for k in BLUES:
        state.loan_owner[k] = 1


def _deciding_with_many_cards(app, board):
    """Anna (seat 0, the start player) holds eleven loan cards when the first payday comes and
    decides first; Blue, a computer, holds two and waits."""
    _hand_out(board, ANNAS)
    overlay = play_to_loans(app, board)
    assert overlay.decision is not None and overlay.decision.seat == 0
    return overlay


@pytest.fixture
def make_four_seats(tmp_path):
    """A person and three computers (the payday's narrowest columns) in `lang`. The computers
    think in this process (tests/support/inline_worker.py): the payday came only after their
    worker process had started (~20 s a test under load)."""
    apps = []

    def make(lang: str):
        from game.tycoon.scenes.board_scene import BoardScene

        app = App.headless(tmp_path, language=lang)
        apps.append(app)
        app.settings.animation_speed = "instant"
        app.settings.confirm_end_turn = False
        setup = GameSetup("tycoon", 11, (
            Seat("human", "Anna", "red"), Seat("computer", "Blue", "blue", "easy"),
            Seat("computer", "Green", "green", "easy"),
            Seat("computer", "Yellow", "yellow", "easy")), {"stops": "exact", "start_player": 0})
        board = app.scenes.push(BoardScene(app, setup, curtain=False))
        think_inline(board)
        app.run_frames(2)
        return app, board

    yield make
    for app in apps:
        app.close()


def _column(overlay, seat):
    return next(column for column in overlay.columns if column.seat == seat)


def test_eleven_loan_cards_fit_the_payday_card_without_overlap(app, board):
    overlay = _deciding_with_many_cards(app, board)
    assert len(overlay.decision.cards) >= len(ANNAS)
    rows = {button.rect.top for button in overlay.loan_buttons}
    assert len(rows) == 2, "one row per card value, not one per card"
    rects = [button.rect for button in overlay.loan_buttons]
    for i, rect in enumerate(rects):
        assert layout.OVERLAY.contains(rect)
        assert rect.bottom <= overlay.next_button.rect.top
        assert all(not rect.colliderect(other) for other in rects[i + 1:])
    # what is settled is listed under the rows and still ends above Continue
    settled_lines = 4  # at most: repaid and extended, of each value
    bottom = (overlay.rows_top + 2 * 36 + 20 * (settled_lines + 2))
    assert bottom <= overlay.next_button.rect.top


def test_the_rows_stay_put_while_cards_are_settled(app, board):
    overlay = _deciding_with_many_cards(app, board)
    before = sorted(button.rect.top for button in overlay.loan_buttons)
    extend = next(b for b, action in overlay.loan_buttons.items()
                  if str(action).startswith("extend") and b.rect.top == before[0])
    app.click(extend)
    assert sorted(button.rect.top for button in overlay.loan_buttons) == before
    assert sum(count for _card, _top, count in overlay.chips) == len(overlay.decision.cards) - 1


def test_the_person_deciding_sees_cash_due_now_and_what_extending_costs(app, board):
    overlay = _deciding_with_many_cards(app, board)
    texts = board.view.texts
    state = board.match.state
    figures = dict(overlay.figures(0, texts))
    held = [rules_board.loan_index(card) for card in overlay.decision.cards]
    repay = sum(rules_board.LOAN_DUE[k][0] for k in held)
    extend = sum(rules_board.LOAN_DUE[k][1] for k in held)
    assert figures["Cash"] == texts.money(state.money[0])
    assert figures["Due now (repay all)"] == texts.money(repay)
    assert figures["Extending all costs"] == texts.money_delta(extend - repay)


def test_the_persons_figures_follow_each_card_they_settle(app, board):
    """Play-test (pt-mix, en): after Anna repaid one card, "Due now" and "Extending" still
    summed every card while her cash had dropped. Now they are the rules' sums for the cards
    still open, and the labels say how many are left, in each language's plural."""
    overlay = _deciding_with_many_cards(app, board)
    texts = board.view.texts
    state = board.match.state
    state.money[0] = 500  # cash enough to repay any card
    state._legal = None  # the edit bypasses apply(), so drop the state's cached legal moves
    board._show_loan_decision()
    repay = next(button for button, action in overlay.loan_buttons.items()
                 if str(action).startswith("repay"))
    app.click(repay)
    app.click(repay)
    left = list(state.pending)
    assert len(left) == len(overlay.decision.cards) - 2 and state.current == 0
    due = sum(rules_board.LOAN_DUE[k][0] for k in left)
    extend = sum(rules_board.LOAN_DUE[k][1] for k in left)
    figures = overlay.figures(0, texts)
    assert figures[1:] == [(f"Due now ({len(left)} cards left)", texts.money(due)),
                           ("Extending them costs", texts.money_delta(extend - due))]
    app.set_language("ru")
    labels = [label for label, _amount in overlay.figures(0, board.view.texts)[1:]]
    assert labels == [f"Погасить остальные {len(left)} карт", "Продлить остаток"]
    app.set_language("de")
    labels = [label for label, _amount in overlay.figures(0, board.view.texts)[1:]]
    assert labels == [f"Jetzt fällig (noch {len(left)} Kredite)", "Die übrigen verlängern kostet"]


def test_a_seat_still_to_decide_reads_waiting_not_no_loans(app, board):
    overlay = _deciding_with_many_cards(app, board)
    blue = _column(overlay, 1)
    state = board.match.state
    held = [k for k, owner in enumerate(state.loan_owner) if owner == 1]
    assert len(held) >= len(BLUES) and blue.loan_lines == []
    assert overlay.status(blue) == f"waiting: {len(held)} loan cards"
    due = sum(rules_board.LOAN_DUE[k][state.loan_ext[k]] for k in held)
    assert dict(overlay.figures(1, board.view.texts))["Due now (repay all)"] == \
        board.view.texts.money(due)
    app.set_language("de")
    assert overlay.status(blue) == f"wartet: {len(held)} Kredite"


def test_every_disabled_loan_button_says_why(app, board):
    overlay = _deciding_with_many_cards(app, board)
    state = board.match.state
    state.money[0] = 0  # nothing can be repaid now
    state._legal = None  # the edit bypasses apply(), so drop the state's cached legal moves
    board._show_loan_decision()
    disabled = [button for button in overlay.loan_buttons if not button.is_enabled]
    assert disabled, "with no cash every repay button is greyed"
    for button in disabled:
        assert button.can_hover(), "a greyed button still shows its tooltip"
        assert button.tool_tip_text and "tycoon" not in button.tool_tip_text


def test_p_shows_the_players_panel_while_the_payday_is_open(app, board):
    overlay = _deciding_with_many_cards(app, board)
    app.press_key(pygame.K_p)
    assert board.payday is overlay and board.info.open_name == "players"
    app.press_key(pygame.K_p)
    assert board.info.open_name is None


@pytest.mark.parametrize("lang", TYCOON_LANGUAGES)
def test_the_loan_step_texts_fit_four_columns(make_four_seats, lang):
    app, board = make_four_seats(lang)
    overlay = _deciding_with_many_cards(app, board)
    assert text_fit.clipped(board.container, 8, visible_only=True) == []
    for _twice in range(2):  # a settled line, then two alike cards on one line
        app.click(next(button for button, action in overlay.loan_buttons.items()
                       if str(action).startswith("extend")))
    texts = board.view.texts
    assert any(label.split()[0] == "2" for label, _amount, _why
               in overlay.settled(_column(overlay, 0), texts))
    for column in overlay.columns:
        lines = overlay.figures(column.seat, texts) + [
            (label, amount) for label, amount, _why in overlay.settled(column, texts)]
        for label, amount in lines:
            width = (fonts.text(label, 14, (0, 0, 0)).get_width() + 8
                     + fonts.text(amount, 14, (0, 0, 0), True).get_width())
            assert width <= column.rect.width, (label, amount)
        status = overlay.status(column)
        if status is not None:
            assert fonts.text(status, 14, (0, 0, 0)).get_width() <= column.rect.width, status


def test_due_now_holds_still_while_a_computer_settles_its_cards(app, board):
    """Blue decides its two cards one by one; its "Due now" and "Extending all costs" say what
    they said as its decision began (issue 34, point 6), only its cash moves."""
    overlay = _deciding_with_many_cards(app, board)
    texts = board.view.texts
    for _card in range(len(ANNAS) + 2):  # Anna extends hers (repaying needs the cash)
        if overlay.decision is None or overlay.decision.seat != 0:
            break
        app.click(next(button for button, action in overlay.loan_buttons.items()
                       if button.is_enabled and str(action).startswith("extend")))
    seen = set()

    def settled() -> bool:
        """Every frame's figures while Blue decides; True once the loans are done."""
        if overlay.decision is not None and overlay.decision.seat == 1:
            seen.add(tuple(overlay.figures(1, texts)[1:]))
        return overlay.loans_done

    until(app, settled, frames=600)   # Blue thinks on the wall clock: a floor in seconds
    assert len(_column(overlay, 1).loan_lines) >= 2
    assert len(seen) == 1, seen
    (due, _amount), _extension = next(iter(seen))
    assert due == app.tr("tycoon_play.payday.due_now")


@pytest.mark.parametrize("lang", TYCOON_LANGUAGES)
def test_every_loan_button_reads_verb_separator_sum_and_unit(make_four_seats, lang):
    """«Плата 12» beside «Продлить: 16» (play-test, ru, 1366x768): every loan button says a
    verb, one separator and the Babel-written sum with its unit tied to it by a no-break space,
    and its label fits the button in the payday's narrowest columns."""
    app, board = make_four_seats(lang)
    overlay = _deciding_with_many_cards(app, board)
    shapes = set()
    for button in overlay.loan_buttons:
        text = translate(button.text, **button.text_kwargs)
        sum_text = format_number(int(button.text_kwargs["due"]), lang)
        shape = re.fullmatch(r"(\w+\W+)(\d+)(\u00a0\S+)", text)  # "Repay: 12 M"
        assert shape is not None, text
        verb, number, unit = shape.groups()
        assert number == sum_text, text
        shapes.add((re.sub(r"\w", "", verb), unit))
        assert button.font.size(text)[0] + 8 <= button.rect.width, text
    assert len(overlay.loan_buttons) == 4 and len(shapes) == 1, shapes
    rects = [button.rect for button in overlay.loan_buttons]
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    assert all(rect.bottom <= overlay.next_button.rect.top for rect in rects)


class _Blits:
    """A surface that keeps where each text was put (`_draw_loans` only blits there)."""

    def __init__(self) -> None:
        self.tops: list[int] = []

    def blit(self, _image, place) -> None:
        self.tops.append(place[1])


def test_a_person_who_settled_every_card_reads_so_with_no_gap_while_a_computer_decides(
        app, board):
    """Play-test (tycoonroute, ru): once Anna had settled all her cards, «Погасить всё сейчас»
    and «Продлить всё» went and left a two-row gap above her settled lines, while Blue's
    column kept its figures. Now a line says every card is settled, and her settled cards
    follow right under it: her column's lines stand one line apart, top to bottom."""
    overlay = _deciding_with_many_cards(app, board)
    for _card in range(len(ANNAS) + 2):  # Anna extends hers (repaying needs the cash)
        if overlay.decision is None or overlay.decision.seat != 0:
            break
        app.click(next(button for button, action in overlay.loan_buttons.items()
                       if button.is_enabled and str(action).startswith("extend")))
    assert overlay.decision is not None and overlay.decision.seat == 1, "Blue decides now"
    assert overlay.stage == "loans"
    anna = _column(overlay, 0)
    texts = board.view.texts
    assert len(overlay.figures(1, texts)) == 3, "Blue's column keeps its figures"
    assert overlay.status(anna) == "All loan cards settled."
    surface = _Blits()
    overlay._draw_loans(surface, texts, anna)
    tops = sorted(set(surface.tops))
    assert len(tops) >= 3  # cash, the settled line, a settled card
    assert [b - a for a, b in zip(tops, tops[1:], strict=False)] == [20] * (len(tops) - 1)
    app.set_language("ru")
    assert overlay.status(anna) == "По всем кредитам решено."


def _keys_through_the_income(app, board, annas: tuple[int, ...]):
    """Anna holds `annas`, Blue its two cards; the payday's Continue pressed by the keys
    alone through the income, so the focus stands on it as the loans' step begins."""
    _hand_out(board, annas)
    overlay = play_to_payday(app, board)
    tab_until(app, board, lambda w: w is overlay.next_button)
    while overlay.stage == "income":
        app.press_key(pygame.K_SPACE)
    return overlay


def test_continue_greyed_while_a_computer_decides_says_why(app, board):
    """While Blue decided its loans Continue was greyed, yet it had the focus and said
    nothing, nor did Space on it (play-test): its tip says whose loans come first, and Space
    tells it on the card's own line (the news line is not drawn over the card: tycoon23)."""
    overlay = _keys_through_the_income(app, board, ())
    for _card in range(len(ANNAS) + 2):  # Anna's own, if she borrowed in play: extended
        if overlay.decision is None or overlay.decision.seat != 0:
            break
        app.click(next(button for button, action in overlay.loan_buttons.items()
                       if button.is_enabled and str(action).startswith("extend")))
    button = overlay.next_button
    assert overlay.decision is not None and overlay.decision.seat == 1, "Blue decides"
    assert board.ring.current is button and not button.is_enabled
    why = app.tr("tycoon_board.why.payday_decisions", player=board.text_names[1])
    assert button.tool_tip_text == why and "Blue" in why
    app.press_key(pygame.K_SPACE)
    assert overlay.news.text == why
    until(app, lambda: overlay.loans_done, frames=600)  # Blue thinks on the wall clock
    assert button.is_enabled and not button.tool_tip_text


def test_the_persons_cards_coming_up_under_a_greyed_continue_take_the_focus(app, board):
    """Anna's loan cards come up while the focus stands on the greyed Continue: it goes to
    her first card's Repay, where Space settles a card."""
    overlay = _keys_through_the_income(app, board, (0, 1))
    assert overlay.decision is not None and overlay.decision.seat == 0
    assert not overlay.next_button.is_enabled
    assert overlay.loan_buttons.get(board.ring.current) is not None, board.ring.current
    assert str(overlay.loan_buttons[board.ring.current]).startswith("repay")
