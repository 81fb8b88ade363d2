"""Taking back one's own moves of the current turn (against computers, when the setting is on).

Within a turn nothing hidden is revealed (the display is refilled only when the turn ends), so
going back to the state before a move is fair. The turn's earlier states are kept as copies:
undo is instant, and the result is exactly the state the shortened action log replays to
(the tests check that).
"""

from __future__ import annotations

from collections.abc import Iterable

from game.tycoon.rules import State
from game.tycoon.rules.events import Event, SessionEnded, TurnStarted

PLAY = 0


class TurnUndo:
    def __init__(self, state: State, log_length: int, mark: object = None) -> None:
        self._before: list[tuple[State, int, object]] = []
        self.reset(state, log_length, mark)

    def feed(self, events: Iterable[Event], state: State, log_length: int,
             mark: object = None) -> None:
        """After each action: remember the state before it, unless the action ended the turn
        (then nothing of the new turn can be taken back yet). ``mark`` is the caller's own
        bookmark for the moment after this action (e.g. how long its history was)."""
        turn_over = state.phase != PLAY or any(
            isinstance(ev, TurnStarted | SessionEnded) for ev in events)
        if turn_over:
            self._before.clear()
        else:
            self._before.append((self._now, self._length, self._mark))
        self._now = state.clone()
        self._length = log_length
        self._mark = mark

    @property
    def steps(self) -> int:
        """How many moves of the current turn can be taken back."""
        return len(self._before)

    def undo(self) -> tuple[State, int, object]:
        """The state before the last move, the action-log length and the caller's mark that
        go with it."""
        if not self._before:
            raise LookupError("nothing of this turn to take back")
        self._now, self._length, self._mark = self._before.pop()
        return self._now.clone(), self._length, self._mark

    def reset(self, state: State, log_length: int, mark: object = None) -> None:
        """Forget everything (a loaded game, or the state was replaced from outside)."""
        self._now = state.clone()
        self._length = log_length
        self._mark = mark
        self._before.clear()
