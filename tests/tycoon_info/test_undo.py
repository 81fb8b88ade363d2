"""Undo takes back your own moves of the current turn, exactly as if they never happened."""

from __future__ import annotations

import pytest

from game.core.undo import TurnUndo
from game.tycoon.rules import BuildHotel, Buy, EndTurn, Fly, TakeLoan, new_game


def play(state, undo: TurnUndo, log: list, action) -> None:
    """One move as a match makes it: into the log, onto the state, fed to the undo."""
    log.append(action)
    undo.feed(state.apply(action), state, len(log))


def first_turn():
    """Seat 0's first turn: buy a scheduled ticket, fly with it, build."""
    state = new_game(2, 21)
    undo = TurnUndo(state, 0)
    log: list = []
    play(state, undo, log, next(a for a in state.legal_actions() if isinstance(a, Buy)
                                and a.ticket.startswith("S") and state.money[0] >= 6))
    play(state, undo, log, next(a for a in state.legal_actions() if isinstance(a, Fly)))
    play(state, undo, log, BuildHotel())
    return state, undo, log


def replayed(log):
    state = new_game(2, 21)
    for action in log:
        state.apply(action)
    return state


def test_each_undo_gives_the_state_the_shortened_log_replays_to():
    _state, undo, log = first_turn()
    assert undo.steps == 3
    while undo.steps:
        state, length = undo.undo()
        assert state == replayed(log[:length])
    assert length == 0
    with pytest.raises(LookupError):
        undo.undo()


def test_nothing_can_be_taken_back_once_the_turn_is_ended():
    state, undo, log = first_turn()
    play(state, undo, log, EndTurn())
    assert undo.steps == 0


def test_a_loan_ends_the_turn_and_cannot_be_taken_back():
    state = new_game(2, 3)
    undo = TurnUndo(state, 0)
    undo.feed(state.apply(TakeLoan(10)), state, 1)
    assert undo.steps == 0


def test_after_an_undo_the_turn_goes_on_from_the_earlier_state():
    _state, undo, log = first_turn()
    state, length = undo.undo()
    del log[length:]
    assert undo.steps == 2
    play(state, undo, log, BuildHotel())
    assert undo.steps == 3
    assert state == replayed(log)
