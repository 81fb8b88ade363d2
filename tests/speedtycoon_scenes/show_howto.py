"""Speedtycoon's How to play in a real window, for /work/shared/tools/xshot (house rule 8):

    xshot docs/screenshots/speedtycoon_howto_de.png 8 -- \\
        .venv/bin/python -m tests.speedtycoon_scenes.show_howto book de
    xshot docs/screenshots/speedtycoon_guided_de.png 10 -- \\
        .venv/bin/python -m tests.speedtycoon_scenes.show_howto guided de

`book`: the book at its building-rules page; `guided`: the guided turn at its "click the green
cell" step, reached through the steps before it; `since`: its last step, after the computer's
turn, with the city panned under the "since your last turn" card's old spot (top right), the
news line about the computer's move held (it fades in five seconds) beside the card.
Runs until the window is closed (xshot stops it).
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from game.app import App, Options


def main(what: str, lang: str) -> int:
    app = App(Options(language=lang, data_dir=Path(tempfile.mkdtemp(prefix="st-howto-shot-")),
                      fullscreen=False, decision_seed=0))
    app.settings.animation_speed = "instant"
    app.run_frames(2)
    from game.speedtycoon.howto.howto_scene import CHAPTERS, SpeedtycoonHowTo

    book = app.scenes.push(SpeedtycoonHowTo(app))
    app.run_frames(2)
    book.show(next(i for i, c in enumerate(CHAPTERS) if c.id == "building"))
    if what == "guided":
        from game.speedtycoon.howto.guided import GuidedTable

        guide = app.scenes.push(GuidedTable(app))
        app.run_frames(2)
        while guide.step_name != "place":
            guide.advance()
            app.run_frames(2)
    if what == "since":  # the step after the computer's turn, the city panned to the top right
        from game.speedtycoon.howto.guided import GuidedTable
        from game.speedtycoon.view import table_view as tv

        guide = app.scenes.push(GuidedTable(app))
        app.run_frames(2)
        while guide.step_name != "again":
            while not guide.ready():
                app.step(0.05)
            guide.advance()
            app.run_frames(2)
        hq = guide.camera.cell_rect(0, 0)
        guide.camera.pan(tv.EMPIRE.right - 178 - hq.centerx, tv.EMPIRE.y + 70 - hq.centery)
        guide.toast.update = lambda dt: None
    return app.run()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "en"))
