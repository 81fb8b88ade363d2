"""Asking the computer what it would do for you (a hint): a job in the thinking worker, polled
per frame so the window never waits. At a table with computers the hint borrows their worker
(one process for both); otherwise its own starts on the first hint. The answer is the whole
plan the computer would play from here (a decider's "plan", else its one action): the game's
`describe` turns it into words and what each step points at on the board, so a person who
follows it step by step has asked once."""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from typing import Any

from game.ai.brain import Brain
from game.ai.reply import Reason, Reply
from game.ai.worker import ThinkingJob, ThinkingWorker
from game.scenes.computer import parsed

log = logging.getLogger(__name__)

#: (state, seat, the plan's actions) -> the game's description of the plan
Describe = Callable[[Any, int, tuple], Any]


class HintAsker:
    def __init__(self, brain: Brain, describe: Describe, seed: int = 0,
                 worker: ThinkingWorker | None = None) -> None:
        """`worker`: one that answers the brain's decider already, owned (and shut down) by
        the caller."""
        self._brain = brain
        self._describe = describe
        self._worker = worker
        self._owns_worker = worker is None
        self._job: ThinkingJob | None = None
        self._rng = random.Random(seed)
        self._asked: tuple[Any, int] | None = None
        self.answer: tuple[Any, Reason | None] | None = None  # (the description, the reason)
        self.failed = False
        self._failed_unsaid = False

    @property
    def asked_for(self) -> int | None:
        """The seat the last question was asked for: its answer is that seat's hint."""
        return None if self._asked is None else self._asked[1]

    @property
    def thinking(self) -> bool:
        return self._job is not None

    def ask(self, state, seat: int) -> None:
        self.cancel()
        if self._worker is None:
            self._worker = self._brain.worker()
        self.answer = None
        self.failed = False
        self._asked = (state.clone(), seat)
        try:
            self._job = self._brain.submit(self._worker, state, seat, self._brain.hint_level,
                                           self._rng)
        except (OSError, RuntimeError, ValueError) as error:  # no thinking process to be had
            log.error("no hint: the thinking worker cannot start: %s", error)
            self._job = None
            self.failed = True
            self._failed_unsaid = True

    def poll(self) -> bool:
        """True once, when an answer (or a failure) has just arrived."""
        if self._failed_unsaid:
            self._failed_unsaid = False
            return True
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
            answer = Reply.from_wire(reply)
            plan = plan_of(answer, self._brain)
        except ValueError as error:
            log.error("no hint: %s", error)
            self.failed = True
            return True
        self.answer = (self._describe(state, seat, plan), answer.reason)
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


def plan_of(reply: Reply, brain: Brain) -> tuple:
    """The answered plan: the decider's plan when it gives one, else its one action."""
    first = parsed(reply.action, brain)
    if not reply.plan:
        return (first,)
    plan = tuple(parsed(step, brain) for step in reply.plan)
    if plan[0] != first:
        raise ValueError("the plan does not start with the answered action")
    return plan
