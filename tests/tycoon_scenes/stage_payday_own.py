"""Stage a person's own loan decision half done, in a real window, for /work/shared/tools/xshot:

    /work/shared/tools/xshot docs/screenshots/tycoon_payday_own_en.png 40 -- \\
        .venv/bin/python -m tests.tycoon_scenes.stage_payday_own en

Anna and Blue (a computer), two columns as in the play-test (pt-mix, en): Anna comes to the
first payday with 10 M and 16 M loan cards (two given here, the rest borrowed in play) and has
just repaid one 10 M card; her "Due now" and "Extending" say what the cards still open cost.
"""

from __future__ import annotations

import sys

from game.core.setup import Seat
from game.tycoon.rules import board as rules_board
from game.tycoon.rules.actions import REPAY
from tests.tycoon_scenes.autoplay import play_to_loans
from tests.tycoon_scenes.stage_board import stage_board

SEATS = (Seat("human", "Anna", "red"), Seat("computer", "Blue", "blue", "easy"))
ANNAS = (0, 14)  # a 10 M and a 16 M card
BLUES = (7,)


def stage_loans(lang: str, annas: tuple[int, ...], cash: int):
    """Anna (holding `annas`) and Blue (`BLUES`) at the first payday, Anna's loan decision
    shown with at least `cash`; returns the app, the board and the payday overlay."""
    app, board = stage_board(lang, SEATS)
    state = board.match.state
    for seat, cards in enumerate((annas, BLUES)):
        for k in cards:
            state.loan_owner[k] = seat
    overlay = play_to_loans(app, board)
    state.money[0] = max(state.money[0], cash)
    state._legal = None  # the edit bypasses apply(), so drop the state's cached legal moves
    board._show_loan_decision()
    return app, board, overlay


def main(argv: list[str]) -> None:
    (lang,) = argv
    app, _, overlay = stage_loans(lang, ANNAS, 40)  # cash enough to repay either card
    app.click(next(button for button, action in overlay.loan_buttons.items()
                   if action in REPAY and rules_board.LOAN_AMOUNT[REPAY.index(action)] == 10))
    app.run()


if __name__ == "__main__":
    main(sys.argv[1:])
