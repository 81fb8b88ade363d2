"""CPU time to open a dialog: Settings, Profiles, the game menu and a notice, over the title.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python tools/bench_dialogs.py
        [--opens 5] [--only settings]

An opening is timed as the player waits for it: the dialog pushed plus the FRAMES_AFTER frames
after it, in which pygame-gui draws its widgets' other states, one a frame (time.process_time,
this process only); then it is closed and the next opening starts. pygame-gui drew each
dialog's rounded card at four times its size on every opening, caching none over 40,000 px
(Settings ~200 ms); the card is now a kept picture (game/scenes/card.py). Budget: median <=
BUDGET_S each (docs/languages.md, "A dialog's card").
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

BUDGET_S = 0.1
FRAMES_AFTER = 10


def dialogs() -> dict:
    """Each dialog's maker, given the app."""
    from game.scenes.game_menu import game_menu
    from game.scenes.notice import NoticeScene
    from game.scenes.profiles_scene import ProfilesScene
    from game.scenes.settings_scene import SettingsScene

    def nothing() -> None:
        return None

    return {
        "settings": SettingsScene,
        "profiles": ProfilesScene,
        "game menu": lambda app: game_menu(app, nothing, nothing, nothing, nothing),
        "notice": lambda app: NoticeScene(app, "saves.ui.heading", "saves.ui.none"),
    }


def openings(name: str, count: int) -> list[float]:
    """CPU seconds of `count` openings of dialog `name` in a fresh app on the title."""
    from game.app import App

    app = App.headless(Path(tempfile.mkdtemp(prefix="bench-dialogs-")), "en")
    try:
        app.run_frames(30)
        make = dialogs()[name]
        times = []
        for _ in range(count):
            started = time.process_time()
            app.scenes.push(make(app))
            app.run_frames(FRAMES_AFTER)
            times.append(time.process_time() - started)
            app.scenes.pop()
            app.run_frames(5)
        return times
    finally:
        app.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--opens", type=int, default=5)
    parser.add_argument("--only", choices=tuple(dialogs()))
    args = parser.parse_args()
    ok = True
    for name in [args.only] if args.only else list(dialogs()):
        times = openings(name, args.opens)
        median = statistics.median(times)
        ok = ok and median <= BUDGET_S
        print(f"opening {name}: median {median * 1000:.0f} ms CPU, first "
              f"{times[0] * 1000:.0f} ms ({', '.join(f'{t * 1000:.0f}' for t in times)}), "
              f"load {os.getloadavg()[0]:.1f}"
              f"{'  [ok]' if median <= BUDGET_S else '  [OVER BUDGET]'}", flush=True)
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
