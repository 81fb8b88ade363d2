"""Open a game's result screen in a window, for screenshots (/work/shared/tools/xshot):

    python tests/scenes/show_result.py GAME [--lang de|en|ru] [--seed N]

GAME is an entry id (tycoon, speedtycoon, kraken_bay, menedzher). Three seats play a whole
game first (seeded random legal moves; the property games by their Easy computer, so seats go
bankrupt), then the game's own result screen shows it. User files go to a temporary folder."""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import warnings
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.core.match import Match  # noqa: E402
from game.core.setup import GameSetup, Seat  # noqa: E402
from game.games import game_entry  # noqa: E402

OPTIONS = {"tycoon": {"stops": "exact", "start_player": 0},
           "speedtycoon": {"game_type": "modern"}}


def played(game: str, seed: int) -> tuple[Match, dict]:
    """The finished game, and what the game's board would hand its result (the property
    games: each seat's net worth per round, for the chart)."""
    seats = (Seat("human", "Anna", "red"), Seat("computer", "Robo", "blue", "easy"),
             Seat("human", "Ben", "green"))
    setup = GameSetup(game, seed, seats, OPTIONS.get(game, {}))
    state = game_entry(game).new_game(3, seed, dict(setup.options))
    rng, actions = random.Random(seed), []
    worths: list[list[tuple[int, int]]] = [[] for _ in seats]
    for step in range(80000):
        if state.is_terminal():
            return Match(setup, state, actions), ({"worths": worths} if worths[0] else {})
        if game in ("kraken_bay", "menedzher"):
            from game.property.bot.levels import choose
            from game.property.rules import queries

            if not worths[0] or worths[0][-1][0] != state.round:
                for seat, points in enumerate(worths):
                    points.append((state.round, queries.net_worth(state, seat)))
            action = choose(state, state.current_player, "easy", seed=step).action
        else:
            action = rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(action)
    raise SystemExit("the game did not end")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--seed", type=int, default=4)
    args = parser.parse_args(argv)
    match, details = played(args.game, args.seed)
    app = App(["--windowed", "--lang", args.lang, "--data-dir", tempfile.mkdtemp()])
    app.canvas.resize_window(app.canvas_size)
    with warnings.catch_warnings():  # the display module's window, as game/ui/canvas.py
        warnings.simplefilter("ignore", DeprecationWarning)
        pygame.Window.from_display_module().position = (0, 0)
    app.scenes.push(game_entry(args.game).result_class()(app, match, curtain=False,
                                                            **details))
    return app.run()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
