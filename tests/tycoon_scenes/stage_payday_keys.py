"""Stage a person's loan decision for the keys alone, in a real window (paydaykeys):

    Xvfb :63 -screen 0 1280x800x24 & DISPLAY=:63 \\
        .venv/bin/python -m tests.tycoon_scenes.stage_payday_keys en
    DISPLAY=:63 xdotool key Tab Return Return   # the focus stays on the card's buttons

Anna holds two 10 M cards and a 16 M one (besides those borrowed in play) and cash to repay
them all; Blue, a computer, one. Tab reaches the first Repay; each Enter repays a card and the
focus stays in its place, then goes on to the 16 M row once the 10 M row is emptied.
"""

from __future__ import annotations

import sys

from game.core.setup import Seat
from tests.tycoon_scenes.autoplay import play_to_loans
from tests.tycoon_scenes.stage_board import stage_board

SEATS = (Seat("human", "Anna", "red"), Seat("computer", "Blue", "blue", "easy"))
ANNAS = (0, 1, 14)  # two 10 M cards and a 16 M one
BLUES = (7,)


def main(argv: list[str]) -> None:
    (lang,) = argv
    app, board = stage_board(lang, SEATS)
    state = board.match.state
    for seat, cards in enumerate((ANNAS, BLUES)):
        for k in cards:
            state.loan_owner[k] = seat
    play_to_loans(app, board)
    state.money[0] = max(state.money[0], 200)  # cash enough to repay every card
    state._legal = None  # the edit bypasses apply(), so drop the state's cached legal moves
    board._show_loan_decision()
    app.run()


if __name__ == "__main__":
    main(sys.argv[1:])
