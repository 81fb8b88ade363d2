"""How long a game review takes, and what its budget costs in accuracy (docs/review.md).

For each game's example save (tests/data/review/, made by tools/make_review_saves.py) it
does the review job's whole work `--runs` times (`review_or_cached`: read and check the save,
walk the game, review the person's seat with the game's own budget, the kit's `budget` that
the app and `python -m game --review` use, seed 0) and reports the CPU time
(`time.process_time`, one process: the review runs in one) as the median of the runs, the
decisions reviewed, and where the planted bad move ranks among the swings.

With `--accuracy` it also reviews once at `--scale` times the samples and horizon (the
reference) and says how far the budget's figures lie from it: the mean and largest difference
of the loss per decision (in win chance), and how many of the reference's top 3 swings the
budget's top 5 hold. With `--long` it also reviews a long property game of four Normal levels
(thousands of moves), where the budget's cap per game (`game_samples`) applies. With
`--walks` it times only the walks: the review process's and the review screen's opening with
the chart's course (milliseconds). Run by
`make bench`; a whole run takes a few minutes.

    nice -n 10 .venv/bin/python tools/bench_review.py [--runs 5] [--accuracy] [--long] [--walks]
        [GAME ...]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.review import GameReview, calm_course, review_game  # noqa: E402
from game.games import game_entry  # noqa: E402
from game.reviews import default_seat, open_for_review, open_save, review_or_cached, review_save  # noqa: E402
from tools.make_review_saves import normal_plan  # noqa: E402

DATA = Path(__file__).resolve().parents[1] / "tests" / "data" / "review"
GAMES = ("tycoon", "speedtycoon", "kraken_bay", "menedzher")
BAR_S = 60.0
#: Long games played by four Normal levels (no example save: only their length matters), so
#: the budget's cap for a game of very many decisions (`game_samples`) is measured too.
LONG_GAMES = {"menedzher": 6, "kraken_bay": 1}


def plant_rank(review: GameReview, move: int) -> int | None:
    """1-based place of the decision at `move` among the swings (None: not a swing)."""
    moves = [d.move for d in review.swings]
    return moves.index(move) + 1 if move in moves else None


def bench(game_id: str, runs: int, accuracy: bool, scale: int) -> dict:
    game = open_save(DATA / f"{game_id}.json")
    plant = json.loads((DATA / f"{game_id}.plant.json").read_text("utf-8"))
    seat = default_seat(game.setup)
    budget = game.kit().budget
    times, review = [], None
    for _run in range(runs):
        started = time.process_time()
        review = GameReview.from_dict(review_or_cached(str(game.path), seat, budget.to_dict()))
        times.append(time.process_time() - started)
    row = {
        "game": game_id, "moves": len(game.actions), "decisions": len(review.decisions),
        "budget": review.budget.to_dict(), "cpu_s": [round(t, 2) for t in times],
        "median_cpu_s": round(statistics.median(times), 2),
        "plant_rank": plant_rank(review, plant["move"]),
    }
    if accuracy:
        wide = replace(budget, samples=budget.samples * scale, horizon=budget.horizon)
        started = time.process_time()
        reference = review_save(game, seat, wide, seed=999)
        gaps = [abs(a.loss - b.loss) for a, b in zip(review.decisions, reference.decisions,
                                                     strict=True)]
        top_reference = {d.move for d in reference.swings[:3]}
        row.update({
            "reference_samples": wide.samples,
            "reference_cpu_s": round(time.process_time() - started, 2),
            "mean_loss_gap": round(statistics.fmean(gaps), 4) if gaps else 0.0,
            "max_loss_gap": round(max(gaps), 4) if gaps else 0.0,
            "reference_top3_in_top5": f"{len(top_reference & {d.move for d in review.swings})}"
                                      f" of {len(top_reference)}",
            "reference_plant_rank": plant_rank(reference, plant["move"]),
        })
    return row


def walks(game_id: str, runs: int) -> dict:
    """CPU time of the review's walks over the example save (median of `runs`): the review
    process's (`open_for_review`: check the save, find the person's decisions) and the
    screen's (`open_save` and the chart's course, `calm_course`)."""
    path = DATA / f"{game_id}.json"
    decided = [d.move for d in open_for_review(path, 0).decisions]
    job, screen = [], []
    for _run in range(runs):
        started = time.process_time()
        open_for_review(path, 0)
        job.append(time.process_time() - started)
        started = time.process_time()
        calm_course(open_save(path).replay(), 0, decided)
        screen.append(time.process_time() - started)
    return {"game": game_id, "job_walk_ms": [round(t * 1000, 1) for t in job],
            "median_job_walk_ms": round(statistics.median(job) * 1000, 1),
            "screen_open_ms": [round(t * 1000, 1) for t in screen],
            "median_screen_open_ms": round(statistics.median(screen) * 1000, 1)}


def long_game(game_id: str, seed: int, runs: int) -> dict:
    """Review seat 0 of a long game of four Normal levels (played here, not saved)."""
    entry = game_entry(game_id)
    start = entry.new_game(4, seed)
    state, actions, k = start.clone(), [], 0
    while not state.is_terminal():
        for action in normal_plan(game_id, state, state.current_player, seed * 7919 + k):
            state.apply(action)
            actions.append(action)
        k += 1
    times, review = [], None
    for run in range(runs):
        started = time.process_time()
        review = review_game(entry.review(), start, actions, 0, seed=run)
        times.append(time.process_time() - started)
    return {"game": f"{game_id} (long, seed {seed})", "moves": len(actions),
            "decisions": len(review.decisions), "budget": review.budget.to_dict(),
            "cpu_s": [round(t, 2) for t in times],
            "median_cpu_s": round(statistics.median(times), 2)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", metavar="GAME", help=f"of {', '.join(GAMES)}")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--accuracy", action="store_true")
    parser.add_argument("--long", action="store_true",
                        help="also review a long game of four Normal levels (property games)")
    parser.add_argument("--walks", action="store_true",
                        help="time only the walks (the review's and the screen's), no review")
    parser.add_argument("--scale", type=int, default=4,
                        help="the reference's samples, × the budget's (with --accuracy)")
    args = parser.parse_args(argv)
    games = args.games or list(GAMES)
    if unknown := [g for g in games if g not in GAMES]:
        parser.error(f"no example save for {', '.join(unknown)}")
    print(f"load average before: {os.getloadavg()[0]:.1f}")
    if args.walks:
        for game_id in games:
            print(json.dumps(walks(game_id, args.runs)), flush=True)
        print(f"load average after: {os.getloadavg()[0]:.1f}")
        return 0
    worst = 0.0
    for game_id in games:
        row = bench(game_id, args.runs, args.accuracy, args.scale)
        worst = max(worst, row["median_cpu_s"])
        print(json.dumps(row, ensure_ascii=False), flush=True)
        if game_id in LONG_GAMES and args.long:
            row = long_game(game_id, LONG_GAMES[game_id], args.runs)
            worst = max(worst, row["median_cpu_s"])
            print(json.dumps(row, ensure_ascii=False), flush=True)
    print(f"load average after: {os.getloadavg()[0]:.1f}; slowest game {worst:.1f} s CPU "
          f"(bar {BAR_S:.0f} s): {'ok' if worst <= BAR_S else 'OVER'}")
    return 0 if worst <= BAR_S else 1


if __name__ == "__main__":
    raise SystemExit(main())
