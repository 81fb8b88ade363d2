"""Stage the payday card's loan reasons in a real window, for /work/shared/tools/xshot:

    /work/shared/tools/xshot docs/screenshots/tycoon_payday_reasons_ru.png 40 -- \\
        .venv/bin/python -m tests.tycoon_scenes.stage_payday_reasons ru

Anna and three computers, four narrow columns, at the first payday's loans: Blue repaid two
10 M cards for two reasons (one cheaper now, one due), Green extended one (the longest reason,
"продлевает кредит: деньги остаются на постройки"), Yellow repaid one. The computers then
wait, so the card stays as staged.
"""

from __future__ import annotations

import sys

from game.core.setup import Seat
from game.tycoon.rules import LoanExtended, LoanRepaid
from game.tycoon.rules import board as rules_board
from tests.tycoon_scenes.autoplay import play_to_payday
from tests.tycoon_scenes.stage_board import stage_board

SEATS = (Seat("human", "Anna", "red"), Seat("computer", "Blue", "blue", "easy"),
         Seat("computer", "Green", "green", "easy"), Seat("computer", "Yellow", "yellow", "easy"))


def main(argv: list[str]) -> None:
    (lang,) = argv
    app, board = stage_board(lang, SEATS)
    overlay = play_to_payday(app, board)
    board.may_move = lambda: False  # the computers wait: the card stays as staged
    overlay.skip()
    overlay.stage = "loans"
    cards = rules_board.LOAN_IDS
    overlay.add_events([LoanRepaid(1, cards[0], 10, False)],
                       ("tycoon_ai.reason.repay", {"amount": 10, "later": 16}))
    overlay.add_events([LoanRepaid(1, cards[1], 16, False)],
                       ("tycoon_ai.reason.repay_due", {"amount": 16}))
    overlay.add_events([LoanExtended(2, cards[2], 16)], ("tycoon_ai.reason.extend", {}))
    overlay.add_events([LoanRepaid(3, cards[3], 10, False)],
                       ("tycoon_ai.reason.repay", {"amount": 10, "later": 16}))
    overlay.set_shown(True)
    app.run()


if __name__ == "__main__":
    main(sys.argv[1:])
