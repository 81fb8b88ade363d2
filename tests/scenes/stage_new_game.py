"""Stage a game's new-game screen in a real window, for /work/shared/tools/xshot:

    /work/shared/tools/xshot docs/screenshots/new_game_curtain_tycoon_en.png 20 -- \\
        .venv/bin/python -m tests.scenes.stage_new_game tycoon en 2

with that many of its first seats people (by a click on their row, as a player would): with
one person the curtain between people is not offered, with two it is.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from game.app import App, Options
from game.games import game_entry


def main(argv: list[str]) -> int:
    game, lang, people = argv
    app = App(Options(language=lang, data_dir=Path(tempfile.mkdtemp(prefix="new-game-")),
                      fullscreen=False, decision_seed=0))
    scene = app.scenes.push(game_entry(game).new_game_class()(app))
    app.run_frames(2)
    for row in scene.rows[1:int(people)]:
        app.click(row.kinds.buttons["human"])
    return app.run()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
