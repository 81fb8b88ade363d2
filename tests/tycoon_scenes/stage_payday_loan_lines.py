"""Stage the payday card's longest loan lines in a real window, for /work/shared/tools/xshot:

    /work/shared/tools/xshot docs/screenshots/tycoon_payday_loan_lines_ru.png 60 -- \\
        .venv/bin/python -m tests.tycoon_scenes.stage_payday_loan_lines ru

Anna and three computers, four narrow columns at 1280×800, at the first payday's loans: Anna
holds a 10 M and a 16 M card and has repaid the 10 M one, so her figures say what the card
left costs («Погасить оставшуюся 1 карту»); Blue took two cards to pay debts, Green had two
extended cards repaid as due, Yellow extended two and took one. The computers then wait, so
the card stays as staged.
"""

from __future__ import annotations

import sys

from game.core.setup import Seat
from game.tycoon.rules import LoanExtended, LoanRepaid, LoanTaken
from game.tycoon.rules import board as rules_board
from game.tycoon.rules.actions import REPAY
from tests.tycoon_scenes.autoplay import play_to_loans
from tests.tycoon_scenes.stage_board import stage_board

SEATS = (Seat("human", "Anna", "red"), Seat("computer", "Blue", "blue", "easy"),
         Seat("computer", "Green", "green", "easy"), Seat("computer", "Yellow", "yellow", "easy"))
ANNAS = (0, 14)  # a 10 M and a 16 M card


def main(argv: list[str]) -> None:
    (lang,) = argv
    app, board = stage_board(lang, SEATS)
    state = board.match.state
    for k in ANNAS:
        state.loan_owner[k] = 0
    overlay = play_to_loans(app, board)
    board.may_move = lambda: False  # the computers wait: the card stays as staged
    state.money[0] = max(state.money[0], 40)  # cash enough to repay either card
    state._legal = None  # the edit bypasses apply(), so drop the state's cached legal moves
    board._show_loan_decision()
    app.click(next(button for button, action in overlay.loan_buttons.items()
                   if action in REPAY and rules_board.LOAN_AMOUNT[REPAY.index(action)] == 10))
    cards = [card for i, card in enumerate(rules_board.LOAN_IDS)
             if state.loan_owner[i] < 0]  # cards nobody holds: Anna's stay open
    overlay.add_events([LoanTaken(1, cards[0], 10, True), LoanTaken(1, cards[1], 10, True)])
    overlay.add_events([LoanRepaid(2, cards[2], 16, True), LoanRepaid(2, cards[3], 16, True)])
    overlay.add_events([LoanExtended(3, cards[4], 16), LoanExtended(3, cards[5], 16),
                        LoanTaken(3, cards[6], 10, True)])
    app.run()


if __name__ == "__main__":
    main(sys.argv[1:])
