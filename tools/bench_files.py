"""Benchmark: the Load screen and an evening of games against the memory bars of issue 13.

Two measurements, each in the real app on the dummy drivers (resident memory from /proc):

- `load`: a profile with 200 real Tycoon saves (named saves of finished games, each with a
  thumbnail). Opening Load must take <= 1 s and add <= 50 MB (medians over the visits), and
  20 further visits (each after a new autosave, as after a turn) must add nothing (<= 5 MB
  over all 20, the allocator's noise).
- `games`: N computers-only games played one after another on the real board, autosaves and
  thumbnails included, as `--smoke-test` plays one; prints the resident memory after each.

Run niced, one at a time: `nice -n 10 .venv/bin/python tools/bench_files.py load` and
`... games --games 30`. Exits 1 when the load bars are missed.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

OPEN_BUDGET_S = 1.0
OPEN_MEMORY_MB = 50.0
VISITS_MEMORY_MB = 5.0
SCROLL_MEMORY_MB = 60.0


def resident_mb() -> float:
    return int(Path("/proc/self/statm").read_text().split()[1]) * 4096 / 2**20


def finished_tycoon_game(seed: int):
    from game.core.setup import GameSetup, Seat
    from game.tycoon.rules import new_game

    setup = GameSetup("tycoon", seed, (Seat("human", "Anna", "red"),
                                       Seat("computer", "Robo", "blue", "easy"),
                                       Seat("computer", "Kim", "green", "easy")),
                      {"stops": "exact"})
    rng = random.Random(seed)
    state = new_game(setup.num_players, seed, dict(setup.options))
    actions = []
    while not state.is_terminal():
        action = rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(action)
    return setup, actions, state


def bench_load(saves_count: int, visits: int) -> bool:
    import pygame

    from game.app import App
    from game.core.saves import new_game_uid
    from game.scenes.load_scene import LoadScene
    from game.scenes.player_files import player_files

    app = App.headless(Path(tempfile.mkdtemp(prefix="bench-files-")))
    app.run_frames(1)
    files = player_files(app)
    files.profiles.create("Anna", "en")
    saves = files.saves()
    setup, actions, state = finished_tycoon_game(11)
    picture = pygame.transform.smoothscale(app.screen, (256, 160))
    from game.core.autosave import png_bytes

    first = saves.save_slot("Save 0", setup, actions, state, game_uid=new_game_uid(),
                            thumbnail_png=png_bytes(picture))
    data = json.loads(first.path.read_text("utf-8"))
    png = first.path.with_suffix(".png").read_bytes()
    start = datetime(2026, 1, 1, tzinfo=UTC)
    for number in range(1, saves_count):  # copies, written plainly: the bench is Load's
        data["meta"].update(name=f"Save {number}",
                            saved_at=(start + timedelta(minutes=number)).isoformat())
        path = saves.folder / f"slot-{number:012x}.json"
        path.write_text(json.dumps(data), "utf-8")
        path.with_suffix(".png").write_bytes(png)
    size_kb = first.path.stat().st_size / 1024
    print(f"{saves_count} saves of a finished game ({len(actions)} moves, {size_kb:.0f} kB each)")

    times, added = [], []
    short_game = finished_tycoon_game(12)
    for visit in range(visits + 1):
        if visit:
            saves.autosave(*short_game, game_uid=new_game_uid())
        before, started = resident_mb(), time.perf_counter()
        scene = app.scenes.push(LoadScene(app))
        app.run_frames(1)
        times.append(time.perf_counter() - started)
        added.append(resident_mb() - before)
        rows = len(scene.load_buttons) + len(scene.delete_buttons)
        app.scenes.pop()
        app.run_frames(2)
        if visit == 0:
            after_first = resident_mb()
            print(f"first visit: {times[0]:.2f} s, +{added[0]:.0f} MB, {rows} row buttons built")
    growth = resident_mb() - after_first
    open_s, open_mb = statistics.median(times), statistics.median(added)
    print(f"open Load (median of {len(times)}): {open_s:.2f} s, +{open_mb:.0f} MB while open")
    print(f"{visits} visits, a new autosave before each: resident memory "
          f"{after_first:.0f} -> {resident_mb():.0f} MB ({growth:+.1f} MB)")
    app.close()
    ok = open_s <= OPEN_BUDGET_S and open_mb <= OPEN_MEMORY_MB and growth <= VISITS_MEMORY_MB
    print("bars met" if ok else "BARS MISSED")
    return ok


def mixed_saves(saves, count: int) -> None:
    """`count` named saves spread over every playable game (a few dozen moves each, a
    thumbnail of its own), written through the store as the board writes them."""
    import pygame

    from game.core.autosave import png_bytes
    from game.core.saves import new_game_uid
    from game.core.setup import GameSetup, Seat
    from game.games import playable_games

    games = playable_games()
    for number in range(count):
        entry = games[number % len(games)]
        colours = entry.colours() or ("red", "blue", "green")
        setup = GameSetup(entry.id, number, tuple(
            Seat("human" if i == 0 else "computer", f"Player {i + 1}", colours[i],
                 None if i == 0 else entry.levels[0]) for i in range(3)), entry.options())
        state, rng, actions = entry.start(setup), random.Random(number), []
        for _ in range(40):
            if state.is_terminal():
                break
            actions.append(rng.choice(state.legal_actions()))
            state.apply(actions[-1])
        picture = pygame.Surface((256, 160))
        picture.fill((number * 37 % 256, number * 91 % 256, number * 53 % 256))
        saves.save_slot(f"{entry.id} {number}", setup, actions, state,
                        game_uid=new_game_uid(), thumbnail_png=png_bytes(picture))


def bench_scroll(saves_count: int) -> bool:
    """Load with `saves_count` saves of all games: open it, then scroll through every row
    (as a wheel would, a row at a time) and back; resident memory added over the first view."""
    from game.app import App
    from game.scenes.load_scene import LoadScene
    from game.scenes.player_files import player_files

    app = App.headless(Path(tempfile.mkdtemp(prefix="bench-files-")))
    app.run_frames(1)
    files = player_files(app)
    files.profiles.create("Anna", "en")
    mixed_saves(files.saves(), saves_count)
    before, started = resident_mb(), time.perf_counter()
    scene = app.scenes.push(LoadScene(app))
    app.run_frames(2)
    opened_s, first_view = time.perf_counter() - started, resident_mb()
    bar = scene.scroller.vert_scroll_bar
    peak, frames = first_view, []
    for _ in range(2):  # down to the end and back up, twice
        for direction in (1, -1):
            for _ in range(saves_count):
                lowest = bar.scrollable_height - bar.sliding_button.rect.height
                bar.scroll_position = max(0, min(lowest, bar.scroll_position + direction * 40))
                bar.start_percentage = bar.scroll_position / bar.scrollable_height
                bar.has_moved_recently = True
                began = time.process_time()
                app.run_frames(1)
                frames.append((time.process_time() - began) * 1000)
                peak = max(peak, resident_mb())
    added = resident_mb() - first_view
    print(f"Load with {saves_count} saves of all games: opens in {opened_s:.2f} s, "
          f"+{first_view - before:.0f} MB; scrolled to the end and back twice: "
          f"{added:+.0f} MB over the first view (peak +{peak - first_view:.0f} MB), "
          f"{len(scene.rows.built)} rows built at the end; scrolling frames CPU median "
          f"{statistics.median(frames):.1f} ms, p95 "
          f"{sorted(frames)[int(0.95 * (len(frames) - 1))]:.1f} ms, max {max(frames):.1f} ms")
    app.close()
    ok = added <= SCROLL_MEMORY_MB
    print("bar met (<= 60 MB)" if ok else "BAR MISSED (<= 60 MB)")
    return ok


def bench_games(games: int) -> None:
    from game.app import App
    from game.scenes.player_files import player_files
    from game.tycoon.scenes.smoke import play_computer_game

    app = App.headless(Path(tempfile.mkdtemp(prefix="bench-files-")))
    app.run_frames(1)
    player_files(app).profiles.create("Anna", "en")
    start = resident_mb()
    print(f"start: {start:.0f} MB")
    for number in range(1, games + 1):
        began = time.perf_counter()
        play_computer_game(app, seed=100 + number)
        app.back_to_title()
        app.run_frames(2)
        print(f"after game {number:2d}: {resident_mb():.0f} MB "
              f"({time.perf_counter() - began:.0f} s)", flush=True)
    saves = player_files(app).saves().list_saves()
    print(f"{games} games: {start:.0f} -> {resident_mb():.0f} MB; "
          f"{len(saves.entries)} saves left on disk")
    app.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=("load", "scroll", "games"))
    parser.add_argument("--saves", type=int, default=200)
    parser.add_argument("--visits", type=int, default=20)
    parser.add_argument("--games", type=int, default=30)
    args = parser.parse_args(argv)
    if args.what == "load":
        return 0 if bench_load(args.saves, args.visits) else 1
    if args.what == "scroll":
        return 0 if bench_scroll(args.saves) else 1
    bench_games(args.games)
    return 0


if __name__ == "__main__":
    sys.exit(main())
