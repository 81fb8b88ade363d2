"""A review runs off the frame loop in its own process (progress, cancel), is kept beside its
save so a second review opens at once, goes when its save goes, and never writes the save."""

from __future__ import annotations

import json
import os
import shutil
import time

import pytest

from game import reviews
from game.ai import review as evaluator
from game.ai.budget import Budget
from game.ai.review import DecisionReview, GameReview, Replay, ReviewBudget, decision_points
from game.ai.review_job import ReviewJob
from game.core.litter import LITTER_AGE_S, sweep_litter
from game.core.paths import UserPaths
from game.core.save_format import PAGE_SIZE
from game.core.saves import SaveStore, new_game_uid
from game.games import game_entry
from game.reviews import (
    JOB_TARGET,
    cached_review,
    code_digest,
    levels_key,
    open_save,
    review_path,
    review_save,
    start_review,
    store_review,
)
from tests.core.test_action_pages import lasting_game
from tests.review.conftest import save_of

WAIT_S = 120.0
TINY = ReviewBudget(samples=2, horizon=10, hard=Budget(iterations=4))


def _copy(tmp_path, game_id="menedzher"):
    save = tmp_path / f"slot-{game_id[:4]}00000000.json"
    shutil.copy2(save_of(game_id), save)
    return save


def test_the_job_reports_progress_and_returns_the_review_and_the_save_is_untouched(tmp_path):
    save = _copy(tmp_path)
    before = (save.read_bytes(), os.stat(save).st_mtime_ns)
    with ReviewJob(JOB_TARGET, str(save), 0, TINY.to_dict()) as job:
        seen = []
        deadline = time.monotonic() + WAIT_S
        while not job.finished and time.monotonic() < deadline:
            news = job.poll()
            if news["state"] == "running" and news["total"]:
                seen.append((news["done"], news["total"]))
            time.sleep(0.005)
        result = job.poll()
    assert result["state"] == "done", result
    review = GameReview.from_dict(result["result"])
    assert seen and all(done <= total for done, total in seen)
    assert seen[-1][1] == len(review.decisions) > 0
    assert (save.read_bytes(), os.stat(save).st_mtime_ns) == before
    assert not review_path(save).exists()  # a tool's own budget is never kept


def test_cancelling_stops_the_review_soon(tmp_path):
    save = _copy(tmp_path, "kraken_bay")
    with ReviewJob(JOB_TARGET, str(save), 0) as job:
        deadline = time.monotonic() + WAIT_S
        while job.poll()["state"] == "running" and not job.poll()["total"]:
            assert time.monotonic() < deadline
            time.sleep(0.01)
        job.cancel()
        asked = time.monotonic()
        result = job.wait(WAIT_S)
    assert result["state"] == "cancelled"
    assert time.monotonic() - asked < 10.0
    assert cached_review(open_save(save), 0) is None, "no finished review is kept"


def test_a_bad_save_fails_the_job_with_the_loaders_message(tmp_path):
    bad = tmp_path / "slot-000000000bad.json"
    bad.write_text("{}", "utf-8")
    with ReviewJob(JOB_TARGET, str(bad), 0) as job:
        result = job.wait(WAIT_S)
    assert result["state"] == "failed"
    assert result["key"] == "saves.error.not_a_save" and result["params"]["file"] == bad.name


def test_a_kept_review_opens_at_once_and_a_changed_save_is_reviewed_anew(tmp_path):
    save = _copy(tmp_path)
    game = open_save(save)
    review = review_save(game, 0, TINY)
    assert cached_review(game, 0) is None
    store_review(game, review)
    assert json.loads(review_path(save).read_text("utf-8"))["format"] == "tycoon-collection-review"
    assert cached_review(open_save(save), 0) == review
    job = start_review(open_save(save), 0)  # no process: done at once
    assert job.poll() == {"state": "done", "result": review.to_dict()}
    assert cached_review(open_save(save), 1) is None  # another seat: not reviewed yet

    data = json.loads(save.read_text("utf-8"))
    data["meta"]["name"] = "Saved again"
    save.write_text(json.dumps(data), "utf-8")
    assert cached_review(open_save(save), 0) is None


def test_a_review_kept_by_other_levels_is_made_anew(tmp_path, monkeypatch):
    """The collection updated (a level's code changed): the kept review is not shown as
    current; the screen's job computes it again, and then it is kept with the new key."""
    save = _copy(tmp_path)
    game = open_save(save)
    review = review_save(game, 0, TINY)
    store_review(game, review)
    kept = json.loads(review_path(save).read_text("utf-8"))
    assert kept["levels"] == levels_key(game.entry)
    assert cached_review(open_save(save), 0) == review
    monkeypatch.setattr(reviews, "levels_key", lambda entry: "1:other levels")
    assert cached_review(open_save(save), 0) is None
    job = start_review(open_save(save), 0)
    try:
        assert job.poll()["state"] == "running"  # a process computes it anew
    finally:
        job.cancel()
        job.close()
    store_review(open_save(save), review)
    assert json.loads(review_path(save).read_text("utf-8"))["levels"] == "1:other levels"
    assert cached_review(open_save(save), 0) == review


def test_a_review_kept_before_levels_were_recorded_is_made_anew(tmp_path):
    save = _copy(tmp_path)
    game = open_save(save)
    store_review(game, review_save(game, 0, TINY))
    data = json.loads(review_path(save).read_text("utf-8"))
    del data["levels"]
    review_path(save).write_text(json.dumps(data), "utf-8")
    assert cached_review(open_save(save), 0) is None


def test_the_levels_key_follows_the_code_of_the_levels(tmp_path, monkeypatch):
    package = tmp_path / "levelpkg"
    package.mkdir()
    (package / "__init__.py").write_text("", "utf-8")
    (package / "hard.py").write_text("SAMPLES = 80\n", "utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    first = code_digest(["levelpkg"])
    assert code_digest(["levelpkg"]) == first
    (package / "hard.py").write_text("SAMPLES = 96\n", "utf-8")
    assert code_digest(["levelpkg"]) != first
    keys = {g: levels_key(game_entry(g)) for g in ("tycoon", "speedtycoon", "kraken_bay")}
    assert len(set(keys.values())) == 3  # each game's own levels


def test_a_damaged_kept_review_is_made_anew(tmp_path):
    save = _copy(tmp_path)
    review_path(save).write_text('{"format": "tycoon-collection-review", "reviews": [', "utf-8")
    assert cached_review(open_save(save), 0) is None


def test_a_review_goes_with_its_save(tmp_path):
    paths = UserPaths.under(tmp_path)
    store = SaveStore(paths, "0123456789ab", games=game_entry)
    store.folder.mkdir(parents=True)
    save = shutil.copy2(save_of("menedzher"), store.folder / "slot-0000000000aa.json")
    store_review(open_save(save), review_save(open_save(save), 0, TINY))
    assert review_path(save).exists()
    store.delete(save)
    assert not review_path(save).exists()

    orphan = store.folder / "slot-0000000000bb.review"
    orphan.write_text("{}", "utf-8")
    old = time.time() - LITTER_AGE_S - 5
    os.utime(orphan, (old, old))
    assert orphan in sweep_litter(paths)


def test_the_replay_gives_every_position_of_the_game():
    game = open_save(save_of("tycoon"))
    replay = Replay.of(game.start(), game.actions, every=16)
    state = game.start()
    for move, action in enumerate(game.actions):
        if move % 23 == 0:
            assert replay.state_at(move).to_dict() == state.to_dict()
        events = state.apply(action)
        if move % 23 == 0:
            assert replay.events_at(move + 1) == events
    assert replay.state_at(len(game.actions)).to_dict() == state.to_dict()
    assert replay.state_at(len(game.actions)).is_terminal()
    assert replay.turns[0] == 0 and replay.turns == sorted(set(replay.turns))
    for move in replay.turns[1:]:
        assert (replay.state_at(move).turn_player()
                != replay.state_at(move - 1).turn_player())


@pytest.mark.parametrize("game_id", ["tycoon", "kraken_bay"])
def test_the_review_job_walks_the_game_once(tmp_path, monkeypatch, game_id):
    """The review's process reads the save, checks it, keeps its positions and finds the
    seat's decisions in one walk, and reviews each decision in the position that walk kept (it
    walked the game three times: the check, the decisions, the positions to review). The
    estimate itself is left out here (each decision "reviewed" at once): only the walking
    is counted."""
    save = _copy(tmp_path, game_id)
    game = open_save(save)
    moves, state_class = len(game.actions), type(game.start())
    points = decision_points(game.kit(), game.start(), game.actions, 0)
    seen: list[tuple[int, dict]] = []

    def judged(kit, state, seat, taken, budget, seed, cancelled, move):
        seen.append((move, state.to_dict()))
        chances = tuple(1 / state.num_players for _ in range(state.num_players))
        return DecisionReview(move, seat, tuple(map(str, taken)), tuple(map(str, taken)),
                              chances, chances, chances, ("", {}))

    applied: dict[int, list] = {}  # per state: [the state, its actions]; the levels' own
    apply = state_class.apply      # look-ahead plays a few moves on copies of their own

    def counted(self, action):
        applied.setdefault(id(self), [self, 0])[1] += 1
        return apply(self, action)

    monkeypatch.setattr(evaluator, "review_decision", judged)
    monkeypatch.setattr(state_class, "apply", counted)
    review = GameReview.from_dict(reviews.review_or_cached(str(save), None))
    walks = [count for _state, count in applied.values() if count > moves // 2]
    assert walks == [moves]
    assert [d.move for d in review.decisions] == [move for move, _ in points]
    replay = game.replay()
    assert all(state == replay.state_at(move).to_dict() for move, state in seen)


def test_a_long_games_autosave_is_reviewed_with_every_move_of_its_pages(tmp_path):
    setup, actions, state, _ = lasting_game(PAGE_SIZE + 40)
    store = SaveStore(UserPaths.under(tmp_path), "0123456789ab", games=game_entry)
    entry = store.autosave(setup, actions, state, game_uid=new_game_uid())
    assert json.loads(entry.path.read_text("utf-8"))["pages"]  # the early moves are paged
    game = open_save(entry.path)
    assert [str(a) for a in game.actions] == [str(a) for a in actions]
    assert game.replay().state_at(len(actions)).to_dict() == state.to_dict()
