"""CPU time of a language switch where a player makes one: the title, Profiles, and each
game's late board (Settings open over it), through the real app on the dummy video driver.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python tools/bench_language.py
        [--switches 6] [--window 1280x800,1920x1080] [--only tycoon]

A switch is timed as the player waits for it: `App.set_language` (the settings and profile
written, every widget given its new words, every scene told) plus the FRAMES_AFTER frames
after it, in which pygame-gui draws the other states of the widgets that changed, one a frame
(time.process_time, this process only). Each scene is opened in German in a fresh app and
switched de -> ru -> en -> de ...: the first switch into a language also reads its files.
Budget: median <= 0.3 s on a board (docs/languages.md, "A switch's cost").
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

import bench_fps  # noqa: E402  (beside this script, on the path; the late boards are its)

BUDGET_S = 0.3
FRAMES_AFTER = 10
ORDER = ("ru", "en", "de")
BOARDS = ("tycoon", "speedtycoon", "kraken_bay", "menedzher")


def open_app(window: tuple[int, int]):
    from game.app import App

    app = App.headless(Path(tempfile.mkdtemp(prefix="bench-language-")), "de")
    if app.canvas.size != window:
        app.canvas.resize_window(window)
    app.run_frames(2)
    return app


def open_scene(app, name: str, games: dict) -> None:
    """`name`'s scene on top: the title as it is, Profiles over it, or a late board with
    Settings over it (the board's game menu opens Settings there)."""
    from game.scenes.profiles_scene import ProfilesScene
    from game.scenes.settings_scene import SettingsScene

    if name == "profiles":
        app.scenes.push(ProfilesScene(app))
    elif name in BOARDS:
        opener = {"tycoon": bench_fps.tycoon_board,
                  "speedtycoon": bench_fps.speedtycoon_board}.get(name, bench_fps.property_board)
        app.scenes.push(opener(app, *games[name][:3]))
        app.run_frames(30)
        app.scenes.push(SettingsScene(app))
    app.run_frames(60)


def switches(name: str, window: tuple[int, int], count: int, games: dict) -> list[float]:
    app = open_app(window)
    try:
        open_scene(app, name, games)
        times = []
        for index in range(count):
            started = time.process_time()
            app.set_language(ORDER[index % len(ORDER)])
            app.run_frames(FRAMES_AFTER)
            times.append(time.process_time() - started)
        return times
    finally:
        app.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--switches", type=int, default=6)
    parser.add_argument("--window", metavar="WxH[,WxH]", default="1280x800,1920x1080")
    parser.add_argument("--only", choices=("title", "profiles", *BOARDS))
    args = parser.parse_args()
    names = [args.only] if args.only else ["title", "profiles", *BOARDS]
    games = {name: bench_fps.MAKERS[name]() for name in names if name in BOARDS}
    ok = True
    for window in bench_fps.window_sizes(args.window):
        for name in names:
            times = switches(name, window, args.switches, games)
            median = statistics.median(times)
            good = name not in BOARDS or median <= BUDGET_S
            ok = ok and good
            print(f"language switch on {name} at {window[0]}x{window[1]}: median "
                  f"{median * 1000:.0f} ms CPU, max {max(times) * 1000:.0f} ms "
                  f"({', '.join(f'{t * 1000:.0f}' for t in times)})"
                  f"{'' if name not in BOARDS else '  [ok]' if good else '  [OVER BUDGET]'}",
                  flush=True)
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
