"""A child process that ends when the app that started it is gone, however the app ended.

The app ends its review and thinking processes itself when it closes (`ReviewJob.close`,
`ThinkingWorker.shutdown`), but a SIGKILL, a SIGTERM the app does not handle, or Windows' task
manager ends it without that: the child went on reviewing at full tilt, with nobody to read
its answer, until its game was done (minutes at Hard). A daemon process is not ended either:
only a parent that exits through Python's own shutdown ends its daemons.

The parent keeps the sending end of a one-way pipe (a `ParentLife`) and hands the child the
receiving end. Nothing is ever sent: when the parent is gone, however it ended, the system
closes its end and the child's read ends (EOF) at once. This works the same on POSIX and
Windows, unlike polling the parent's pid (a pid is reused; Windows has no getppid). A spawned
child holds no other copy of the sending end (spawn passes only what the child is given), so
the EOF cannot be missed.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the app's start imports this module; the pipe's module only when it is used
    from multiprocessing.connection import Connection

GRACE_S = 1.0
"""How long the child may take to stop by itself (a review keeps its work so far) before it is
ended anyway."""


class ParentLife:
    """The pipe whose end the parent holds for as long as it lives; `child_end` goes to the
    child (as a `Process` argument), `close` when the child is gone."""

    def __init__(self, context: Any) -> None:
        self.child_end, self._parent_end = context.Pipe(duplex=False)

    def started(self) -> None:
        """The child holds its end now: the parent's copy of it is not needed (closing it
        lets nothing else keep the pipe open)."""
        self.child_end.close()

    def close(self) -> None:
        self._parent_end.close()


def watch_parent(child_end: Connection,
                 on_gone: Callable[[], None] = lambda: None, grace: float = GRACE_S) -> None:
    """In the child: when the parent is gone, call `on_gone` (ask the work to stop), give it
    `grace` seconds, then end the process whatever it is doing. Returns at once (a daemon
    thread waits)."""

    def wait() -> None:
        try:
            while True:
                child_end.recv()  # nothing is ever sent: this returns only by EOF
        except (EOFError, OSError):
            pass
        on_gone()
        time.sleep(grace)
        os._exit(0)

    threading.Thread(target=wait, name="parent-watch", daemon=True).start()
