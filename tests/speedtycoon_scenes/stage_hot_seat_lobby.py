"""Stage a person's Lobbyist window in another person's turn at a hot seat, in a real window,
for /work/shared/tools/xshot (leftovers 2):

    /work/shared/tools/xshot docs/screenshots/speedtycoon_hot_seat_lobby_curtain_de.png 25 -- \\
        .venv/bin/python -m tests.speedtycoon_scenes.stage_hot_seat_lobby curtain de

Two people and two computers, Tycoon type (the Lobbyist on), the curtain on, 1280x800. Random
legal moves from the deal until the rules ask the second person, whose Lobbyist is ready, in
the first person's turn. `curtain`: the table as it comes back there (the curtain naming the
person asked); `window`: that curtain lifted, the window open (what everyone at the screen
sees while that person buys or passes); `pick`: there a building Lena can pay picked (the
payment the depot offers); `after`: the window passed, the curtain for the person whose turn
it is.
"""

from __future__ import annotations

import random
import sys
import tempfile
from pathlib import Path

import pygame

from game.app import App, Options
from game.core.match import Match
from game.core.setup import GameSetup, Seat
from game.speedtycoon import rules
from game.speedtycoon.rules import actions as act
from game.speedtycoon.rules import queries
from game.speedtycoon.rules.phases import LOBBY
from game.speedtycoon.scenes.table_scene import TableScene
from tests.speedtycoon_scenes.stage import NAMES

PEOPLE = {"de": ("Jürgen", "Lena"), "en": ("Jürgen", "Lena"), "ru": ("Юрий", "Лена")}


def table(lang: str) -> tuple[GameSetup, object, list]:
    """The seats and the moves up to the second person's window in the first one's turn."""
    a, b = PEOPLE[lang]
    red, blue, _green = NAMES[lang]
    seats = (Seat("human", a, "purple"), Seat("human", b, "orange"),
             Seat("computer", red, "red", "normal"), Seat("computer", blue, "blue", "easy"))
    for seed in range(1, 300):
        setup = GameSetup("speedtycoon", seed, seats, {"game_type": "tycoon", "think": "none"})
        state = rules.new_game(4, seed, setup.options)
        rng, log = random.Random(seed), []
        while state.turn_no < 40 and not state.is_terminal():
            if state.phase == LOBBY and state.asked == 1 and state.turn_player() == 0 \
                    and state.turn_no > 8:
                return setup, state, log
            legal = state.legal_actions()
            builds = [x for x in legal if isinstance(x, act.Place | act.Buy)]
            action = rng.choice(builds or legal)
            state.apply(action)
            log.append(action)
    raise SystemExit("no window of the second person in the first one's turn")


def key(code: int) -> None:
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=code, mod=0, unicode=" ", scancode=0))


def main(argv: list[str]) -> int:
    what, lang = argv
    app = App(Options(language=lang, data_dir=Path(tempfile.mkdtemp(prefix="st-hot-lobby-")),
                      fullscreen=False, decision_seed=0))
    app.settings.animation_speed = "instant"
    setup, state, log = table(lang)
    board = app.scenes.push(TableScene(app, setup, curtain=True,
                                       match=Match(setup, state, log)))
    for _ in range(20):
        app.step(1 / 30)
    print("curtain for", board.curtain and board.curtain.seat, "asked", state.asked,
          "turn of", state.turn_player(), flush=True)
    if what in ("window", "pick", "after"):
        key(pygame.K_SPACE)
        for _ in range(20):
            app.step(1 / 30)
    if what == "pick":
        board.pick_place(next(p for p in range(4) if state.market[p] >= 0
                              and queries.best_payment(state, 1, p)))
        for _ in range(5):
            app.step(1 / 30)
    board.tick_clock = lambda dt: None  # the window holds still for the picture
    if what == "after":
        board.apply(act.LOBBY_PASS)
        for _ in range(20):
            app.step(1 / 30)
    return app.run()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
