"""The thinking worker answers without blocking, can be cancelled, and shuts down cleanly."""

from __future__ import annotations

import pytest

from game.ai.budget import Budget
from game.ai.worker import ThinkingWorker
from tests.ai import toy_game

DECIDERS = {"cardrow": "tests.ai.toy_game:decide", "broken": "tests.ai.toy_game:no_such_function"}
WAIT_S = 60.0


@pytest.fixture
def worker():
    with ThinkingWorker(DECIDERS) as w:
        yield w


def test_worker_answers_with_a_legal_action_and_a_reason(worker):
    state = toy_game.new_game(3, 7)
    job = worker.submit("cardrow", state.to_dict(), 0, "ismcts", Budget(iterations=50))
    reply = job.wait(WAIT_S)
    assert reply["ok"], reply
    assert toy_game.parse_action(reply["action"]) in state.legal_actions()
    assert reply["iterations"] == 50
    assert reply["reason"][0] == "toy.takes"


def test_poll_returns_at_once_while_the_search_runs(worker):
    state = toy_game.new_game(3, 7)
    job = worker.submit("cardrow", state.to_dict(), 0, "flat", Budget(iterations=10**9))
    assert job.poll() is None
    job.cancel()
    assert job.wait(WAIT_S) is not None


def test_cancel_stops_an_endless_search_and_later_jobs_still_run(worker):
    state = toy_game.new_game(2, 3)
    endless = worker.submit("cardrow", state.to_dict(), 0, "ismcts", Budget(iterations=10**9))
    after = worker.submit("cardrow", state.to_dict(), 0, "ismcts", Budget(iterations=10))
    endless.cancel()
    reply = endless.wait(WAIT_S)
    assert reply is not None and reply["cancelled"]
    later = after.wait(WAIT_S)
    assert later["ok"] and not later["cancelled"] and later["iterations"] == 10


def test_same_seed_gives_the_same_answer_in_the_worker(worker):
    state = toy_game.new_game(4, 9)
    a = worker.submit("cardrow", state.to_dict(), 0, "ismcts", Budget(iterations=80), seed=5)
    b = worker.submit("cardrow", state.to_dict(), 0, "ismcts", Budget(iterations=80), seed=5)
    assert a.wait(WAIT_S)["action"] == b.wait(WAIT_S)["action"]


def test_a_broken_decider_reports_an_error_and_the_worker_lives_on(worker):
    state = toy_game.new_game(2, 1)
    bad = worker.submit("broken", state.to_dict(), 0, "flat", Budget(iterations=5))
    reply = bad.wait(WAIT_S)
    assert not reply["ok"] and "no_such_function" in reply["error"]
    good = worker.submit("cardrow", state.to_dict(), 0, "flat", Budget(iterations=5))
    assert good.wait(WAIT_S)["ok"]


def test_unknown_game_is_refused_with_a_clear_error(worker):
    with pytest.raises(ValueError, match="no decider"):
        worker.submit("chess", {}, 0, "flat", Budget(iterations=1))


def test_shutdown_ends_the_worker_process():
    worker = ThinkingWorker(DECIDERS)
    job = worker.submit(
        "cardrow", toy_game.new_game(2, 1).to_dict(), 0, "flat", Budget(iterations=10**9)
    )
    assert worker.alive
    worker.shutdown()
    assert not worker.alive
    assert job.poll() is None
