"""What a larger budget sees at Hard's answers to offers (issue 27, nineteenth session): a
measurement, never shipped.

    .venv/bin/python tools/property_budget.py --game menedzher --games 30 --seed 1 \
        --samples 200 --out build/budget.jsonl
    .venv/bin/python tools/property_budget.py --summary build/budget.jsonl

Hard plays three Normals as in the league (`tools/league.py`'s seeding, the entry's decider on
the state's snapshot, so the games are the league's). At every decision where an offer waits
for Hard's answer, and (``--auctions``) every auction bid of Hard's, each option (Hard's own
answer, accept, reject; at an auction its bid and a drop) is valued with a large FAIR budget:
``--samples`` determinizations from Hard's own view (`state.determinize(hero, …)`: unseen cards
reshuffled, dice reseeded), the same determinization and the same rollout generator for every
option (common random numbers), the rivals drawn per sample as Hard's rollouts draw them
(`levels.RolloutKnowledge`: QUIET Normal or the plain player, half each), Hard itself as QUIET
Normal, played to the game's end (40-round cap). Two values per option and sample:

- ``end``: the win share at the end (`state.returns()`; what the league counts), and the
  share of the net worths;
- ``leaf``: Hard's own leaf, `levels.standing_shares` after HARD_SETTINGS.rollout_decisions
  decisions of the same rollout (what Hard's real search maximises, 64 samples).

So ``leaf`` with many samples against Hard's choice is the budget alone; ``end`` against
``leaf`` is the horizon and leaf value. The study never changes the game: Hard's own answer
is applied afterwards. Each point's record has the means and paired standard errors of the
differences to Hard's choice, Hard's reason key, and the CPU the study took.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from pathlib import Path
from random import Random

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.ai.budget import Budget, never_cancelled  # noqa: E402
from game.ai.reply import Reply  # noqa: E402
from game.core.named import resolve  # noqa: E402
from game.games import game_entry  # noqa: E402
from game.property.bot.levels import (  # noqa: E402
    HARD_SETTINGS,
    RolloutKnowledge,
    choose,
    standing_shares,
)
from game.property.rules import auction  # noqa: E402
from game.property.rules.actions import ACCEPT, DROP, REJECT, Bid  # noqa: E402
from game.property.rules.ending import net_worths  # noqa: E402

sys.path.insert(0, str(ROOT / "tools"))
from league import league_module  # noqa: E402

PLAYERS = 4


def options(s, chosen) -> list:
    """Hard's choice first, then the other answers worth a value."""
    legal = s.legal_actions()
    if s.tr_terms is not None:
        alts = [ACCEPT, REJECT]
    elif s.au_place >= 0:
        alts = [Bid(auction.min_bid(s)), DROP]
    else:
        alts = []
    out = [chosen]
    for a in alts:
        if a not in out and a in legal:
            out.append(a)
    return out


def sample(world, hero: int, option, seed: int, leaf_at: int, limit: int) -> tuple:
    """One rollout of `option` in a determinized `world` (cloned): (leaf share, end win share,
    end net-worth share)."""
    w = world.clone()
    w.apply(option)
    k = RolloutKnowledge([option], hero)
    rng = Random(seed)
    k.start_rollout(w, rng)
    leaf = None
    n = 0
    while not w.is_terminal() and n < limit:
        if n == leaf_at:
            leaf = standing_shares(w)[hero]
        try:
            w.apply(k.rollout_plan(w, rng)[0])
        except k.illegal_action:
            break
        n += 1
    if leaf is None:
        leaf = standing_shares(w)[hero]
    if not w.is_terminal():
        return leaf, standing_shares(w)[hero], standing_shares(w)[hero]
    worths = [max(0.0, float(x)) for x in net_worths(w)]
    return leaf, float(w.returns()[hero]), worths[hero] / (sum(worths) or 1.0)


def study(s, hero: int, chosen, samples: int, seed: int) -> dict:
    """Every option at one point, `samples` paired determinizations each."""
    opts = options(s, chosen)
    tick = time.process_time()
    vals: dict = {str(o): [] for o in opts}
    for i in range(samples):
        world = s.determinize(hero, Random(seed * 100_003 + i))
        for o in opts:
            vals[str(o)].append(sample(world, hero, o, seed * 7 + i,
                                       HARD_SETTINGS.rollout_decisions, 20_000))
    cpu = time.process_time() - tick
    base = vals[str(chosen)]
    out = {}
    for o in opts:
        v = vals[str(o)]
        rec = {}
        for j, name in enumerate(("leaf", "end", "worth")):
            xs = [a[j] for a in v]
            d = [a[j] - b[j] for a, b in zip(v, base, strict=True)]
            rec[name] = round(statistics.fmean(xs), 4)
            rec[name + "_diff"] = round(statistics.fmean(d), 4)
            se = statistics.stdev(d) / math.sqrt(len(d)) if len(d) > 1 else 0.0
            rec[name + "_se"] = round(se, 4)
        out[str(o)] = rec
    return {"options": out, "cpu_s": round(cpu, 2)}


def play(game: str, seed: int, samples: int, auctions: bool, max_points: int) -> list[dict]:
    """One league game of Hard against three Normals; a record per studied point."""
    league = league_module(game)
    entry = game_entry(game)
    decide = resolve(entry.decider)
    parse = entry.rules().parse_action
    budgets = {lv: Budget(iterations=entry.budget(lv).iterations or 1).to_dict()
               for lv in ("hard", "normal")}
    s = entry.new_game(PLAYERS, seed, dict(league.OPTIONS[game]))
    hero = seed % PLAYERS
    decisions, points = 0, []
    while not s.is_terminal() and decisions < league.MAX_DECISIONS:
        seat = s.current_player
        ds = seed * 7919 + decisions
        level = "hard" if seat == hero else "normal"
        tick = time.process_time()
        reply = Reply.from_wire(decide(s.to_dict(), seat, level, budgets[level], ds,
                                       never_cancelled))
        think = time.process_time() - tick
        a = parse(reply.action)
        answer = s.tr_terms is not None
        bid = s.au_place >= 0 and auctions
        if seat == hero and (answer or bid) and len(points) < max_points:
            normal = choose(s, seat, "normal", seed=ds).action
            st = study(s, hero, a, samples, seed * 1000 + decisions)
            points.append({
                "game": game, "seed": seed, "hero": hero, "round": s.round,
                "kind": "answer" if answer else "auction",
                "offer": str(s.tr_terms) if answer else f"place {s.au_place}",
                "from": s.tr_from if answer else -1, "count": s.tr_count if answer else 0,
                "hard": str(a), "normal": str(normal), "reason": reply.reason[0],
                "hard_ms": round(1000 * think, 1), **st})
        s.apply(a)
        decisions += 1
    returns = [float(r) for r in s.returns()] if s.is_terminal() else [0.0] * PLAYERS
    for p in points:
        p["won"] = returns[hero]
    return points


def summary(path: Path) -> str:
    rows = [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]
    rows = [r for r in rows if r["kind"] != "none"]
    lines = [f"{len(rows)} points, {len({(r['game'], r['seed']) for r in rows})} games"]
    for kind in ("answer", "auction"):
        ks = [r for r in rows if r["kind"] == kind]
        if not ks:
            continue
        for measure in ("leaf", "end", "worth"):
            dis, sig, gaps = 0, 0, []
            for r in ks:
                best = max(r["options"].items(), key=lambda kv: kv[1][measure + "_diff"])
                gap = best[1][measure + "_diff"]
                gaps.append(gap)
                if best[0] != r["hard"] and gap > 0:
                    dis += 1
                    if gap > 2 * best[1][measure + "_se"]:
                        sig += 1
            lines.append(f"{kind} {measure}: {len(ks)} points, best ≠ Hard {dis}, of them "
                         f"> 2 se {sig}; gap median {statistics.median(gaps):.4f} "
                         f"max {max(gaps):.4f}")
        cpu = [r["cpu_s"] for r in ks]
        lines.append(f"{kind} CPU s a point: median {statistics.median(cpu):.1f} "
                     f"max {max(cpu):.1f}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="menedzher", choices=("kraken_bay", "menedzher"))
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--samples", type=int, default=200)
    parser.add_argument("--auctions", action="store_true")
    parser.add_argument("--max-points", type=int, default=1000)
    parser.add_argument("--out", type=Path, default=Path("build/budget.jsonl"))
    parser.add_argument("--summary", type=Path)
    args = parser.parse_args(argv)
    if args.summary:
        print(summary(args.summary))
        return 0
    args.out.parent.mkdir(parents=True, exist_ok=True)
    done = set()
    if args.out.exists():
        done = {json.loads(x)["seed"] for x in args.out.read_text(encoding="utf-8").splitlines()
                if x.strip()}
    for seed in range(args.seed, args.seed + args.games):
        if seed in done:
            continue
        tick = time.time()
        pts = play(args.game, seed, args.samples, args.auctions, args.max_points)
        with args.out.open("a", encoding="utf-8") as f:
            for p in pts or [{"game": args.game, "seed": seed, "kind": "none"}]:
                f.write(json.dumps(p) + "\n")
        print(f"seed {seed}: {len(pts)} points, {time.time() - tick:.0f} s", file=sys.stderr,
              flush=True)
    print(summary(args.out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
