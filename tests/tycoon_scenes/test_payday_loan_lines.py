"""The payday card's loan lines in a four-player column: "Neuer Kredit 10 Mio. (für Schulden)",
«2 новые карты по 10 млн (на долги)» and "2 new cards of 10 M (to pay debts)" shrank to 12-13
px beside their amount (fonts.fit) while the income rows above them wrap at a word; now they
wrap too, at the loan lines' own size, and the button rows of a person's open cards stand under
figures that take two lines."""

from __future__ import annotations

import pytest

from game.tycoon.rules import LoanExtended, LoanRepaid, LoanTaken
from game.tycoon.rules import board as rules_board
from game.tycoon.scenes.payday_rows import NBSP
from game.ui import fonts
from tests.tycoon_scenes.test_payday import _play_to_payday
from tests.tycoon_scenes.test_payday_rows import FOUR_PLAYERS

#: The computers think in this process (tests/tycoon_scenes/conftest.py): no worker to start.
pytestmark = pytest.mark.think_inline

TENS = [card for card, amount in zip(rules_board.LOAN_IDS, rules_board.LOAN_AMOUNT,
                                     strict=True) if amount == 10]


def _drawn(monkeypatch, draw) -> list[tuple[str, int]]:
    """(text, size) of every label fonts.text draws while `draw` runs."""
    seen: list[tuple[str, int]] = []
    real = fonts.text

    def recording(label, size, *args, **kwargs):
        seen.append((label, size))
        return real(label, size, *args, **kwargs)

    monkeypatch.setattr(fonts, "text", recording)
    draw()
    monkeypatch.setattr(fonts, "text", real)
    return seen


def _sizes_of(label: str, drawn: list[tuple[str, int]]) -> list[int]:
    """The sizes of the drawn texts that together say `label`'s words, in order (a label
    broken onto lines is drawn in parts one after another); [] when no run of them does."""
    words = label.split()
    for start in range(len(drawn)):
        said: list[str] = []
        sizes: list[int] = []
        for text, size in drawn[start:]:
            said += text.replace(NBSP, " ").split()
            sizes.append(size)
            if len(said) >= len(words):
                break
        if said == words:
            return sizes
    return []


@pytest.mark.parametrize("app_language", ["de", "ru", "en"])
def test_every_settled_loan_line_reads_at_full_size_in_a_narrow_column(
        app, board, monkeypatch, app_language):
    _play_to_payday(app, board)
    overlay = board.payday
    overlay.skip()
    overlay.stage = "loans"
    for column in overlay.columns:
        column.rect.width = FOUR_PLAYERS
    first, second = overlay.columns[0].seat, overlay.columns[1].seat
    overlay.add_events([LoanTaken(first, TENS[0], 10, True), LoanTaken(first, TENS[1], 10, True),
                        LoanRepaid(first, TENS[2], 10, True), LoanRepaid(first, TENS[3], 10, True),
                        LoanTaken(second, TENS[4], 10, True),
                        LoanExtended(second, TENS[5], 16), LoanExtended(second, TENS[6], 16)])
    texts = board.view.texts
    drawn = _drawn(monkeypatch, lambda: overlay._compose(texts, 0))
    wrapped = 0
    for column in overlay.columns[:2]:
        for label, _amount, _reasons in overlay.settled(column, texts):
            sizes = _sizes_of(label, drawn)
            assert sizes, (label, "drawn whole, no word lost")
            assert min(sizes) == 14, (label, sizes, "shrunk below the loan lines' size")
            wrapped += len(sizes) > 1
    assert wrapped, "the longest lines take a second line"


def test_the_loans_taken_by_the_rules_alone_count_their_second_lines(app, board):
    """Where the loans settled by the rules alone, the income lists take the room above them:
    a loan line on two lines is two lines of that room, or it ran into the standings."""
    app.set_language("de")
    _play_to_payday(app, board)
    overlay = board.payday
    for column in overlay.columns:
        column.rect.width = FOUR_PLAYERS
    short, long = overlay.columns[:2]
    overlay.add_events([LoanRepaid(short.seat, TENS[0], 10, False),  # "Kredit 10 Mio. getilgt"
                        LoanTaken(long.seat, TENS[1], 10, True)])  # "Neuer Kredit 10 Mio. (für …"
    texts = board.view.texts
    assert overlay._loan_rows(long, texts) == overlay._loan_rows(short, texts) + 1


def test_a_persons_buttons_stand_under_figures_on_two_lines(app, board):
    """A figure whose label takes two lines pushes the rows of repay and extend buttons down
    with it (they stood three lines under the Loans heading whatever the figures took)."""
    from game.tycoon.scenes.payday_rows import LINE_H, figure_label
    from tests.tycoon_scenes.test_payday_decision import _deciding_with_many_cards

    overlay = _deciding_with_many_cards(app, board)
    column = next(c for c in overlay.columns if c.seat == 0)
    column.rect.width = 150  # narrow enough for "Extending all costs" beside its sum
    board._show_loan_decision()
    texts = board.view.texts
    lines = [len(figure_label(label, amount, column.rect.width))
             for label, amount in overlay.figures(0, texts)]
    assert max(lines) > 1, "a figure on two lines"
    under = overlay.loans_top + 22 + LINE_H * sum(lines)
    assert overlay.rows_top >= under
    assert min(button.rect.top for button in overlay.loan_buttons) >= under
