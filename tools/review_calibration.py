"""How well a property game's win-chance estimate foretells the real winner (docs/review.md).

    nice -n 10 .venv/bin/python tools/review_calibration.py --games 20 --seed 7001 \
        --out /tmp/calibration.jsonl
    .venv/bin/python tools/review_calibration.py --summary /tmp/calibration.jsonl

Four Normal players (`policy.act`, trades and all) play a computers-only game of each ruleset
with the league's round cap (40, D56; `--cap 0`: none, as the new-game screen's default); at
the start of every round each estimator named in `ESTIMATORS` gives every seat a chance, and
when the game ends each chance is set against the seat's real result (1 for a win, a shared
win split). The summary prints per estimator the Brier score (mean squared error, lower is
better) and the log loss, overall and by the third of the game, and a reliability table by
decile (the mean chance said against the share that won). Positions of one game are not
independent, so the games count more than the positions; the file is appended game by game
and a run skips the games it already holds.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path
from random import Random

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.property.bot.finish import finish_chances  # noqa: E402
from game.property.bot.levels import standing_shares  # noqa: E402
from game.property.bot.policy import NORMAL, act  # noqa: E402
from game.property.bot.review import KIT  # noqa: E402
from game.property.rules.state import new_game  # noqa: E402

RULESETS = ("kraken_bay", "menedzher")
ROUND_CAP = 40
MAX_DECISIONS = 20_000
EPS = 1e-6


def cubed_share(state) -> list[float]:
    """The review's estimate before the twenty-third session: each seat's share of all
    standings cubed, scaled to sum to one."""
    shares = [share ** 3 for share in standing_shares(state)]
    total = sum(shares) or 1.0
    return [share / total for share in shares]


#: The review's own (`KIT.win_chances`: finish_chances tempered) beside the two it came from.
ESTIMATORS = {"cubed_share": cubed_share, "finish_chances": finish_chances,
              "review": KIT.win_chances}


def play(ruleset: str, seed: int, cap: int = ROUND_CAP, players: int = 4) -> dict:
    """One game of Normal players; the estimates at each round's start and the result (None
    for a game that did not end within `MAX_DECISIONS`)."""
    state = new_game(players, seed, {"ruleset": ruleset, "round_cap": cap})
    rng = Random(seed)
    samples: list[dict] = []
    seen_round = 0
    decisions = 0
    while not state.is_terminal() and decisions < MAX_DECISIONS:
        if state.round != seen_round and state.au_place < 0 and state.tr_terms is None:
            seen_round = state.round
            samples.append({"round": state.round, "alive": sum(state.alive),
                            **{name: estimate(state)
                               for name, estimate in ESTIMATORS.items()}})
        state.apply(act(state, state.current_player, NORMAL, rng)[0])
        decisions += 1
    returns = [float(x) for x in state.returns()] if state.is_terminal() else None
    return {"ruleset": ruleset, "seed": seed, "cap": cap, "rounds": state.round, "returns": returns,
            "samples": samples}


def scores(seat_pairs: list[tuple[float, float]]) -> str:
    """Brier score and log loss of (chance said, result) pairs."""
    brier = sum((p - y) ** 2 for p, y in seat_pairs) / len(seat_pairs)
    loss = -sum(y * math.log(max(p, EPS)) + (1 - y) * math.log(max(1 - p, EPS))
                for p, y in seat_pairs) / len(seat_pairs)
    return f"Brier {brier:.4f}  log loss {loss:.4f}"


STAGES = (("first third", 0.0, 1 / 3), ("middle third", 1 / 3, 2 / 3), ("last third", 2 / 3, 1.01))


def summary(games: list[dict]) -> str:
    """Brier score, log loss (overall and by the third of the game) and a reliability table
    by decile, per estimator."""
    lines = []
    finished = [g for g in games if g["returns"] is not None]
    for ruleset in (*RULESETS, "both"):
        chosen = [g for g in finished if ruleset in ("both", g["ruleset"])]
        pairs = {name: [] for name in ESTIMATORS}
        staged = {(name, stage[0]): [] for name in ESTIMATORS for stage in STAGES}
        for game in chosen:
            for sample in game["samples"]:
                part = (sample["round"] - 1) / max(1, game["rounds"])
                stage = next(label for label, low, high in STAGES if low <= part < high)
                for name in ESTIMATORS:
                    seat_pairs = list(zip(sample[name], game["returns"], strict=True))
                    pairs[name].extend(seat_pairs)
                    staged[name, stage].extend(seat_pairs)
        positions = sum(len(g["samples"]) for g in chosen)
        lines.append(f"{ruleset}: {len(chosen)} games, {positions} positions, "
                     f"{positions * 4} seat estimates")
        for name, seat_pairs in pairs.items():
            if not seat_pairs:
                continue
            lines.append(f"  {name:15} {scores(seat_pairs)}")
            lines.extend(f"      {label}: {scores(staged[name, label])}"
                         for label, _low, _high in STAGES if staged[name, label])
            table = []
            for decile in range(10):
                low, high = decile / 10, (decile + 1) / 10
                inside = [(p, y) for p, y in seat_pairs
                          if low <= p < high or (decile == 9 and p == 1.0)]
                if inside:
                    said = sum(p for p, _ in inside) / len(inside)
                    won = sum(y for _, y in inside) / len(inside)
                    table.append(f"{low:.1f}-{high:.1f}: n {len(inside):4} said {said:.2f} "
                                 f"won {won:.2f}")
            lines.extend(f"      {row}" for row in table)
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10, help="games per ruleset")
    parser.add_argument("--seed", type=int, default=7001)
    parser.add_argument("--cap", type=int, default=ROUND_CAP,
                        help="round cap (0: none, the new-game screen's default)")
    parser.add_argument("--ruleset", choices=RULESETS, action="append",
                        help="only this ruleset (again for more); «Менеджер» of Normal players "
                             "without a cap did not end in 20,000 decisions")
    parser.add_argument("--out", type=Path, default=Path("build/review_calibration.jsonl"))
    parser.add_argument("--summary", type=Path)
    args = parser.parse_args()
    if args.summary:
        games = [json.loads(line) for line in args.summary.read_text().splitlines() if line]
        print(summary(games))
        return
    args.out.parent.mkdir(parents=True, exist_ok=True)
    done = set()
    if args.out.exists():
        done = {(g["ruleset"], g["seed"], g["cap"])
                for g in map(json.loads, args.out.read_text().splitlines())}
    for index in range(args.games):
        for ruleset in args.ruleset or RULESETS:
            seed = args.seed + index
            if (ruleset, seed, args.cap) in done:
                continue
            game = play(ruleset, seed, args.cap)
            with args.out.open("a", encoding="utf-8") as out:
                out.write(json.dumps(game) + "\n")
            print(ruleset, seed, game["rounds"], game["returns"], flush=True)
    print(summary([json.loads(line) for line in args.out.read_text().splitlines() if line]))


if __name__ == "__main__":
    main()
