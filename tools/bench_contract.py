"""Benchmark: the contract suite's random games over every registered game, more than CI plays.

CI plays 200 seeded games per game (tests/contract/test_registered_games.py); this plays
`--games` per game (default 1000, seeds after CI's) through the same harness and prints, per
game, the number of games and steps and the median seconds per game of a few batches. Exits 1
on the first broken promise. Run: `.venv/bin/python tools/bench_contract.py [--games N]`.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.games import GAMES  # noqa: E402
from tests.contract.harness import play_checked  # noqa: E402
from tests.contract.test_registered_games import GAMES_PER_GAME, specs  # noqa: E402

BATCHES = 5


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--game", action="append", choices=list(GAMES))
    args = parser.parse_args()
    size = max(1, args.games // BATCHES)
    for game_id in args.game or list(GAMES):
        entry = GAMES[game_id]
        per_game, steps = [], 0
        for batch in range(BATCHES):
            first = GAMES_PER_GAME + batch * size
            started = time.perf_counter()
            for spec in specs(entry, first, size):
                try:
                    steps += play_checked(spec).steps
                except AssertionError as broken:
                    print(f"{game_id} seed {spec.seed} ({spec.num_players} players, "
                          f"options {spec.options}): {broken}")
                    return 1
            per_game.append((time.perf_counter() - started) / size)
        print(f"{game_id}: {BATCHES * size} games, {steps} steps, "
              f"median {statistics.median(per_game) * 1000:.0f} ms per game")
    return 0


if __name__ == "__main__":
    sys.exit(main())
