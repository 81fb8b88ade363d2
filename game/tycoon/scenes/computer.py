"""The computer's moves, thought out in the worker process so the window never waits.

The board asks `poll()` once per frame: the first call for a position submits a job, later
calls return None until the worker answers. An answer the rules refuse, a crashed worker or a
decider error never stops the game: the seat then takes a plain legal move (built-in
fallback) and the log says why.
"""

from __future__ import annotations

import logging
import random
import secrets
from dataclasses import dataclass

from game.ai.worker import ThinkingJob, ThinkingWorker
from game.tycoon.bot import DECIDER, level_budget
from game.tycoon.rules import Action, parse_action
from game.tycoon.rules.actions import END, FACTORY, HOTEL, LOAN, PASS, RENOVATE, Extend, Repay
from game.tycoon.scenes.match import Match

log = logging.getLogger(__name__)



@dataclass(frozen=True)
class Move:
    action: Action
    reason: tuple[str, dict] | None


class ComputerPlayers:
    """One worker for the board's lifetime; at most one job at a time."""

    def __init__(self, seed: int | None = None) -> None:
        """The worker starts with the first job (a computer's move or a hint): a board left at
        once then needs no process at all, and leaving does not wait for one to boot. The
        decision seeds come from a seed of their own, never from the game seed that deals the
        piles (issue 15); `seed` pins them for a test."""
        self.worker = ThinkingWorker({"tycoon": DECIDER})
        self._job: ThinkingJob | None = None
        self._job_for: int | None = None
        self._rng = random.Random(secrets.randbits(64) if seed is None else seed)

    @property
    def thinking(self) -> bool:
        """A decision is being worked out in the worker process right now."""
        return self._job is not None

    def poll(self, match: Match) -> Move | None:
        """The move of the computer seat to act, once it is decided; never blocks."""
        seat = match.seat_to_act
        level = match.seat(seat).level or "normal"
        position = len(match.actions)
        if self._job is None or self._job_for != position:
            self.cancel()
            self._job = self.worker.submit(
                "tycoon", match.state.to_dict(), seat, level, level_budget(level),
                seed=self._rng.randrange(2**31))
            self._job_for = position
            return None
        reply = self._job.poll()
        if reply is None:
            if not self.worker.alive:
                log.error("the thinking worker stopped; seat %s plays a plain move", seat)
                return self._settle(match, fallback(match))
            return None
        return self._settle(match, self._move_from(match, reply))

    def _settle(self, match: Match, move: Move) -> Move:
        self._job = None
        self._job_for = None
        return move

    def _move_from(self, match: Match, reply: dict) -> Move:
        if not reply.get("ok") or reply.get("cancelled"):
            log.error("computer decision failed: %s", reply.get("error", "cancelled"))
            return fallback(match)
        try:
            action = parse_action(reply["action"])
        except (KeyError, ValueError) as error:
            log.error("computer answered an unreadable move: %s", error)
            return fallback(match)
        if not match.state.is_legal(action):
            log.error("computer answered an illegal move %s", action)
            return fallback(match)
        reason = reply.get("reason")
        if isinstance(reason, list | tuple) and len(reason) == 2 and isinstance(reason[1], dict):
            return Move(action, (str(reason[0]), reason[1]))
        return Move(action, None)

    def cancel(self) -> None:
        if self._job is not None:
            self._job.cancel()
        self._job = None
        self._job_for = None

    def shutdown(self) -> None:
        self.cancel()
        self.worker.shutdown()


PREFERRED = (HOTEL, FACTORY, RENOVATE, END, LOAN[10], LOAN[16], PASS)


def fallback(match: Match) -> Move:
    """A legal move without search: build if possible, else end or borrow; repay loans."""
    legal = match.state.legal_actions()
    for action in PREFERRED:
        if action in legal:
            return Move(action, None)
    for kind in (Repay, Extend):
        for action in legal:
            if isinstance(action, kind):
                return Move(action, None)
    return Move(legal[0], None)
