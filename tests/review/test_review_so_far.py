"""A review closed part-way keeps what it made (newgame21): a long game's review took minutes
(Speedtycoon over three on a long game), and closing it threw them all away, so opening it
again started from the first decision. The work so far is kept beside the save and the next
review goes on from there, to the very review an uninterrupted run makes."""

from __future__ import annotations

import json
import shutil
from dataclasses import replace

import pytest

from game import reviews
from game.ai import review as evaluator
from game.ai.budget import Budget
from game.ai.review import GameReview, ReviewBudget, ReviewCancelled
from game.games import game_entry
from game.reviews import cached_review, kept_so_far, open_save, review_path, review_save
from tests.review.conftest import save_of

GAME = "tycoon"
STOP_AFTER = 3


@pytest.fixture
def save(tmp_path, monkeypatch):
    """The example save, its game's kit at the least budget that still judges (the tests
    count decisions, not estimates)."""
    kit = game_entry(GAME).review()
    monkeypatch.setattr(kit, "budget", ReviewBudget(samples=1, horizon=1,
                                                    hard=Budget(iterations=1)))
    path = tmp_path / f"slot-{GAME}.json"
    shutil.copy2(save_of(GAME), path)
    return path


@pytest.fixture
def counted(monkeypatch) -> list[int]:
    """The moves of the decisions the review judges, in order."""
    judged: list[int] = []
    judge = evaluator.review_decision

    def counting(kit, state, seat, taken, budget, seed, cancelled, move):
        judged.append(move)
        return judge(kit, state, seat, taken, budget, seed, cancelled, move)

    monkeypatch.setattr(evaluator, "review_decision", counting)
    return judged


def closed_part_way(save) -> list[tuple[int, int]]:
    """Review seat 0 as the screen's process does and close it after STOP_AFTER decisions;
    the progress it reported."""
    seen: list[tuple[int, int]] = []
    with pytest.raises(ReviewCancelled):
        reviews.review_or_cached(str(save), 0, progress=lambda done, total: seen.append(
            (done, total)), cancelled=lambda: seen[-1][0] >= STOP_AFTER)
    return seen


def test_a_review_closed_part_way_goes_on_from_where_it_stopped(save, counted):
    seen = closed_part_way(save)
    total = seen[0][1]
    assert seen[-1] == (STOP_AFTER, total) and total > STOP_AFTER
    first_moves = counted[:STOP_AFTER]
    assert cached_review(open_save(save), 0) is None, "no finished review is kept"

    counted.clear()
    again: list[tuple[int, int]] = []
    made = GameReview.from_dict(reviews.review_or_cached(
        str(save), 0, progress=lambda done, total: again.append((done, total))))
    assert again[0] == (STOP_AFTER, total), "the bar starts where the review was closed"
    assert len(counted) == total - STOP_AFTER and not set(counted) & set(first_moves), \
        "no decision is judged twice"
    game = open_save(save)
    whole = review_save(game, 0)
    assert made.decisions == whole.decisions and made.swing_indices == whole.swing_indices
    assert cached_review(game, 0) == made
    assert "so_far" not in json.loads(review_path(save).read_text("utf-8")), \
        "the finished review replaces its work so far"


def test_work_so_far_on_a_save_written_over_is_not_taken(save, counted):
    closed_part_way(save)
    assert len(kept_so_far(open_save(save), 0).decisions) == STOP_AFTER
    data = json.loads(save.read_text("utf-8"))
    data["meta"]["name"] = "Saved again"
    save.write_text(json.dumps(data), "utf-8")
    assert kept_so_far(open_save(save), 0) is None


@pytest.mark.parametrize("change", [None, "seat", "seed", "budget"])
def test_work_so_far_is_taken_only_by_the_same_seat_budget_and_seed(save, counted, change):
    """Each decision's estimate depends on the budget and the seed; another seat's decisions
    are other moves. Work so far made otherwise starts the review from its first decision."""
    closed_part_way(save)
    game = open_save(save)
    so_far = kept_so_far(game, 0)
    if change is not None:
        changed = {"seat": 1, "seed": so_far.seed + 1,
                   "budget": replace(so_far.budget, samples=so_far.budget.samples + 1)}
        so_far = replace(so_far, **{change: changed[change]})
    seen: list[int] = []
    with pytest.raises(ReviewCancelled):
        review_save(game, 0, progress=lambda done, _total: seen.append(done),
                    cancelled=lambda: bool(seen), so_far=so_far)
    assert seen == [STOP_AFTER if change is None else 0]
