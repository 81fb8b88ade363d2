"""A game's computer as the board's computer seats and the hint need it, built from the game's
entry (`GameEntry.brain()`): the worker's decider under the game's id, the budget of a level,
how to read an answered action back, and a plain legal move for when thinking fails."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.ai.budget import Budget
from game.ai.worker import ThinkingJob, ThinkingWorker


@dataclass(frozen=True)
class Brain:
    game: str
    decider: str
    budget: Callable[[str], Budget]
    parse_action: Callable[[str], Any]
    fallback: Callable[[Any], Any]
    #: The level whose thinking a hint borrows (its own budget: a hint comes as fast as a move).
    #: Normal's, as the table kit asks (issue 30.3): advice a person can follow and learn from,
    #: in Normal's words, ready in Normal's think time rather than Hard's second of search.
    hint_level: str = "normal"

    def worker(self) -> ThinkingWorker:
        return ThinkingWorker({self.game: self.decider})

    def submit(self, worker: ThinkingWorker, state, seat: int, level: str,
               rng: random.Random) -> ThinkingJob:
        return worker.submit(self.game, state.to_dict(), seat, level, self.budget(level),
                             seed=rng.randrange(2**31))


def first_legal(state: Any) -> Any:
    """The plain move of a game that names no fallback of its own."""
    return state.legal_actions()[0]
