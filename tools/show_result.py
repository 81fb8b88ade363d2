"""Open the result screen of a game played to its end by the league's members (tools/league/),
in a window: for screenshots (/work/shared/tools/xshot) and for trying the screen on any
table.

    python tools/show_result.py GAME [--lang de|en|ru] [--seed N] [--players N]
                                [--minutes M] [--round-cap R] [--data-dir DIR]

GAME is a game id (tycoon, speedtycoon, kraken_bay, menedzher). Seat i plays the league's
i-th member (in the league module's order, round again when there are more seats), with the
league's options for the game; `--minutes` is the time played the screen reports (a game
played here takes no time at a table).

The window is the canvas's own 1280 x 800 (on xshot's screen: pixel for pixel).
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core.match import Match  # noqa: E402
from game.core.named import resolve  # noqa: E402
from game.core.setup import GameSetup, Seat  # noqa: E402
from game.games import game_entry  # noqa: E402
from game.ui.palette import SEAT_COLOURS  # noqa: E402
from tools.league import league_module  # noqa: E402

NAMES = ("Anna", "Ben", "Cleo", "Dmitri", "Ella", "Felix")
from tools.canvas_window import canvas_window  # noqa: E402


def played_match(game: str, seed: int, players: int, events: list | None = None,
                 extra: dict | None = None) -> Match:
    """The game played to its end by the league's members, one a seat; `events` (if given)
    gets every event of the game, in order, as the rules returned them; `extra` options
    (a property game's round limit) go beside the league's."""
    entry = game_entry(game)
    league = league_module(game)
    members = list(league.MEMBERS)
    colours = resolve(entry.seat_colours) if entry.seat_colours else SEAT_COLOURS
    seats = tuple(Seat("computer", NAMES[i], colours[i], "normal") for i in range(players))
    options = entry.remembered_options(getattr(league, "OPTIONS", {}).get(game, {}), players)
    options.update(extra or {})
    setup = GameSetup(game, seed, seats, options)
    state = entry.start(setup)
    rng = random.Random(seed)
    actions = []
    while not state.is_terminal():
        seat = state.current_player
        action = league.MEMBERS[members[seat % len(members)]](state, seat, rng)
        happened = state.apply(action)
        if events is not None:
            events += happened
        actions.append(action)
    return Match(setup, state, actions)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--minutes", type=float, default=0.0)
    parser.add_argument("--round-cap", type=int, default=0, help="a property game's round limit")
    parser.add_argument("--data-dir", default=None)
    args = parser.parse_args(argv)
    extra = {"round_cap": args.round_cap} if args.round_cap else {}
    match = played_match(args.game, args.seed, args.players, extra=extra)
    match.play_seconds = args.minutes * 60
    app = canvas_window(args.lang, args.data_dir)
    app.scenes.push(game_entry(args.game).result_class()(app, match, curtain=False))
    return app.run()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
