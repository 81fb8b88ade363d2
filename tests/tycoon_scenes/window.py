"""The opening the Tycoon window scripts share (show_*.py under tests/tycoon_scenes and
tests/tycoon_info: screens looked at in a real window under Xvfb or xshot): the app in a
window, its user files in a new temporary folder, the computers' decisions seeded, and a board
with Anna (red, first to move) against computers, no curtain. `duplicates` found these lines
in five scripts; one copy here keeps the scripts to what each of them shows."""

from __future__ import annotations

import tempfile
from pathlib import Path

from game.app import App, Options
from game.core.setup import GameSetup, Seat


def window_app(lang: str, *, speed: str | None = None,
               confirm_end_turn: bool | None = None) -> App:
    """The app in a real window in `lang`; `speed` (animation) and `confirm_end_turn` are set
    when given, else the settings' defaults stand."""
    app = App(Options(language=lang, data_dir=Path(tempfile.mkdtemp(prefix="tycoon-window-")),
                      fullscreen=False, decision_seed=0))
    if speed is not None:
        app.settings.animation_speed = speed
    if confirm_end_turn is not None:
        app.settings.confirm_end_turn = confirm_end_turn
    app.run_frames(2)
    return app


def board_against(app: App, seed: int, *computers: tuple[str, str, str], person: str = "Anna"):
    """A Tycoon board (exact stops) with `person` (red, first to move) against `computers`,
    each (name, colour, level); an empty name lets the game name it in the board's
    language."""
    from game.tycoon.scenes.board_scene import BoardScene

    seats = (Seat("human", person, "red"),
             *(Seat("computer", name, colour, level) for name, colour, level in computers))
    setup = GameSetup("tycoon", seed, seats, {"stops": "exact", "start_player": 0})
    return app.scenes.push(BoardScene(app, setup, curtain=False))
