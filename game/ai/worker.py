"""Thinking off the frame loop: searches run in one worker process the board polls each frame.

The window must keep its frame rate while the computer thinks, and a Python search holds the
GIL, so it lives in another process. The process is started with the *spawn* method (the only
one that behaves the same on Windows, macOS and Linux and inside a PyInstaller bundle, where
the app's `main` calls `multiprocessing.freeze_support()`), and it runs at a lower priority so
the window wins any fight for a core.

Games are named by id and found through a "module:function" *decider* path given to the worker,
so this module never imports a game. A decider is called as
`decide(state_dict, seat, level, budget_dict, seed, cancelled) -> dict` and returns at least
`{"action": str, "reason": [key, params]}`; the caller turns the text back into an action with
its game's `parse_action`.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import queue
import time
import traceback
from collections.abc import Callable
from typing import Any

from game.ai.budget import Budget
from game.ai.parent_watch import ParentLife, watch_parent
from game.core.named import resolve

WORKER_NICENESS = 5
SHUTDOWN_TIMEOUT_S = 2.0


def _serve(deciders: dict[str, str], requests: Any, cancels: Any, results: Any,
           parent: Any) -> None:
    """The worker's loop: one job at a time, cancel requests read between search iterations.
    It ends at once when the app is gone (its end of `parent` closed): a move is not kept."""
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(WORKER_NICENESS)
    watch_parent(parent, grace=0.0)
    cancelled_ids: set[int] = set()
    loaded: dict[str, Callable[..., dict]] = {}

    def drain_cancels() -> None:
        with contextlib.suppress(queue.Empty):
            while True:
                cancelled_ids.add(cancels.get_nowait())

    while True:
        job = requests.get()
        if job is None:
            return
        job_id = job["job"]
        drain_cancels()
        if job_id in cancelled_ids:
            results.put({"job": job_id, "ok": False, "cancelled": True})
            continue

        def is_cancelled(job_id: int = job_id) -> bool:
            drain_cancels()
            return job_id in cancelled_ids

        started = time.perf_counter()
        try:
            if job["game"] not in loaded:
                loaded[job["game"]] = resolve(deciders[job["game"]])
            answer = loaded[job["game"]](
                job["state"], job["seat"], job["level"], job["budget"], job["seed"], is_cancelled
            )
            reply = {"job": job_id, "ok": True, "cancelled": is_cancelled(), **answer}
        except Exception:  # a broken game must not kill the worker: the board falls back
            reply = {
                "job": job_id,
                "ok": False,
                "cancelled": False,
                "error": traceback.format_exc(limit=5),
            }
        reply["seconds"] = time.perf_counter() - started
        results.put(reply)


class ThinkingJob:
    """One submitted decision. `poll()` never blocks; it returns the reply dict once there."""

    def __init__(self, worker: ThinkingWorker, job_id: int) -> None:
        self._worker = worker
        self.job_id = job_id
        self._reply: dict | None = None

    def poll(self) -> dict | None:
        if self._reply is None:
            self._reply = self._worker._take_reply(self.job_id)
        return self._reply

    def cancel(self) -> None:
        """Stop the search soon; poll() then returns a reply with "cancelled": True (or the
        answer, if it finished first). A cancelled job never blocks the ones after it."""
        self._worker._cancel(self.job_id)

    def wait(self, timeout: float) -> dict | None:
        """Blocking wait, for tools and tests only; the board polls instead."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if (reply := self.poll()) is not None:
                return reply
            time.sleep(0.005)
        return self.poll()


class ThinkingWorker:
    """Owns the worker process; start is lazy, `shutdown()` (or `with`) ends it cleanly."""

    def __init__(self, deciders: dict[str, str]) -> None:
        self._deciders = dict(deciders)
        self._context = multiprocessing.get_context("spawn")
        self._process: Any = None
        self._requests: Any = None
        self._cancels: Any = None
        self._results: Any = None
        self._life: ParentLife | None = None
        self._next_id = 0
        self._replies: dict[int, dict] = {}

    def submit(
        self,
        game_id: str,
        state_dict: dict,
        seat: int,
        level: str,
        budget: Budget,
        seed: int = 0,
    ) -> ThinkingJob:
        if game_id not in self._deciders:
            raise ValueError(f"no decider registered for game {game_id!r}")
        self._ensure_started()
        self._next_id += 1
        self._requests.put(
            {
                "job": self._next_id,
                "game": game_id,
                "state": state_dict,
                "seat": seat,
                "level": level,
                "budget": budget.to_dict(),
                "seed": seed,
            }
        )
        return ThinkingJob(self, self._next_id)

    @property
    def alive(self) -> bool:
        return self._process is not None and self._process.is_alive()

    def shutdown(self) -> None:
        """Cancel everything pending, ask the worker to stop, and make sure it is gone."""
        if self._process is None:
            return
        for job_id in range(1, self._next_id + 1):
            self._cancels.put(job_id)
        self._requests.put(None)
        self._process.join(SHUTDOWN_TIMEOUT_S)
        if self._process.is_alive():
            self._process.terminate()
            self._process.join(SHUTDOWN_TIMEOUT_S)
        for channel in (self._requests, self._cancels, self._results):
            channel.close()
            channel.join_thread()
        self._life.close()
        self._process = None
        self._results = None

    def __enter__(self) -> ThinkingWorker:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.shutdown()

    def _ensure_started(self) -> None:
        if self._process is not None:
            return
        self._requests = self._context.Queue()
        self._cancels = self._context.Queue()
        self._results = self._context.Queue()
        life = ParentLife(self._context)
        process = self._context.Process(
            target=_serve,
            args=(self._deciders, self._requests, self._cancels, self._results, life.child_end),
            name="tycoon-thinker",
            daemon=True,
        )
        try:
            process.start()  # may raise (no new process allowed): then nothing is half started
        finally:
            life.started()
            if process.pid is None:
                life.close()
        self._life, self._process = life, process

    def _cancel(self, job_id: int) -> None:
        if self._process is not None:
            self._cancels.put(job_id)

    def _take_reply(self, job_id: int) -> dict | None:
        if self._results is not None:
            with contextlib.suppress(queue.Empty):
                while True:
                    reply = self._results.get_nowait()
                    self._replies[reply["job"]] = reply
        reply = self._replies.pop(job_id, None)
        if reply is None and self._process is not None and not self._process.is_alive():
            return {
                "job": job_id,
                "ok": False,
                "cancelled": False,
                "error": "the thinking process ended unexpectedly",
            }
        return reply
