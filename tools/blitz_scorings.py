"""Do all three scorings come in Blitz? Seeded random Blitz games, counted (issue 31, point 10).

    nice -n 15 .venv/bin/python tools/blitz_scorings.py --games 2000
    nice -n 15 .venv/bin/python tools/blitz_scorings.py --games 2000 --rules 1

Game g: 2-6 players and a random half of the other modules (both drawn from `Random(g)`), dealt
from seed g and played by uniformly random legal moves (`Random(g)` again). The seed says the
scorings come *earlier* in Blitz, so the Startup and Venture Capital cards must both be drawn
before trading ends; the IPO follows at the end. The report counts the games where they were,
and how close the bag came to running out first: the money cards drawn when trading ended, as
a share of those left after setup (R), against the share where the VC band ends (4/5 of the
band's M cards: 0.40 R since rules version 2, 0.53 R before).
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from random import Random

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.speedtycoon.rules import MODULES, new_game  # noqa: E402
from game.speedtycoon.rules.data import CURRENT_RULES, SPECIAL_FIRST  # noqa: E402
from game.speedtycoon.rules.events import TradingEnded  # noqa: E402

OTHER_MODULES = tuple(m for m in MODULES if m != "blitz")


@dataclass(frozen=True)
class BlitzGame:
    seed: int
    players: int
    modules: tuple[str, ...]
    #: Scorings done when trading ended (2: Startup and VC came first) and at the end (3).
    scorings_at_trading_end: int
    scorings: int
    #: Money cards drawn when trading ended, as a share of the R left after setup.
    drawn_share: float


def table(seed: int) -> tuple[int, tuple[str, ...]]:
    """The players and modules of game `seed`."""
    rng = Random(seed)
    players = rng.randint(2, 6)
    return players, ("blitz", *(m for m in OTHER_MODULES if rng.random() < 0.5))


def play(seed: int, rules: int = CURRENT_RULES) -> BlitzGame:
    players, modules = table(seed)
    state = new_game(players, seed, {"modules": ",".join(modules), "rules_version": rules})
    remaining = sum(1 for c in state.deck if c < SPECIAL_FIRST)
    rng = Random(seed)
    at_end, drawn = -1, 0
    while not state.is_terminal():
        legal = state.legal_actions()
        before = state.mdrawn
        events = state.apply(legal[int(rng.random() * len(legal))])
        if any(isinstance(e, TradingEnded) for e in events):
            at_end, drawn = state.scorings, before
    return BlitzGame(seed, players, modules, at_end, state.scorings, drawn / remaining)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--rules", type=int, default=CURRENT_RULES)
    args = parser.parse_args(argv)
    started = time.process_time()
    games = [play(seed, args.rules) for seed in range(args.first, args.first + args.games)]
    short = [g for g in games if g.scorings_at_trading_end < 2 or g.scorings < 3]
    shares = sorted(g.drawn_share for g in games)
    print(f"rules version {args.rules}, seeds {args.first}-{args.first + args.games - 1}: "
          f"{len(games) - len(short)} of {len(games)} Blitz games had all three scorings "
          f"(Startup and VC before trading ended)")
    print(f"money drawn when trading ended, share of R: min {shares[0]:.3f}, "
          f"5th percentile {shares[len(shares) // 20]:.3f}, median {shares[len(shares) // 2]:.3f}")
    for g in short:
        print(f"  short: seed {g.seed}, {g.players} players, {' '.join(g.modules)}: "
              f"{g.scorings_at_trading_end} scorings when trading ended")
    print(f"CPU {time.process_time() - started:.1f} s")
    return 1 if short else 0


if __name__ == "__main__":
    raise SystemExit(main())
