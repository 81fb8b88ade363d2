"""Taking back one's own moves of the current turn (against computers, when the setting is on).

Going back is fair only while nothing new became known: no die rolled, no card revealed, no
other seat decided. The game says where that line lies (its *barrier*: the contract's
`state.undo_barrier(events)`); between two barriers the turn's earlier states are kept as
copies, so undo is instant and the result is exactly the state the shortened action log replays
to (Tycoon's tests check that). `Match` (game/core/match.py) keeps one and feeds it every
action; boards take back through `Match.take_back`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


class TurnUndo:
    def __init__(self, state: Any, log_length: int) -> None:
        self._before: list[tuple[Any, int]] = []
        self.reset(state, log_length)

    def feed(self, events: Sequence[Any], state: Any, log_length: int) -> None:
        """After each action: remember the state before it, unless the action crossed the
        game's barrier (then nothing before it can be taken back)."""
        if state.undo_barrier(list(events)):
            self._before.clear()
        else:
            self._before.append((self._now, self._length))
        self._now = state.clone()
        self._length = log_length

    @property
    def steps(self) -> int:
        """How many moves of the current turn can be taken back."""
        return len(self._before)

    def undo(self) -> tuple[Any, int]:
        """The state before the last move and the action-log length that goes with it."""
        if not self._before:
            raise LookupError("nothing of this turn to take back")
        self._now, self._length = self._before.pop()
        return self._now.clone(), self._length

    def reset(self, state: Any, log_length: int) -> None:
        """Forget everything (a loaded game, or another seat's turn began)."""
        self._now = state.clone()
        self._length = log_length
        self._before.clear()
