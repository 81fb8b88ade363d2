"""Stage the game log (issue 30.4) on any board in a real window, for /work/shared/tools/xshot:

    /work/shared/tools/xshot docs/screenshots/log_tycoon_en.png 40 -- \\
        .venv/bin/python -m tests.scenes.stage_log tycoon en

Anna (a person) and two computers play some rounds (Anna's moves are random legal ones),
then the table holds still and the log stands open over it.
"""

from __future__ import annotations

import random
import sys
import tempfile
import time
from pathlib import Path

from game.app import App, Options
from game.core.setup import GameSetup, Seat
from game.games import game_entry

SEATS = (Seat("human", "Anna", "red"), Seat("computer", "Ben", "blue", "easy"),
         Seat("computer", "Cleo", "green", "easy"))
OPTIONS = {"tycoon": {"stops": "exact", "start_player": 0}, "speedtycoon": {"think": "none"}}
LINES = {"tycoon": 60, "speedtycoon": 70, "kraken_bay": 90, "menedzher": 90}


def main(argv: list[str]) -> int:
    game, lang = argv
    app = App(Options(language=lang, data_dir=Path(tempfile.mkdtemp(prefix="log-")),
                      fullscreen=False, decision_seed=0))
    app.settings.animation_speed = "instant"
    app.settings.confirm_end_turn = False
    seats = SEATS[:2] if game == "speedtycoon" else SEATS
    setup = GameSetup(game, 11, seats, OPTIONS.get(game, {}))
    board = app.scenes.push(game_entry(game).board()(app, setup, curtain=False))
    rng = random.Random(11)
    deadline = time.monotonic() + 120
    while len(board.game_log.book.lines) < LINES[game] and time.monotonic() < deadline:
        if board.person is not None and not board.busy and not board.holding:
            legal = [a for a in board.match.state.legal_actions()
                     if type(a).__name__ not in ("Offer", "Demolish")]
            if legal:
                board.apply(rng.choice(legal))
        app.step(1 / 30)
        if getattr(board, "pauses", None):
            for pause in list(board.pauses):
                pause.close()
            board.pauses.clear()
    board.may_move = lambda: False  # the picture holds the moment still
    board.toast.clear()
    board.game_log.open_panel()
    return app.run()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
