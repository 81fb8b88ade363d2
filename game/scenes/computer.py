"""The computer's moves and the hint, thought out in the worker process so the window never
waits.

The board asks `poll()` once per frame: the first call for a position submits a job, later
calls return None until the worker answers. An answer the rules refuse, a worker that crashed
mid-game or a decider error never stops the game: the seat then takes a plain legal move (the
game's fallback) and the log says why. A worker that cannot start at all (the system refuses
a new process, the frozen app's worker dies at once) is `failed`: the match loop then saves
the game and asks the player to try again or leave (game/scenes/match_loop.py). A game plugs
in with its entry's `Brain` (game/ai/brain.py); answers are `Reply` records (game/ai/reply.py).
"""

from __future__ import annotations

import logging
import random
import secrets
from dataclasses import dataclass
from typing import Any

from game.ai.brain import Brain
from game.ai.reply import Reason, Reply
from game.ai.worker import ThinkingJob

log = logging.getLogger(__name__)


def parsed(text: str, brain: Brain) -> Any:
    """An answered action's text as the game's action; ValueError when it reads as none."""
    try:
        return brain.parse_action(text)
    except (KeyError, ValueError, TypeError) as error:
        raise ValueError(f"unreadable action {text!r} in the answer: {error}") from error


@dataclass(frozen=True)
class Move:
    action: Any
    reason: Reason | None


class ComputerPlayers:
    """One worker for the board's lifetime; at most one job at a time."""

    def __init__(self, brain: Brain, seed: int | None = None) -> None:
        """The worker starts with the first job (a computer's move or a hint): a board left at
        once then needs no process at all, and leaving does not wait for one to boot. The
        decision seeds `Brain.submit` draws come from a seed of their own, never from the game
        seed that deals the piles (issue 15); `seed` pins them for a test."""
        self.brain = brain
        self.worker = brain.worker()
        self.failed = False  # the worker could not be started: nothing more is submitted
        self._answered = False  # the worker has answered once: it did start
        self._job: ThinkingJob | None = None
        self._job_for: int | None = None
        self._rng = random.Random(secrets.randbits(64) if seed is None else seed)

    @property
    def thinking(self) -> bool:
        """A decision is being worked out in the worker process right now."""
        return self._job is not None

    def poll(self, match) -> Move | None:
        """The move of the computer seat to act, once it is decided; never blocks. `match`
        offers `state`, `actions`, `seat_to_act` and `seat(i).level`."""
        seat = match.seat_to_act
        level = match.seat(seat).level or "normal"
        position = len(match.actions)
        if self.failed:
            return None
        if self._job is None or self._job_for != position:
            self.cancel()
            try:
                self._job = self.brain.submit(self.worker, match.state, seat, level, self._rng)
            except (OSError, RuntimeError, ValueError) as error:
                return self._cannot_start(error)
            self._job_for = position
            return None
        reply = self._job.poll()
        if reply is None:
            if not self.worker.alive:
                if not self._answered:
                    return self._cannot_start("it ended before its first answer")
                log.error("the thinking worker stopped; seat %s plays a plain move", seat)
                return self._settle(self._fallback(match))
            return None
        self._answered = True
        return self._settle(self._move_from(match, reply))

    def _cannot_start(self, why: object) -> None:
        log.error("the thinking worker cannot start: %s", why)
        self.cancel()
        self.failed = True

    def restart(self) -> None:
        """Try again after a failed start: a new worker process with the next job."""
        self.shutdown()
        self.worker = self.brain.worker()
        self.failed = False
        self._answered = False

    def _settle(self, move: Move) -> Move:
        self._job = None
        self._job_for = None
        return move

    def _fallback(self, match) -> Move:
        return Move(self.brain.fallback(match.state), None)

    def _move_from(self, match, wire: dict) -> Move:
        try:
            reply = Reply.from_wire(wire)
            action = parsed(reply.action, self.brain)
        except ValueError as error:
            log.error("computer decision failed: %s", error)
            return self._fallback(match)
        if not match.state.is_legal(action):
            log.error("computer answered an illegal move %s", action)
            return self._fallback(match)
        return Move(action, reply.reason)

    def cancel(self) -> None:
        if self._job is not None:
            self._job.cancel()
        self._job = None
        self._job_for = None

    def shutdown(self) -> None:
        self.cancel()
        try:
            self.worker.shutdown()
        except (OSError, ValueError):  # a worker that never started whole
            log.warning("the thinking worker could not be stopped cleanly", exc_info=True)
