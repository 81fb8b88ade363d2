"""Stage a person in a city with "Fly home" on offer, in a real window (Xvfb :77, 1280x800):

    .venv/bin/python -m tests.tycoon_scenes.stage_fly_home ru

Anna bought a scheduled ticket and flew to its city; the pointer resting on the action bar's
first button shows its tooltip (`xdotool mousemove 54 766`).
"""

from __future__ import annotations

import sys

from game.core.setup import Seat
from game.tycoon.rules import board as rules_board
from game.tycoon.rules.actions import BUY, Fly
from tests.tycoon_scenes.stage_board import stage_board

SEATS = (Seat("human", "Anna", "red"), Seat("computer", "Blue", "blue", "easy"))


def main(argv: list[str]) -> None:
    (lang,) = argv
    app, board = stage_board(lang, SEATS)
    ticket = next(t for t in board.model.market
                  if t is not None and rules_board.TICKET_KIND[t] == rules_board.SCHEDULED)
    board.apply(BUY[ticket])
    board.apply(next(a for a in board.match.state.legal_actions() if isinstance(a, Fly)))
    app.run()


if __name__ == "__main__":
    main(sys.argv[1:])
