"""Stage the payday card's standings (its last Continue) in a real window, for
/work/shared/tools/xshot or xdotool (guard24: the pointer left resting on Continue, over a
market ticket, opens no ticket card as the turn begins):

    DISPLAY=:61 .venv/bin/python -m tests.tycoon_scenes.stage_payday_standings de

Anna and Blue (a computer), the first payday played through by the test's synthetic person.
"""

from __future__ import annotations

import sys

from game.core.setup import Seat
from tests.tycoon_scenes.autoplay import play_payday, play_to_payday
from tests.tycoon_scenes.stage_board import stage_board

SEATS = (Seat("human", "Anna", "red"), Seat("computer", "Blue", "blue", "easy"))


def main(argv: list[str]) -> None:
    (lang,) = argv
    app, board = stage_board(lang, SEATS)
    overlay = play_to_payday(app, board)
    while overlay.stage != "standings" or overlay.counting:
        play_payday(app, board)
    app.run()


if __name__ == "__main__":
    main(sys.argv[1:])
