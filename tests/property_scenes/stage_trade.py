"""Stage the trade findings of issue 28.1-2 in a real window, for /work/shared/tools/xshot:

    /work/shared/tools/xshot docs/screenshots/property_trade_rejected_en.png 25 -- \\
        .venv/bin/python -m tests.property_scenes.stage_trade rejected en

`rejected`: the person's offer came back rejected: the draft, editable, with the computer's
reason on top. `counter`: a computer's counter-offer to it, opened as a draft with Accept and
Reject. `out_of_turn`: a computer's turn, the person's panel with Trade… to propose now.
`six`: a six-seat game's draft, five partner tabs (the longest names: Hard computers).
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from game.app import App, Options
from game.core.setup import GameSetup, Seat
from game.games import game_entry
from game.property.scenes.board_scene import BoardScene

GAME = "kraken_bay"
SEATS = (Seat("human", "Anna", "purple"), Seat("computer", "Ben", "blue", "normal"),
         Seat("computer", "Cleo", "green", "normal"))


SIX = (Seat("human", "Anna", "red"),) + tuple(
    Seat("computer", colour, colour, "hard")
    for colour in ("blue", "yellow", "green", "purple", "orange"))


def _board(app: App, starts: int, seats: tuple = SEATS) -> BoardScene:
    seed = next(seed for seed in range(1, 200)
                if game_entry(GAME).new_game(len(seats), seed, {}).turn_player() == starts)
    board = app.scenes.push(BoardScene(app, GameSetup(GAME, seed, seats, {}), curtain=False))
    app.run_frames(2)
    return board


def _own(state, seat: int, *spaces: int) -> None:
    for p in spaces:
        state.owner[p] = seat
    state._owned = state._legal = None


def _send(app: App, board: BoardScene, places: tuple, field: str, cash: int) -> None:
    board.open_trade()
    for p in places:
        board.trade_click(p)
    board.sync()
    board.entries[field].set_text(str(cash))
    board.read_entries()
    board.send_trade()
    for _ in range(2000):
        if board.draft is not None:
            break
        app.run_frames(1)
    board._frame_cache = {}


def main(argv: list[str]) -> None:
    kind, lang = argv
    app = App(Options(language=lang, data_dir=Path(tempfile.mkdtemp(prefix="pt-trade-")),
                      fullscreen=False, decision_seed=0))
    app.settings.animation_speed = "instant"
    if kind == "out_of_turn":
        board = _board(app, 1)
        for _ in range(600):
            if board.person is None and board.offers("trade"):
                break
            app.run_frames(1)
        board.may_move = lambda: False      # the picture holds the moment still
    elif kind == "six":
        board = _board(app, 0, SIX)
        board.open_trade()
        board.pick_partner(4)
    else:
        board = _board(app, 0)
        state = board.match.state
        a, b, c = state.rs.sets[state.rs.set_ids.index("lantern")]
        if kind == "rejected":
            _own(state, 1, 39)
            _send(app, board, (39,), "give_cash", 150)
        else:
            _own(state, 1, a, b)
            _own(state, 0, c)
            state.cash[1], state.cash[2] = state.cash[1] + 1000, state.cash[2] - 1000
            _send(app, board, (c,), "get_cash", 8 * state.rs.price[c])
    app.run()


if __name__ == "__main__":
    main(sys.argv[1:])
