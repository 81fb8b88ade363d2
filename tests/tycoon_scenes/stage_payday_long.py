"""Stage the longest income list a payday can bring, in a real window, for
/work/shared/tools/xshot:

    /work/shared/tools/xshot docs/screenshots/tycoon_payday_long_ru.png 20 -- \\
        .venv/bin/python -m tests.tycoon_scenes.stage_payday_long ru

Four seats (the narrowest columns) at the final payday, Anna holding all her eighteen hotels in
pairs over the nine cities (first everywhere, one of them by the tie rule) and all five of her
factories: fourteen income lines (her two New York factories on one) from the rules' own
`compute_income`, the card at its standings.
"""

from __future__ import annotations

import sys

from game.core.setup import Seat
from game.tycoon import rules
from game.tycoon.rules import LoanRepaid, Payday, board
from game.tycoon.rules.payday import compute_income
from game.tycoon.scenes.payday_overlay import PaydayOverlay
from tests.tycoon_scenes.stage_board import stage_board

SEATS = (Seat("human", "Anna", "red"), Seat("computer", "Blue", "blue", "easy"),
         Seat("computer", "Green", "green", "easy"), Seat("computer", "Yellow", "yellow", "easy"))
#: Anna's five factories: (city, lot); Mexico City's (city 8 below) stands in the longest chain.
ANNAS_FACTORIES = ((8, 0), (0, 0), (0, 1), (1, 0), (2, 0))


def longest_payday(state) -> Payday:
    """Lay the hotels and factories on `state` and return the final payday the rules pay for
    them: seat 0 first in every city, seat 1 second (tied in the last city, where seat 0's
    earlier hotel wins), seats 2 and 3 third in some."""
    for c in range(board.NUM_CITIES):
        owners = [0, 1, 0, 2 + c % 2] + ([1] if c == board.NUM_CITIES - 1 else [])
        for lot, seat in enumerate(owners):
            state.chain[c * board.BUILD_LOTS + lot] = seat
        state.cend[c] = len(owners)
    for c, lot in ANNAS_FACTORIES:
        state.fact[board.FACTORY_LOTS_PER_CITY * c + lot] = 0
    state.fact[board.FACTORY_LOTS_PER_CITY * 3] = 1
    state.session = board.SESSIONS
    income = compute_income(state)
    for pp in income:  # paid, as the rules' end of a session pays it
        state.money[pp.seat] += pp.total
    return Payday(board.SESSIONS, True, income)


def open_longest(board_scene, loans: bool = False) -> PaydayOverlay:
    """The card of `longest_payday` up over the board at its standings, left there (its
    Continue button off, so the board does not close it). With `loans`, Blue repaid a 10 M
    card at it: the card keeps the loans' room, so Anna's list is summed to fit above it."""
    state = board_scene.match.state
    payday = longest_payday(state)
    colours = tuple(seat.colour for seat in board_scene.match.setup.seats)
    overlay = PaydayOverlay(board_scene, payday, board_scene.turn.names(), colours,
                            board_scene.model.turn_order())
    if loans:
        overlay.add_events([LoanRepaid(1, board.LOAN_IDS[0], board.LOAN_DUE[0][0], False)])
    overlay.finish_loans(rules.net_worth(state), list(state.money))
    overlay.stage = "standings"
    overlay.skip()
    board_scene.payday = overlay
    overlay.set_shown(True)
    board_scene.sync()  # the turn's widgets go, as when the rules' payday comes
    overlay.next_button.disable()
    return overlay


def main(argv: list[str]) -> None:
    """`stage_payday_long LANG [loans]`: nobody held a loan card, or Blue repaid one."""
    lang, *loans = argv
    app, board_scene = stage_board(lang, SEATS)
    open_longest(board_scene, loans == ["loans"])
    app.run()


if __name__ == "__main__":
    main(sys.argv[1:])
