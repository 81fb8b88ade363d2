"""The computers' thinking in the test's own process, for tests that only need the computers'
turns played, not the thinking process itself.

A board's computers think in a spawned worker process (game/ai/worker.py): the first decision
waits for a fresh Python to start and import the game, at a lower priority than the test that
meanwhile steps frames as fast as it can. At four seats that wait came before every payday
(~10-20 s a test on a loaded two-core box, ~2 s of it work). `think_inline(board)` gives the
board a worker that calls the same decider with the same level, budget and seed at once, so
the computers make the moves they would have made, in the frame that asks. Tests of the
process itself (start, crash, cancel, shutdown) keep the real one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.ai.budget import Budget
from game.core.named import resolve


@dataclass
class InlineJob:
    """A decision already made: `poll` answers at once, `cancel` has nothing to stop."""

    reply: dict

    def poll(self) -> dict:
        return self.reply

    def cancel(self) -> None:
        """Nothing runs in the background."""


class InlineWorker:
    """`ThinkingWorker`'s face (submit, alive, shutdown) over a decider called in-process."""

    alive = True

    def __init__(self, deciders: dict[str, str]) -> None:
        self._deciders: dict[str, Callable[..., dict]] = {
            game: resolve(path) for game, path in deciders.items()}

    def submit(self, game_id: str, state_dict: dict, seat: int, level: str, budget: Budget,
               seed: int = 0) -> InlineJob:
        answer = self._deciders[game_id](state_dict, seat, level, budget.to_dict(), seed,
                                         lambda: False)
        return InlineJob({"ok": True, "cancelled": False, **answer})

    def shutdown(self) -> None:
        """No process to end."""


def think_inline(board) -> None:
    """The board's computers decide in this process (before their first move is asked)."""
    brain = board.computers.brain
    board.computers.worker = InlineWorker({brain.game: brain.decider})
