"""A game review off the frame loop: one spawned process per review, with progress and cancel.

Reviewing a whole game takes up to a minute of CPU, far longer than a computer's move, so it
does not queue behind the moves in the board's `ThinkingWorker` (game/ai/worker.py): it gets
a process of its own, started like the worker's (*spawn*, lower priority) and ended when the
review is done, cancelled or closed. The screen polls it every frame and never waits:

```python
job = ReviewJob("game.reviews:review_or_cached", save_path, seat)
state = job.poll()   # {"state": "running", "done": 12, "total": 40} ... then
                     # {"state": "done", "result": {...}} / "cancelled" / "failed" + "error"
job.cancel()         # stops between two decisions (and inside Hard's search)
job.close()          # on leaving the screen: the process is gone after this
```

The target ("module:function") is called in the child as
`target(*args, progress=progress, cancelled=cancelled)` and returns a JSON-like dict; this
module never imports a game or the save store.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import queue
import threading
import time
import traceback
from typing import Any

from game.ai.parent_watch import ParentLife, watch_parent
from game.core.named import resolve

JOB_NICENESS = 5
CLOSE_TIMEOUT_S = 2.0


def _run(target: str, args: tuple, cancel: Any, updates: Any, parent: Any) -> None:
    """The child: run the target, sending progress as it goes and the outcome at the end. An
    app ended by a signal cannot cancel: its end of `parent` closing stops the review as a
    cancel would (the work so far is kept) and ends the process soon after."""
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(JOB_NICENESS)
    orphaned = threading.Event()
    watch_parent(parent, orphaned.set)

    def cancelled() -> bool:
        return cancel.is_set() or orphaned.is_set()

    def progress(done: int, total: int) -> None:
        updates.put({"state": "running", "done": done, "total": total})

    try:
        result = resolve(target)(*args, progress=progress, cancelled=cancelled)
        outcome = ({"state": "cancelled"} if cancelled()
                   else {"state": "done", "result": result})
    except Exception as error:
        if cancelled():
            outcome = {"state": "cancelled"}
        else:
            outcome = {"state": "failed", "error": traceback.format_exc(limit=5),
                       "key": getattr(error, "key", None),
                       "params": getattr(error, "params", None)}
    updates.put(outcome)


class ReviewJob:
    """One review in its own process; start is immediate, `poll()` never blocks."""

    def __init__(self, target: str, *args: Any, news: dict | None = None) -> None:
        """`news`: what `poll()` says until the process sends its first word (the caller may
        know the count of decisions already)."""
        self._process: Any = None
        context = multiprocessing.get_context("spawn")
        self._cancel = context.Event()
        self._updates = context.Queue()
        self._last: dict = news or {"state": "running", "done": 0, "total": 0}
        self._life = ParentLife(context)
        self._process = context.Process(
            target=_run, args=(target, args, self._cancel, self._updates, self._life.child_end),
            name="tycoon-review", daemon=True,
        )
        self._process.start()
        self._life.started()

    @classmethod
    def done(cls, result: dict) -> ReviewJob:
        """A job that is already done (a review kept beside its save): no process at all."""
        job = cls.__new__(cls)
        job._process = None
        job._last = {"state": "done", "result": result}
        return job

    @property
    def finished(self) -> bool:
        return self._last["state"] != "running"

    def poll(self) -> dict:
        """The newest news: running (done/total decisions), done (result), cancelled, failed."""
        if self.finished:
            return self._last
        with contextlib.suppress(queue.Empty):
            while True:
                self._last = self._updates.get_nowait()
                if self.finished:
                    self._reap()
                    return self._last
        if not self._process.is_alive() and self._process.exitcode is not None:
            with contextlib.suppress(queue.Empty):  # its last words may still be in the pipe
                self._last = self._updates.get(timeout=0.5)
            if not self.finished:
                self._last = {"state": "failed", "error": "the review process ended unexpectedly",
                              "key": None, "params": None}
            self._reap()
        return self._last

    def cancel(self) -> None:
        """Ask the review to stop; poll() then says "cancelled" (or "done" if it won the race)."""
        if self._process is not None:
            self._cancel.set()

    def wait(self, timeout: float) -> dict:
        """Blocking wait, for tools and tests only; a screen polls instead."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and not self.poll_finished():
            time.sleep(0.01)
        return self.poll()

    def poll_finished(self) -> bool:
        self.poll()
        return self.finished

    def close(self) -> None:
        """Cancel if still running and make sure the process is gone."""
        if self._process is None:
            return
        if not self.finished:
            self.cancel()
            self._process.join(CLOSE_TIMEOUT_S)
            if self._process.is_alive():
                self._process.terminate()
            self._last = {"state": "cancelled"}
        self._reap()

    def _reap(self) -> None:
        if self._process is None:
            return
        self._process.join(CLOSE_TIMEOUT_S)
        if self._process.is_alive():
            self._process.terminate()
            self._process.join(CLOSE_TIMEOUT_S)
        self._updates.close()
        self._updates.cancel_join_thread()
        self._life.close()
        self._process = None

    def __enter__(self) -> ReviewJob:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()
