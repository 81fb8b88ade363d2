"""Issue 34's screens in a real window, for /work/shared/tools/xshot (house rule 8):

    xshot docs/screenshots/tycoon_since_en.png 20 -- \\
        .venv/bin/python -m tests.tycoon_scenes.show_rough_edges since en

`since`: a person's turn after the computer built, with the "Since your last turn" note;
`loan`: the question before borrowing; `players`, `majorities`, `history`: the P, M and H
panels a few turns in; `payday`: a person's loan decision at the first payday.
Runs until the window is closed (xshot stops it).
"""

from __future__ import annotations

import sys

from tests.tycoon_scenes.window import board_against, window_app

OTHERS = {"en": "Blue (normal)", "de": "Blau (mittel)", "ru": "Синий (средний)"}


def main(what: str, lang: str) -> int:
    from tests.tycoon_scenes.autoplay import play_human_turn, play_payday, settle

    app = window_app(lang, speed="instant", confirm_end_turn=what == "loan")
    board = board_against(app, 5, (OTHERS[lang], "blue", "normal"),
                          ("Yellow (normal)", "yellow", "normal"))
    app.run_frames(3)
    turns = {"since": 3, "loan": 1, "players": 5, "majorities": 5, "history": 5}.get(what, 40)
    for _turn in range(turns):
        settle(app, board)
        if board.payday is not None:
            if what == "payday" and board.payday.loan_buttons:
                break
            play_payday(app, board)
            continue
        if what != "payday" and _turn == turns - 1:
            break
        play_human_turn(app, board)
    settle(app, board)
    if what == "loan":
        board._outcome(board.turn.press_action("loan_16"))
    elif what in ("players", "majorities"):
        board.info.open(what)
    elif what == "history":
        board.game_log.open_panel()
    return app.run()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "en"))
