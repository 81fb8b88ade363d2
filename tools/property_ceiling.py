"""The ceiling of issue 27: how much can any player win against three `never_trades` or three
Normals? A measurement for the issue's note, never shipped: the player here CHEATS.

    nice -n 5 .venv/bin/python tools/property_ceiling.py --game kraken_bay \
        --against never_trades --games 100 --seed 1 --out /tmp/ceiling.jsonl
    .venv/bin/python tools/property_ceiling.py --summary /tmp/ceiling.jsonl

The clairvoyant ("oracle") seat plays Normal, except at every choice point it decides by
replaying the TRUE game forward once for each option: the real dice stream and card order
(the state is cloned, not determinized), and the rivals exactly as they will really play
(a league member's own random generator copied; a level's decision seeds are the game's).
In each replay the oracle itself goes on as Normal, to the game's end (40-round cap), and the
option whose true future ends best for it is taken: its win share first, then its share of
the net worths (D44), Normal's choice on a tie. Between choice points the oracle plays Normal,
so the future of Normal's option at the next point is the chosen replay's own: it is not
played again, and once that future is a win no further point is searched (each replay ends
at least as well as the last, game by game: "Normal only" stays 0 unless a replay is not
exact, the check of this tool). So it knows, for each option, whether the game
is won, and still plays every later decision at least as well as Normal (a one-step
clairvoyant improvement of Normal; a stronger cheat may exist, so this is a lower bound on
the ceiling, but one no fair player can reach: it sees the dice).

The choice points: buy or decline; at an auction, bid the minimum or drop; in jail, roll,
pay or use a pass; accept or reject an offer; build (Normal's pick or the cheapest even build)
or not; and at the end of its turn Hard's sale offers (`bot.sales`). `--plain` plays Normal
through the same loop on the same seeds (the paired baseline). Game g puts the oracle on seat
g % 4, as tools/league.py does, and the game is seeded alike (`new_game(4, seed)`, the
members' generators and the decision seeds the same; the levels are asked through
`levels.choose` on the state, not the worker's snapshot).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from random import Random
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.games import game_entry  # noqa: E402
from game.property.bot import value  # noqa: E402
from game.property.bot.levels import choose  # noqa: E402
from game.property.bot.sales import sale_offers  # noqa: E402
from game.property.rules import auction  # noqa: E402
from game.property.rules.actions import (  # noqa: E402
    ACCEPT,
    BUY,
    DECLINE,
    DROP,
    END_TURN,
    PAY_FINE,
    REJECT,
    ROLL,
    USE_PASS,
    Bid,
    Build,
    Offer,
)
from game.property.rules.ending import net_worths  # noqa: E402
from game.property.rules.phases import BUY as BUY_PHASE  # noqa: E402
from game.property.rules.phases import POST_ROLL, PRE_ROLL  # noqa: E402

sys.path.insert(0, str(ROOT / "tools"))
from league import league_module, wilson  # noqa: E402

PLAYERS = 4
MAX_SALES = 4
TIE = 1e-9


class Table:
    """The rivals as they really play: a league member with each seat's own generator (copied
    for a replay, so a replay sees the very choices the real game will get), or a level."""

    def __init__(self, game: str, opponent: str, seed: int) -> None:
        league = league_module(game)
        self.member: Callable | None = league.MEMBERS.get(opponent)
        self.level = opponent
        self.rngs = {q: Random(seed * 1_000_003 + q) for q in range(PLAYERS)}

    def copy(self) -> Table:
        other = object.__new__(Table)
        other.member, other.level = self.member, self.level
        other.rngs = {}
        for q, r in self.rngs.items():
            other.rngs[q] = Random()
            other.rngs[q].setstate(r.getstate())
        return other

    def act(self, s, seat: int, decision_seed: int) -> Any:
        if self.member is not None:
            return self.member(s, seat, self.rngs[seat])
        return choose(s, seat, self.level, seed=decision_seed).action


def normal(s, seat: int, decision_seed: int) -> Any:
    return choose(s, seat, "normal", seed=decision_seed).action


def options(s, seat: int, chosen, jail: bool = True) -> list:
    """The options the oracle weighs, Normal's `chosen` first; one option: no choice point.
    `jail` False: never overrule Normal in jail (staying or leaving moves the seat by other
    rolls: the clairvoyant picks the luckier roll, a gain no decision of a fair player has)."""
    legal = s.legal_actions()
    if s.tr_terms is not None:
        alts = [ACCEPT, REJECT]
    elif s.au_place >= 0:
        alts = [Bid(auction.min_bid(s)), DROP]
    elif s.phase == BUY_PHASE and not s.in_debt:
        alts = [BUY, DECLINE]
    elif s.phase in (PRE_ROLL, POST_ROLL) and not s.in_debt:
        in_jail = s.phase == PRE_ROLL and s.jail[seat] >= 0
        if in_jail and not jail:
            return [chosen]
        alts = [ROLL, PAY_FINE, USE_PASS] if in_jail else []
        builds = [a for a in legal if type(a) is Build]
        if builds:
            alts.append(min(builds, key=lambda a: (s.level[a.space], a.space)))
            alts.append(ROLL if s.phase == PRE_ROLL else END_TURN)
        if s.phase == POST_ROLL and (chosen == END_TURN or type(chosen) is Offer):
            alts += sale_offers(s, seat, value.rounds_left(s, 20))[:MAX_SALES]
    else:
        alts = []
    out = [chosen]
    for a in alts:
        if a not in out and a in legal:
            out.append(a)
    return out


def outcome(s, seat: int) -> float:
    """The true end seen from `seat`: its win share, then a little of its net-worth share."""
    if not s.is_terminal():
        return 0.0
    worths = [max(0.0, float(w)) for w in net_worths(s)]
    return float(s.returns()[seat]) + 0.01 * worths[seat] / (sum(worths) or 1.0)


def finish(s, table: Table, hero: int, seed: int, decisions: int, limit: int) -> float:
    """Play the true game on from `s` (everybody as they really play, the hero as Normal)."""
    while not s.is_terminal() and decisions < limit:
        seat = s.current_player
        ds = seed * 7919 + decisions
        s.apply(normal(s, seat, ds) if seat == hero else table.act(s, seat, ds))
        decisions += 1
    return outcome(s, hero)


def play(game: str, opponent: str, seed: int, oracle: bool, jail: bool = True) -> dict:
    """One game; the oracle (or, with `oracle` False, Normal) on seat seed % 4."""
    entry = game_entry(game)
    league = league_module(game)
    limit = league.MAX_DECISIONS
    s = entry.new_game(PLAYERS, seed, dict(league.OPTIONS[game]))
    table = Table(game, opponent, seed)
    hero = seed % PLAYERS
    decisions, points, think, overruled = 0, 0, [], []
    known: float | None = None    # how the game ends if the oracle plays Normal from here
    while not s.is_terminal() and decisions < limit:
        seat = s.current_player
        ds = seed * 7919 + decisions
        if seat != hero:
            s.apply(table.act(s, seat, ds))
            decisions += 1
            continue
        a = normal(s, seat, ds)
        cands = options(s, seat, a, jail) if oracle else [a]
        if len(cands) > 1 and (known is None or known < 1.0):
            tick = time.process_time()
            points += 1
            best, best_v = a, known
            for c in cands if known is None else cands[1:]:
                t = s.clone()
                t.apply(c)
                v = finish(t, table.copy(), hero, seed, decisions + 1, limit)
                if best_v is None or v > best_v + TIE:
                    best, best_v = c, v
            known = best_v
            if best != a:
                overruled.append(f"r{s.round} {a}->{best}")
            a = best
            think.append(time.process_time() - tick)
        s.apply(a)
        decisions += 1
    returns = [float(r) for r in s.returns()] if s.is_terminal() else [0.0] * PLAYERS
    return {"game": game, "opponent": opponent, "seed": seed, "oracle": oracle,
            "share": returns[hero], "bankrupt_first": int(bool(s.out) and s.out[0] == hero),
            "rounds": s.round, "points": points, "overruled": overruled,
            "think_s": round(sum(think), 2)}


def summary(path: Path) -> str:
    """Per line: the oracle's and Normal's win share on the same seeds, and the pairing."""
    games = [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]
    lines = ["| game | vs 3 | games | oracle | Normal, same seeds | oracle only : Normal only "
             "| choice points / overruled a game | CPU s a game |", "|---|" * 1 + "---|" * 7]
    keys = sorted({(g["game"], g["opponent"]) for g in games})
    for game, opp in keys:
        by = {(g["seed"], g["oracle"]): g for g in games
              if g["game"] == game and g["opponent"] == opp}
        seeds = sorted(sd for sd, o in by if o and (sd, False) in by)
        if not seeds:
            continue
        o = [by[sd, True] for sd in seeds]
        n = [by[sd, False] for sd in seeds]
        wo, wn = sum(g["share"] for g in o), sum(g["share"] for g in n)
        lo, hi = wilson(wo, len(seeds))
        only_o = sum(1 for a, b in zip(o, n, strict=True) if a["share"] > b["share"])
        only_n = sum(1 for a, b in zip(o, n, strict=True) if a["share"] < b["share"])
        lines.append(
            f"| {game} | {opp} | {len(seeds)} ({seeds[0]}–{seeds[-1]}) | "
            f"{100 * wo / len(seeds):.1f} % [{100 * lo:.0f}–{100 * hi:.0f}] | "
            f"{100 * wn / len(seeds):.1f} % | {only_o} : {only_n} | "
            f"{statistics.fmean(g['points'] for g in o):.0f} / "
            f"{statistics.fmean(len(g['overruled']) for g in o):.1f} | "
            f"{statistics.fmean(g['think_s'] for g in o):.0f} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=("kraken_bay", "menedzher"))
    parser.add_argument("--against", default="never_trades",
                        help="a league member or a level (normal)")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--plain", action="store_true", help="Normal only: the paired baseline")
    parser.add_argument("--both", action="store_true", help="the oracle and Normal per seed")
    parser.add_argument("--no-jail", action="store_true",
                        help="the oracle plays Normal in jail (no luckier roll picked)")
    parser.add_argument("--out", type=Path, default=Path("build/ceiling.jsonl"))
    parser.add_argument("--summary", type=Path, help="only print the table of this file")
    args = parser.parse_args(argv)
    if args.summary:
        print(summary(args.summary))
        return 0
    if not args.game:
        parser.error("--game is needed to play")
    done = set()
    if args.out.exists():
        done = {(g["game"], g["opponent"], g["seed"], g["oracle"])
                for g in map(json.loads, args.out.read_text(encoding="utf-8").splitlines())}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    kinds = (True, False) if args.both else (not args.plain,)
    for seed in range(args.seed, args.seed + args.games):
        for oracle in kinds:
            if (args.game, args.against, seed, oracle) in done:
                continue
            g = play(args.game, args.against, seed, oracle, not args.no_jail)
            with args.out.open("a", encoding="utf-8") as f:
                f.write(json.dumps(g) + "\n")
            print(json.dumps(g), file=sys.stderr, flush=True)
    print(summary(args.out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
