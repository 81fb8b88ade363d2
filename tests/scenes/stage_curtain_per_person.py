"""Stage hot seat's curtain outside a turn in a real window, for /work/shared/tools/xshot:

    /work/shared/tools/xshot docs/screenshots/curtain_trade_answer_ru.png 30 -- \\
        .venv/bin/python -m tests.scenes.stage_curtain_per_person menedzher ru [lifted|auction]

Anna and Ben at one screen; in her first turn Anna offers Ben one of her places for its price.
The curtain names Ben, who answers the offer; `lifted`: Ben has lifted it and sees the offer.
`auction`: instead Anna declines the place her first roll lands on and Ben has bid: Anna to
bid, with no curtain between the bids.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from game.app import App, Options
from game.core.setup import GameSetup, Seat
from game.property.rules import Offer, Terms
from game.property.rules.actions import DECLINE, ROLL, Bid
from game.property.rules.auction import min_bid
from game.property.scenes.board_scene import BoardScene
from tests.property_scenes.test_decisions import first_seat_starts, give
from tests.scenes.test_kit_curtain_auction import lands_on_sale


def main(argv: list[str]) -> None:
    game, lang, *mode = argv
    app = App(Options(language=lang, data_dir=Path(tempfile.mkdtemp(prefix="curtain-stage-")),
                      fullscreen=False, decision_seed=0))
    app.settings.animation_speed = "instant"
    seats = (Seat("human", "Anna", "red"), Seat("human", "Ben", "blue"))
    seed = lands_on_sale(game) if mode == ["auction"] else first_seat_starts(game, people=2)
    board = app.scenes.push(BoardScene(app, GameSetup(game, seed, seats, {}), curtain=True))
    app.run_frames(2)
    board.shown_human, board.curtain = 0, None  # Anna has lifted her curtain
    if mode == ["auction"]:
        board.apply(ROLL)
        board.apply(DECLINE)
        if board.curtain is not None:   # Ben lifts his curtain (before the auction's own rule)
            board.shown_human, board.curtain = board.curtain.seat, None
        board.apply(Bid(min_bid(board.match.state)))   # Ben's first bid
        app.run()
        return
    state = board.match.state
    place = state.rs.sets[0][0]
    give(state, 0, place)
    board.apply(Offer(1, Terms((place,), 0, 0, (), state.rs.price[place], 0)))
    if mode == ["lifted"] and board.curtain is not None:
        board.shown_human, board.curtain = board.curtain.seat, None
        board.sync()
    app.run()


if __name__ == "__main__":
    main(sys.argv[1:])
