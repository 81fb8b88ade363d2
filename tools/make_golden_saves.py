"""Write tests/core/golden/<game>-v<format>.json for every playable game that lacks one.

A golden save is what a person's save of that game looks like in the current file format; the
tests load it through the migration chain on every run, so a later format or rules change that
would strand such a save is caught. The game is set up by its own new-game screen (as a person
would start it) and played 30 seeded random legal moves on, with a hint asked by the first
person (so the file keeps the hints' field, `meta.seat_hints`); an existing golden is never
rewritten (it records what was released).

    SDL_VIDEODRIVER=dummy .venv/bin/python tools/make_golden_saves.py
"""

from __future__ import annotations

import random
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
GOLDEN = ROOT / "tests" / "core" / "golden"
MOVES = 30
PROFILE = "0123456789ab"


def write_golden(game_id: str, folder: Path) -> Path:
    from game.app import App
    from game.core import save_format
    from game.core.paths import UserPaths
    from game.core.saves import SaveStore, new_game_uid
    from game.games import game_entry

    entry = game_entry(game_id)
    target = GOLDEN / f"{game_id}-v{save_format.CURRENT_VERSION}.json"
    app = App.headless(folder / "app", language="en")
    try:
        screen = app.scenes.push(entry.new_game_class()(app))  # its widgets hold the choices
        setup = screen.setup()
        match = entry.board()(app, setup).match
        rng = random.Random(7)
        for _ in range(MOVES):
            if match.state.is_terminal():
                break
            match.apply(rng.choice(match.state.legal_actions()))
        match.count_hint(setup.profile_seat)
        store = SaveStore(UserPaths.under(folder / "store"), PROFILE, games=game_entry)
        saved = store.save_slot("Golden", match.setup, match.actions, match.state,
                                game_uid=new_game_uid(), seat_hints=match.seat_hints)
    finally:
        app.close()
    shutil.copyfile(saved.path, target)
    return target


def main() -> None:
    from game.core import save_format
    from game.games import playable_games

    with tempfile.TemporaryDirectory() as temp:
        for entry in playable_games():
            if (GOLDEN / f"{entry.id}-v{save_format.CURRENT_VERSION}.json").is_file():
                continue
            print(write_golden(entry.id, Path(temp) / entry.id))


if __name__ == "__main__":
    main()
