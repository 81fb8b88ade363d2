"""Stage the trade findings of issue 28.1-2 in a real window, for /work/shared/tools/xshot:

    /work/shared/tools/xshot docs/screenshots/property_trade_rejected_en.png 25 -- \\
        .venv/bin/python -m tests.property_scenes.stage_trade rejected en

`rejected`: the person's offer came back rejected: the draft, editable, with the computer's
reason on top. `counter`: a computer's counter-offer to it, opened as a draft with Accept and
Reject. `out_of_turn`: a computer's turn, the person's panel with Trade… to propose now.
`six`: a six-seat game's draft, five partner tabs (the longest names: Hard computers).
`paused`: a 30 s turn timer, the draft opened with 25 s left: the header says it is paused.
`switched`: `rejected` in Russian, then the Settings' language switched to LANG: the
computer's reason on top of the draft in LANG.
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


def _board(app: App, starts: int, seats: tuple = SEATS,
           options: dict | None = None) -> BoardScene:
    options = options or {}
    seed = next(seed for seed in range(1, 200)
                if game_entry(GAME).new_game(len(seats), seed, dict(options)).turn_player()
                == starts)
    board = app.scenes.push(BoardScene(app, GameSetup(GAME, seed, seats, options),
                                       curtain=False))
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


def _played_until_seat_1_owns(app: App, board: BoardScene) -> None:
    from game.property.rules.phases import PRE_ROLL
    from tests.property_scenes.autoplay import Person, settle

    state, person = board.match.state, Person()
    while not (board.person == 0 and state.phase == PRE_ROLL and 1 in state.owner):
        settle(app, board)
        if board.person == 0 and not (state.phase == PRE_ROLL and 1 in state.owner):
            person.act(app, board)


def main(argv: list[str]) -> None:
    kind, lang = argv
    shown, lang = lang, ("ru" if kind == "switched" else lang)
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
    elif kind == "paused":
        board = _board(app, 0, options={"turn_timer_s": 30})
        app.step(5)
        board.open_trade()
    elif kind == "six":
        board = _board(app, 0, SIX)
        board.open_trade()
        board.pick_partner(4)
    else:
        board = _board(app, 0)
        state = board.match.state
        a, b, c = state.rs.sets[state.rs.set_ids.index("lantern")]
        if kind == "switched":   # played, not staged: the switch replays the game's moves
            _played_until_seat_1_owns(app, board)
            _send(app, board, (state.owner.index(1),), "give_cash", 10)
        elif kind == "rejected":
            _own(state, 1, 39)
            _send(app, board, (39,), "give_cash", 150)
        else:
            _own(state, 1, a, b)
            _own(state, 0, c)
            state.cash[1], state.cash[2] = state.cash[1] + 1000, state.cash[2] - 1000
            _send(app, board, (c,), "get_cash", 8 * state.rs.price[c])
    if shown != lang:
        app.set_language(shown)
    app.run()


if __name__ == "__main__":
    main(sys.argv[1:])
