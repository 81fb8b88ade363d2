"""Replay one property league game and print how the level's seat went out.

    nice -n 10 .venv/bin/python tools/property_trace.py --game kraken_bay --level hard \
        --against never_trades --seed 2086 --rounds 10

Why: the league's record says *that* a seat went bankrupt first, not why. The game is played
by `tools/league.py`'s `play_game` (same seed, same seats, same decisions: the trace is the
league's game), watched step by step. Printed: the bankruptcy order with rounds; who got each
whole set, when and by what step; every accepted trade; at each debt a seat cannot pay
from cash until the first bankruptcy, every seat's cash, what it could raise (D38), net worth
and places; the auctions each seat
won (count, paid, list); then the level seat's last `--rounds` rounds before it went out (or
before the end): its steps with cash before and after and its reserve after the step, the
rents it paid, the rents of 300 or more anyone paid, its builds, sales, mortgages and debts.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.property.bot import value  # noqa: E402
from game.property.rules import events as ev  # noqa: E402
from game.property.rules.queries import net_worth, raisable  # noqa: E402
from tools import league  # noqa: E402

BIG_RENT = 300
SEAT_STEPS = (ev.Built, ev.Sold, ev.SoldDown, ev.Mortgaged, ev.Unmortgaged)


@dataclass
class Trace:
    """What one watched game showed; `lines` are (round, text) of the level seat's story."""

    hero: int
    cash: list[int]
    outs: list[tuple[int, int]] = field(default_factory=list)
    story: list[str] = field(default_factory=list)
    lines: list[tuple[int, str]] = field(default_factory=list)
    sets: list[set] = field(default_factory=lambda: [set() for _ in range(4)])
    auctions: list[list[int]] = field(default_factory=lambda: [[0, 0, 0] for _ in range(4)])

    def watch(self, s, seat: int, action, events: list) -> None:
        rnd, hero = s.round, self.hero
        for e in events:
            self._event(s, e)
        for q in range(s.n):
            whole = set(s.whole_sets(q))
            for i in sorted(whole - self.sets[q]):
                how = type(events[-1]).__name__ if events else "?"
                self.story.append(f"r{rnd} seat {q} holds {s.rs.set_ids[i]} "
                                  f"(seat {seat}: {action}, {how})")
            self.sets[q] = whole
        if seat == hero and str(action) != "roll":
            self.lines.append((rnd, f"r{rnd} {str(action):24s} cash {self.cash[hero]:6d} -> "
                                    f"{s.cash[hero]:6d}  reserve {value.reserve(s, hero):5d}  "
                                    f"net worth {net_worth(s, hero):6d}"))
        self.cash = list(s.cash)

    def _event(self, s, e) -> None:
        rnd, hero = s.round, self.hero
        if isinstance(e, ev.RentCharged) and (e.payer == hero or e.amount >= BIG_RENT):
            self.lines.append((rnd, f"    rent seat {e.payer} -> {e.owner} at {e.space}: "
                                    f"{e.amount} (escalator {e.escalator})"))
        elif isinstance(e, SEAT_STEPS) and e.seat == hero:
            self.lines.append((rnd, f"    {e}"))
        elif isinstance(e, ev.DebtOpened) and e.amount > self.cash[e.debtor]:
            if e.debtor == hero:
                self.lines.append((rnd, f"    debt {e.amount} to {e.creditor} ({e.reason})"))
            if not self.outs:
                self.story.append(f"r{rnd} seat {e.debtor} owes {e.amount}: " + "; ".join(
                    f"seat {q} cash {self.cash[q]} can raise {raisable(s, q)} net worth "
                    f"{net_worth(s, q)} places {len(s.owned(q))}"
                    for q in range(s.n) if s.alive[q]))
        elif isinstance(e, ev.AuctionWon):
            won = self.auctions[e.seat]
            won[0], won[1], won[2] = won[0] + 1, won[1] + e.amount, won[2] + s.rs.price[e.space]
        elif isinstance(e, ev.TradeAccepted):
            self.story.append(f"r{rnd} trade {e.proposer} -> {e.to}: {e.offer}")
        elif isinstance(e, ev.WentBankrupt):
            self.outs.append((e.seat, rnd))
            self.lines.append((rnd, f"    seat {e.seat} bankrupt to {e.creditor}"))


def trace(game: str, level: str, against: str, seed: int, rounds: int) -> list[str]:
    """The printed trace of league game `seed` of `level` against three `against`."""
    pairing = league.Pairing(game, level, against)
    hero = seed % pairing.players
    t = Trace(hero, [0] * pairing.players)
    played = league.play_game(pairing, seed, t.watch)
    last = next((r for q, r in t.outs if q == hero), played["extra"].get("rounds", 0))
    head = [f"{game}: {level} (seat {hero}) vs 3 {against}, seed {seed}, "
            f"out (seat, round): {t.outs}, level's share {played['share']}",
            "auctions won (count, paid, list) by seat: " + str(t.auctions)]
    return head + t.story + [text for r, text in t.lines if last - rounds <= r <= last]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="kraken_bay")
    parser.add_argument("--level", default="hard")
    parser.add_argument("--against", default="never_trades")
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--rounds", type=int, default=10, help="rounds before going out")
    args = parser.parse_args(argv)
    print("\n".join(trace(args.game, args.level, args.against, args.seed, args.rounds)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
