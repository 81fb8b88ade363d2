"""Stage a long loaded «Менеджер» game with its log open, in a real window, for
/work/shared/tools/xshot (leftovers 1):

    /work/shared/tools/xshot docs/screenshots/long_log_ru.png 60 -- \\
        .venv/bin/python -m tests.property_scenes.stage_long_log ru 10000 [home]

MOVES seeded random moves (tests/property_scenes/test_long_loaded_log.long_game: a reason the
log shows on every computer move) are saved as a named save, loaded back as Load does, and the
board opens with L's panel up (scrolled to its first line with "home", as Home does); the
computers hold still. It prints how long the file took to
read and the board to show its first frame.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

import pygame

from game.app import App, Options
from game.core.saves import new_game_uid
from game.property.scenes.board_scene import BoardScene
from game.scenes.player_files import player_files
from tests.property_scenes.test_long_loaded_log import long_game


def main(argv: list[str]) -> int:
    lang, moves = argv[0], int(argv[1]) if len(argv) > 1 else 10_000
    setup, actions, state, reasons = long_game(moves)
    app = App(Options(language=lang, data_dir=Path(tempfile.mkdtemp(prefix="long-log-")),
                      fullscreen=False, decision_seed=0))
    app.settings.animation_speed = "instant"
    store = player_files(app).saves()
    entry = store.save_slot("long", setup, actions, state, game_uid=new_game_uid(),
                            reasons=reasons)
    started = time.perf_counter()
    loaded = store.load(entry.path)
    read = time.perf_counter() - started
    board = BoardScene.from_save(app, loaded)
    board.may_move = lambda: False  # the picture holds the moment still
    app.scenes.replace(board)
    app.step(1 / 30)
    print(f"read {read:.2f} s, board shown {time.perf_counter() - started:.2f} s, "
          f"{len(board.game_log.book.lines)} lines", flush=True)
    while app.scenes.top is not board:  # Anna is out in this random game: watch
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                             unicode="", scancode=0))
        app.step(1 / 30)
    board.toast.clear()
    started = time.perf_counter()
    board.game_log.open_panel()
    app.step(1 / 30)
    print(f"L {time.perf_counter() - started:.2f} s", flush=True)
    if argv[2:] == ["home"]:
        started = time.perf_counter()
        board.game_log.panel.scroll(10**6)
        app.step(1 / 30)
        print(f"Home {time.perf_counter() - started:.2f} s", flush=True)
    return app.run()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
