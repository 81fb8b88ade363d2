"""Tycoon's undo barrier: a turn's own moves may be taken back until the turn ends.

Within a turn nothing hidden is revealed (the display is refilled only when the turn ends) and
no other seat decides, so the barrier is the turn's end, a session's end, or any decision
outside ordinary play (a payday). This is the rule `State.undo_barrier(events)` of the contract
will hold; `TurnUndo` takes it as a callable until then.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.tycoon.rules import State
from game.tycoon.rules.events import Event, SessionEnded, TurnStarted

PLAY = 0


def turn_over(state: State, events: Sequence[Event]) -> bool:
    return state.phase != PLAY or any(isinstance(ev, TurnStarted | SessionEnded) for ev in events)
