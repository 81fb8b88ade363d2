"""Stage a data folder for a look at Rename and at Continue past a lost game in a real window
(docs/reliability.md §8; Xvfb, xdotool):

    .venv/bin/python -m tests.scenes.stage_rename ru /tmp/rename-ru
    .venv/bin/python -m game --data-dir /tmp/rename-ru --lang ru --windowed

A Tycoon game in its second session, autosaved and saved by name, the named save renamed
(`SaveStore.rename_slot`, as the Load list's Rename writes it); then a newer Tycoon game
whose every autosave is cut to 100 bytes: Continue goes on with the first game and says so,
and Load lists the renamed save and the damaged files. Each save has its board's picture.
"""

from __future__ import annotations

import sys
from pathlib import Path

from game.app import App
from game.core.saves import new_game_uid
from game.core.setup import GameSetup, Seat
from game.scenes.player_files import player_files
from tests.scenes.stage_load import NAMES, board_picture, played_to

SAVED = {"de": "Flughafen", "en": "Airport lunch", "ru": "Обед в аэропорту"}
RENAMED = {"de": "Vor der zweiten Sitzung", "en": "Before the second session",
           "ru": "Перед второй сессией"}


def main(argv: list[str]) -> int:
    lang, folder = argv[0], Path(argv[1])
    app = App.headless(folder, language=lang)
    app.run_frames(1)
    files = player_files(app)
    files.profiles.create(NAMES[lang], lang)
    store = files.saves()
    seats = (Seat("human", NAMES[lang], "red"),
             Seat("computer", "Blue (normal)", "blue", "normal"),
             Seat("computer", "Green (hard)", "green", "hard"))  # played_to deals three

    def game(seed: int, reached) -> tuple[GameSetup, str, list, object, bytes]:
        options, actions, state = played_to("tycoon", reached, seed)
        setup, uid = GameSetup("tycoon", seed, seats, options), new_game_uid()
        return setup, uid, actions, state, board_picture(app, setup, state, actions, uid)

    setup, uid, actions, state, png = game(5, lambda key, p: p.get("session", 0) >= 2)
    store.autosave(setup, actions, state, game_uid=uid, thumbnail_png=png)
    named = store.save_slot(SAVED[lang], setup, actions, state, game_uid=uid, thumbnail_png=png)
    store.rename_slot(named.path, RENAMED[lang])
    setup, uid, actions, state, png = game(6, lambda key, p: p.get("round", 0) >= 3)
    store.autosave(setup, actions, state, game_uid=uid, thumbnail_png=png)
    for entry in store.list_saves().entries:
        if entry.meta.game_uid == uid:
            entry.path.write_bytes(entry.path.read_bytes()[:100])
    app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
