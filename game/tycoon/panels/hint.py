"""Asking the computer what it would do for you (R): a job in the thinking worker, polled per
frame so the window never waits. At a table with computers the hint borrows their worker (one
process for both); otherwise its own starts on the first hint."""

from __future__ import annotations

import logging
import random

from game.ai.worker import ThinkingJob, ThinkingWorker
from game.tycoon.bot import DECIDER, level_budget
from game.tycoon.info.advice import Pointer, describe
from game.tycoon.rules import State, parse_action

log = logging.getLogger(__name__)

HINT_LEVEL = "hard"
#: Exactly what the Hard computer gets for a move of its own (a budget of 1,500 iterations
#: always ran into its 3 s cap: 80 already make Hard's choice).
HINT_BUDGET = level_budget(HINT_LEVEL)

Text = tuple[str, dict]


class HintAsker:
    def __init__(self, decider: str = DECIDER, seed: int = 0,
                 worker: ThinkingWorker | None = None) -> None:
        """`worker`: one that answers `decider` already, owned (and shut down) by the caller."""
        self._decider = decider
        self._worker = worker
        self._owns_worker = worker is None
        self._job: ThinkingJob | None = None
        self._rng = random.Random(seed)
        self._asked: tuple[State, int] | None = None
        self.answer: tuple[Text, Text | None, Pointer | None] | None = None
        self.failed = False

    @property
    def thinking(self) -> bool:
        return self._job is not None

    def ask(self, state: State, seat: int) -> None:
        self.cancel()
        if self._worker is None:
            self._worker = ThinkingWorker({"tycoon": self._decider})
        self.answer = None
        self.failed = False
        self._asked = (state.clone(), seat)
        self._job = self._worker.submit("tycoon", state.to_dict(), seat, HINT_LEVEL,
                                        HINT_BUDGET, seed=self._rng.randrange(2**31))

    def poll(self) -> bool:
        """True once, when an answer (or a failure) has just arrived."""
        if self._job is None:
            return False
        reply = self._job.poll()
        if reply is None:
            if self._worker is not None and not self._worker.alive:
                log.error("the thinking worker stopped: no hint")
                self._job = None
                self.failed = True
                return True
            return False
        self._job = None
        state, seat = self._asked
        try:
            if not reply.get("ok") or reply.get("cancelled"):
                raise ValueError(reply.get("error", "cancelled"))
            action = parse_action(reply["action"])
        except (KeyError, ValueError) as error:
            log.error("no hint: %s", error)
            self.failed = True
            return True
        reason = reply.get("reason")
        why = ((str(reason[0]), dict(reason[1])) if isinstance(reason, list | tuple)
               and len(reason) == 2 and isinstance(reason[1], dict) else None)
        text, pointer = describe(state, seat, action)
        self.answer = (text, why, pointer)
        return True

    def cancel(self) -> None:
        if self._job is not None:
            self._job.cancel()
        self._job = None

    def forget(self) -> None:
        """The game moved on: an answer for an older position must not be shown."""
        self.cancel()
        self.answer = None
        self.failed = False

    def shutdown(self) -> None:
        self.cancel()
        if self._worker is not None and self._owns_worker:
            self._worker.shutdown()
            self._worker = None
