"""Write issue 14's screenshots to docs/screenshots/ (house rule 8: look at what you built).

    SDL_VIDEODRIVER=dummy .venv/bin/python -m tests.tycoon_scenes.render_newcomer docs/screenshots

or show one of those moments in a real fullscreen window and stay there, for xshot (the shared
tool that photographs a real X screen; the game takes about a minute to get there):

    ../shared/tools/xshot docs/screenshots/payday_many_loans_de.png 150 -- \
        .venv/bin/python -m tests.tycoon_scenes.render_newcomer --window payday_many_loans de

A real headless app at four seats (the narrowest payday columns): the payday's loan step with
eleven loan cards for the person deciding and other seats waiting, the last-round banner and
the "since your last turn" note,
in English, German and Russian.
"""

from __future__ import annotations

import os
import signal
import sys
import tempfile
import warnings
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

NAMES = {"en": ("Blue (normal)", "Green (hard)", "Yellow (easy)"),
         "de": ("Blau (mittel)", "Grün (schwer)", "Gelb (leicht)"),
         "ru": ("Синий (средний)", "Зелёный (сильный)", "Жёлтый (слабый)")}
#: Seat 0 holds eleven cards (seven of 10 M, four of 16 M); two computers hold a few each.
HELD = {0: (*range(0, 7), *range(14, 18)), 2: (7, 8, 18), 3: (9,)}


WINDOW_SHOTS = {"payday_many_loans": 0, "last_round": 1, "since_last_turn": 0}


def shoot(lang: str, out: Path | None, start: int, stay_at: str | None = None) -> list[str]:
    """`start` 0: Anna decides her loans first, the others wait; `start` 1: Anna plays last
    in a round, so a computer's last hotel brings a last round she sees the banner in.
    `stay_at` names a shot to show in a real window instead: the game goes on from there
    (to the moment a person must act) until the program is stopped."""
    import pygame

    from game.app import App, Options
    from game.core.setup import GameSetup, Seat
    from game.tycoon.scenes.board_scene import BoardScene
    from tests.tycoon_scenes.autoplay import play_human_turn, settle, wait_until

    saved: list[str] = []

    def save(name: str) -> None:
        app.run_frames(3)
        if stay_at is not None:
            saved.append(f"{name}_{lang}.png")
            if name == stay_at:
                app.run()
            return
        pygame.image.save(app.screen, str(out / f"{name}_{lang}.png"))
        saved.append(f"{name}_{lang}.png")

    folder = Path(tempfile.mkdtemp(prefix="tycoon-shots-"))
    if stay_at is None:
        app = App.headless(folder, lang)
    else:
        app = App(Options(language=lang, data_dir=folder, fullscreen=False, decision_seed=0),
                  raise_errors=True)
        # The whole 1280x800 screen at 1:1: Xvfb has no window manager to make it fullscreen.
        app.canvas.resize_window(app.canvas_size)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            pygame.Window.from_display_module().position = (0, 0)
        pygame.mouse.set_pos(app.canvas_size[0] - 1, app.canvas_size[1] - 1)  # no hover card
        # xshot stops the program with SIGTERM, which SDL would turn into a QUIT event the
        # scripted moves before the shot never read.
        signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    try:
        app.settings.confirm_end_turn = False
        app.settings.animation_speed = "instant"
        a, b, c = NAMES[lang]
        setup = GameSetup("tycoon", 11, (
            Seat("human", "Anna", "red"), Seat("computer", a, "blue", "normal"),
            Seat("computer", b, "green", "hard"), Seat("computer", c, "yellow", "easy")),
            {"stops": "exact", "start_player": start})
        board = app.scenes.push(BoardScene(app, setup, curtain=False))
        app.run_frames(3)
        for seat, cards in HELD.items():
            for k in cards:
                board.match.state.loan_owner[k] = seat
        banner = False

        def person_or_payday() -> bool:
            """Checked frame by frame, as the banner may come in any turn."""
            nonlocal banner
            if board.model.last_round and not banner:
                save("last_round")
                banner = True
            return board.payday is not None or (not board.view.busy and board.human_turn())

        while board.payday is None:
            # A computer thinks on the wall clock: 4,000 bare frames (about a second) were
            # sometimes over before the hard seat had moved, and the person's turn was then
            # played with no turn widgets standing (tests/support/wait.py waits for both).
            wait_until(app, person_or_payday)
            if board.payday is not None:
                break
            if board.since.lines and f"since_last_turn_{lang}.png" not in saved:
                save("since_last_turn")
            play_human_turn(app, board)
            settle(app, board)
        if start:
            return saved
        overlay = board.payday
        while overlay.stage == "income" or overlay.counting:
            app.click(overlay.next_button)
        extend = next(button for button, action in overlay.loan_buttons.items()
                      if str(action).startswith("extend"))
        app.click(extend)  # one card settled: its line shows under the rows
        save("payday_many_loans")
    finally:
        app.close()
    return saved


def main(args: list[str]) -> None:
    if args[:1] == ["--window"]:
        name, lang = args[1], args[2]
        os.environ.pop("SDL_VIDEODRIVER")  # the real screen xshot gives (set above for PNGs)
        shoot(lang, None, WINDOW_SHOTS[name], stay_at=name)
        return
    folder = Path(args[0] if args else "docs/screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    for lang in ("en", "de", "ru"):
        print(lang, ", ".join(shoot(lang, folder, 0) + shoot(lang, folder, 1)))


if __name__ == "__main__":
    main(sys.argv[1:])
