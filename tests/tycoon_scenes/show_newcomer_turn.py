"""Issue 14.3/14.4 screens in a real window, for /work/shared/tools/xshot (house rule 8):

    xshot docs/screenshots/guided_build_de.png 8 -- \\
        .venv/bin/python -m tests.tycoon_scenes.show_newcomer_turn guided de
    xshot docs/screenshots/hint_plan_en.png 14 -- \\
        .venv/bin/python -m tests.tycoon_scenes.show_newcomer_turn hint en

`guided`: the guided turn at its "click the glowing lot" step (a third argument names another
step: intro, buy, fly, build, end, payday); `hint`: a real board at the
first turn with the hint panel open (the computer's plan); `way`: the question a lot click
asks when two ways there cost the same. Runs until the window is closed (xshot stops it).
"""

from __future__ import annotations

import sys

from tests.tycoon_scenes.window import board_against, window_app


def opened(what: str, lang: str, step: str = "build"):
    """The app with the screen `what` open in `lang`, before its loop runs (a test opens it in
    every language: a name table here had en and de only, and ru raised KeyError)."""
    app = window_app(lang, speed="instant")
    if what == "guided":
        from game.tycoon.howto.guided import GuidedTurnScene

        guide = app.scenes.push(GuidedTurnScene(app))
        app.run_frames(2)
        while guide.step_name != step:
            guide.advance()
            app.run_frames(2)
    else:
        from game.tycoon.scenes.turn_panel import Spot

        # no name: the game names the computer in the board's language, as in a real game
        board = board_against(app, 5, ("", "blue", "hard"))
        app.run_frames(3)
        if what == "hint":
            board.info.open("hint")
        else:
            # Monaco: two ways, both as cheap (pressed in code: a posted click would be read
            # in window coordinates, which a scaled window does not share with the canvas)
            board._outcome(board.turn.press(Spot("lot", 1)))
    return app


def main(what: str, lang: str, step: str = "build") -> int:
    return opened(what, lang, step).run()


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
