"""Picture the Load screen with saves of all four games: the 1280x800 canvas the window
shows, drawn on the dummy video driver and saved as PNG (under Xvfb the idle Load screen
stayed black in xshot's capture):

    SDL_VIDEODRIVER=dummy .venv/bin/python -m tests.scenes.stage_load ru \\
        docs/screenshots/load_names_ru.png

Each game is played by random legal moves to a moment far into it (Speedtycoon past its
Venture Capital scoring: the longest details line; Tycoon in its second session; the property
games in round 4) and autosaved in a fresh data folder, its computers stored by English
default names as an English screen set them up (the rows name them in the reader's language).
The newest save, at the top, is a slot of the longest name at a six-seat table of long names:
both lines end in an ellipsis rather than run under the buttons.

Every save carries the picture a played save carries: its game's board, opened on that moment
and shown for a few frames (the Load rows showed empty boxes where a player sees the board).
"""

from __future__ import annotations

import random
import sys
import tempfile
from pathlib import Path

import pygame

from game.app import App
from game.core.autosave import THUMBNAIL, png_bytes
from game.core.saves import new_game_uid
from game.core.setup import GameSetup, Seat
from game.games import game_entry
from game.scenes.load_scene import LoadScene
from game.scenes.player_files import player_files

NAMES = {"de": "Anna", "en": "Anna", "ru": "Анна"}
LONG_SLOT = "Familienabend am Möwenstrand, Teil 2"
LONG_TABLE = ("Maximilian-Alexander von", "Александра Константинова", "Wolfgang Amadeus Mozart",
              "Bartholomäus Zwiebelmann", "Anna", "Christopher Montgomery")
#: Oldest first: each game's moment, by its progress key's last part and number.
MOMENTS = (("menedzher", lambda key, params: params.get("round", 0) >= 4),
           ("kraken_bay", lambda key, params: params.get("round", 0) >= 4),
           ("tycoon", lambda key, params: params.get("session", 0) >= 2
            and params.get("round", 0) >= 3),
           ("speedtycoon", lambda key, params: key.endswith("after_vc")))


def played_to(game: str, reached, seed: int = 5):
    """A three-seat game of `game` after random legal moves up to the moment `reached`."""
    entry = game_entry(game)
    options = entry.options()
    state = entry.new_game(3, seed, options)
    rng = random.Random(seed)
    actions = []
    while not reached(*state.progress()):
        if state.is_terminal():
            raise SystemExit(f"{game}: the game ended before the staged moment")
        action = rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(action)
    return options, actions, state


def board_picture(app: App, setup: GameSetup, state, actions: list, game_uid: str) -> bytes:
    """The thumbnail a board makes of itself: the canvas it shows at `state` (no curtain), shrunk
    as the autosaver shrinks it. The board stays for two frames, too short for a computer's
    move (its think runs in a worker)."""
    board_class = game_entry(setup.game).board()
    match = board_class.match_class(setup, state, list(actions), game_uid, 0, 0, None)
    board = app.scenes.push(board_class(app, setup, curtain=False, match=match))
    app.run_frames(2)
    if len(board.match.actions) != len(actions):
        raise SystemExit(f"{setup.game}: a computer moved before the picture was taken")
    picture = png_bytes(pygame.transform.smoothscale(app.screen, THUMBNAIL))
    app.scenes.pop()
    return picture


def main(argv: list[str]) -> int:
    lang, out = argv
    app = App.headless(Path(tempfile.mkdtemp(prefix="load-")), language=lang)
    app.run_frames(1)
    files = player_files(app)
    files.profiles.create(NAMES[lang], lang)
    store = files.saves()
    seats = (Seat("human", NAMES[lang], "red"), Seat("computer", "Blue (normal)", "blue", "normal"),
             Seat("computer", "Green (hard)", "green", "hard"))
    for game, reached in MOMENTS:
        options, actions, state = played_to(game, reached)
        setup, uid = GameSetup(game, 5, seats, options), new_game_uid()
        store.autosave(setup, actions, state, game_uid=uid,
                       thumbnail_png=board_picture(app, setup, state, actions, uid))
    entry = game_entry("kraken_bay")
    options = entry.options()
    long_seats = tuple(Seat("human", name, colour)
                       for name, colour in zip(LONG_TABLE, entry.colours(), strict=True))
    setup, uid, state = (GameSetup("kraken_bay", 5, long_seats, options), new_game_uid(),
                         entry.new_game(6, 5, options))
    store.save_slot(LONG_SLOT, setup, [], state, game_uid=uid,
                    thumbnail_png=board_picture(app, setup, state, [], uid))
    app.scenes.push(LoadScene(app))
    app.run_frames(5)
    pygame.image.save(app.screen, out)
    app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
