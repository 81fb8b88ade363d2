"""Picture the Load screen with saves of all four games: the 1280x800 canvas the window
shows, drawn on the dummy video driver and saved as PNG (under Xvfb the idle Load screen
stayed black in xshot's capture):

    SDL_VIDEODRIVER=dummy .venv/bin/python -m tests.scenes.stage_load ru \\
        docs/screenshots/load_details_ru.png

Each game is played by random legal moves to a moment far into it (Speedtycoon past its
Venture Capital scoring: the longest details line; Tycoon in its second session; the property
games in round 4) and autosaved in a fresh data folder, its computers stored by English
default names as an English screen set them up (the rows name them in the reader's language).
The newest save, at the top, is a slot of the longest name at a six-seat table of long names:
both lines end in an ellipsis rather than run under the buttons.
"""

from __future__ import annotations

import random
import sys
import tempfile
from pathlib import Path

import pygame

from game.app import App
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
        store.autosave(GameSetup(game, 5, seats, options), actions, state,
                       game_uid=new_game_uid())
    entry = game_entry("kraken_bay")
    options = entry.options()
    long_seats = tuple(Seat("human", name, colour)
                       for name, colour in zip(LONG_TABLE, entry.colours(), strict=True))
    store.save_slot(LONG_SLOT, GameSetup("kraken_bay", 5, long_seats, options), [],
                    entry.new_game(6, 5, options), game_uid=new_game_uid())
    app.scenes.push(LoadScene(app))
    app.run_frames(5)
    pygame.image.save(app.screen, out)
    app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
