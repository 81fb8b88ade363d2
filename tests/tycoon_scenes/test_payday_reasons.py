"""A computer's reasons on the payday card: two alike cards settled alike for two reasons say
both (the card kept only the latest), each as only the why under the choice it explains
("this loan is due", not "repays 16 M: this loan is due" under "Repaid"), and a long reason
takes a second line at its own size in a four-player column rather than shrink to 10 px
("продлевает кредит: деньги остаются на постройки", ru)"""

from __future__ import annotations

import pytest

from game.tycoon.rules import LoanExtended, LoanRepaid
from game.tycoon.rules import board as rules_board
from game.tycoon.view.texts import why_only
from game.ui import fonts
from tests.languages import TYCOON_LANGUAGES
from tests.text_fit import drawn_texts
from tests.tycoon_scenes.test_payday import _play_to_payday
from tests.tycoon_scenes.test_payday_decision import make_four_seats  # noqa: F401 (fixture)

#: The computers think in this process (tests/tycoon_scenes/conftest.py): no worker to start.
pytestmark = pytest.mark.think_inline

CHEAPER_NOW = ("tycoon_ai.reason.repay", {"amount": 10, "later": 16})
DUE = ("tycoon_ai.reason.repay_due", {"amount": 16})
EXTEND = ("tycoon_ai.reason.extend", {})


def _drawn(overlay, texts, monkeypatch) -> list[tuple[str, int]]:
    """Every text the composed card draws, with the size it is drawn at."""
    seen = drawn_texts(monkeypatch)
    overlay._compose(texts, 0)
    monkeypatch.undo()
    return seen


def _run(drawn: list[tuple[str, int]], said: str) -> list[tuple[str, int]] | None:
    """The texts drawn one after another that together say `said`, word for word."""
    words = said.split()
    for start in range(len(drawn)):
        got: list[str] = []
        for end in range(start, len(drawn)):
            got += drawn[end][0].split()
            if got == words:
                return drawn[start:end + 1]
            if got != words[:len(got)]:
                break
    return None


def _loans_stage(overlay) -> None:
    overlay.skip()
    overlay.stage = "loans"


def _column(overlay, seat):
    return next(column for column in overlay.columns if column.seat == seat)


def test_two_alike_cards_repaid_for_two_reasons_say_both(app, board, monkeypatch):
    """Blue repays two 10 M cards: one cheaper now than later, the other due (it was extended
    once). The card reads "3 cards of 10 M repaid" and both reasons under it, each once."""
    _play_to_payday(app, board)
    overlay = board.payday
    _loans_stage(overlay)
    first, second, third = rules_board.LOAN_IDS[:3]
    overlay.add_events([LoanRepaid(1, first, 10, False)], CHEAPER_NOW)
    overlay.add_events([LoanRepaid(1, second, 16, False)], DUE)
    overlay.add_events([LoanRepaid(1, third, 10, False)], CHEAPER_NOW)
    texts = board.view.texts
    (label, _amount, reasons), = overlay.settled(_column(overlay, 1), texts)
    assert label.startswith("3 cards of 10"), label
    assert reasons == [CHEAPER_NOW, DUE], "each reason, once, in the order given"
    drawn = _drawn(overlay, texts, monkeypatch)
    for reason in (CHEAPER_NOW, DUE):
        said = texts.reason(*why_only(reason), overlay.names)
        assert _run(drawn, said) is not None, said


@pytest.mark.parametrize("lang", TYCOON_LANGUAGES)
def test_a_long_reason_wraps_at_its_size_in_a_four_player_column(make_four_seats, lang,  # noqa: F811
                                                                  monkeypatch):
    from game.tycoon.scenes.payday_overlay import REASON_INDENT
    from game.tycoon.scenes.payday_rows import NOTE_SIZE

    app, board = make_four_seats(lang)
    _play_to_payday(app, board)
    overlay = board.payday
    _loans_stage(overlay)
    texts = board.view.texts
    cards = rules_board.LOAN_IDS
    overlay.add_events([LoanExtended(1, cards[0], 16)], EXTEND)
    overlay.add_events([LoanRepaid(2, cards[1], 16, False)], DUE)
    overlay.add_events([LoanRepaid(3, cards[2], 10, False)], CHEAPER_NOW)
    drawn = _drawn(overlay, texts, monkeypatch)
    for seat, reason in ((1, EXTEND), (2, DUE), (3, CHEAPER_NOW)):
        room = _column(overlay, seat).rect.width - REASON_INDENT
        said = texts.reason(*why_only(reason), overlay.names)
        parts = _run(drawn, said)
        assert parts is not None, (said, drawn)
        for label, size in parts:
            assert size == NOTE_SIZE, f"{label!r} shrank to {size} px"
            assert fonts.size_of(label, size)[0] <= room, label


@pytest.mark.parametrize("app_language", ["ru"])
def test_alike_cards_are_counted_in_russian_words(app, board):
    """The card said «3 × Карта 10 млн погашена (срок)», a sum rather than Russian
    (tycoonroute's ru play-test at the last payday): alike cards are counted in the line's
    own words, «3 карты по 10 млн погашены», «5 карт …»."""
    _play_to_payday(app, board)
    overlay = board.payday
    _loans_stage(overlay)
    tens = [card for k, card in enumerate(rules_board.LOAN_IDS)
            if rules_board.LOAN_AMOUNT[k] == 10]
    for card in tens[:3]:
        overlay.add_events([LoanRepaid(1, card, 10, False)], CHEAPER_NOW)
    texts = board.view.texts
    (label, _amount, _reasons), = overlay.settled(_column(overlay, 1), texts)
    assert label == "3 карты по 10\u00a0млн погашены", label
    for card in tens[3:5]:
        overlay.add_events([LoanRepaid(1, card, 10, False)], CHEAPER_NOW)
    (label, _amount, _reasons), = overlay.settled(_column(overlay, 1), texts)
    assert label == "5 карт по 10\u00a0млн погашены", label
