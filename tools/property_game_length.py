"""How long computers-only property games last with the new-game screen's default options.

    nice -n 15 .venv/bin/python tools/property_game_length.py --game menedzher --games 24

Issue 27: without a limit, «Менеджер» games between computers ran past 900 rounds. Each game
is 4 seats with the entry's remembered defaults (a first game's options: «Менеджер» has a
60-minute time limit); the clock counts tools/bench_property.py's SECONDS_PER_TURN a turn and
`time_up` is applied once the limit has passed, as the board does with the real clock. The
levels on the seats rotate through MIXES with the seed; game g is seeded g (from --seed).
Prints one line a game: levels, how it ended, the round, moves, bankruptcies.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.games import game_entry  # noqa: E402
from game.property.bot.levels import choose  # noqa: E402
from game.property.rules.actions import TIME_UP  # noqa: E402
from game.property.rules.events import TurnStarted  # noqa: E402
from tools.bench_property import SECONDS_PER_TURN  # noqa: E402

MIXES = (("easy",) * 4, ("easy", "easy", "easy", "normal"), ("normal",) * 4,
         ("easy", "normal", "hard", "normal"), ("hard", "easy", "easy", "easy"),
         ("hard", "normal", "normal", "normal"))
MAX_MOVES = 200_000


def play(game: str, seed: int) -> dict:
    entry = game_entry(game)
    options = entry.remembered_options({}, 4)
    levels = MIXES[seed % len(MIXES)]
    s = entry.new_game(4, seed, options)
    limit = s.time_limit * 60
    clock, moves = 0.0, 0
    while not s.is_terminal() and moves < MAX_MOVES:
        seat = s.current_player
        action = choose(s, seat, levels[seat], None, seed * 100_003 + moves).action
        events = s.apply(action)
        moves += 1
        clock += SECONDS_PER_TURN * sum(1 for e in events if type(e) is TurnStarted)
        if limit and clock >= limit and not s.is_terminal() and s.is_legal(TIME_UP):
            s.apply(TIME_UP)
    return {"seed": seed, "levels": "/".join(levels), "ended": s.is_terminal(),
            "reason": s.end_reason, "round": s.round, "moves": moves, "bankrupt": len(s.out)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="menedzher", choices=("kraken_bay", "menedzher"))
    parser.add_argument("--games", type=int, default=24)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    rounds = []
    for seed in range(args.seed, args.seed + args.games):
        g = play(args.game, seed)
        rounds.append(g["round"])
        print(f"seed {g['seed']:>4} {g['levels']:<27} "
              f"{'ended' if g['ended'] else 'NOT ENDED'} ({g['reason'] or '-'}) "
              f"round {g['round']}, {g['moves']} moves, {g['bankrupt']} bankrupt", flush=True)
    print(f"rounds: min {min(rounds)}, median {statistics.median(rounds)}, max {max(rounds)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
