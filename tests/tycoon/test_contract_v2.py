"""Tycoon's side of contract v2: where the game stands, where undo stops, what a seat sees."""

from __future__ import annotations

import random

from game.tycoon.rules import (
    DisplayRefilled,
    SessionStarted,
    State,
    TurnStarted,
    new_game,
)


def _random_game(seed: int, players: int = 3):
    """Yield (state, events) after every move of a random game to its end."""
    rng = random.Random(seed)
    state = new_game(players, seed)
    while not state.is_terminal():
        events = state.apply(rng.choice(state.legal_actions()))
        yield state, events


def test_the_round_is_counted_as_the_start_player_begins_each_turn():
    """The load list's "round 5": a round begins whenever the session's start player begins a
    turn, and a new session starts again at round 1 (what the log replay used to count)."""
    state = new_game(3, 11, {"start_player": 1})
    assert state.progress() == ("tycoon_board.progress.session_round", {"session": 1, "round": 1})
    session, round_ = 1, 1
    for state, events in _random_game(11):
        for ev in events:
            if isinstance(ev, SessionStarted):
                session, round_ = ev.session, 0
            elif isinstance(ev, TurnStarted) and ev.seat == state.start:
                round_ += 1
        key, params = state.progress()
        assert params == {"session": session, "round": round_}
    assert session == 3 and round_ > 1


def test_the_round_is_no_rule_fact_so_snapshots_and_equality_stay_as_they_were():
    state = None
    for state, _ in _random_game(5):
        if state.session == 2 and state.round == 3:
            break
    assert "round" not in state.to_dict()
    rebuilt = State.from_dict(state.to_dict())
    assert rebuilt == state
    assert rebuilt.progress() == ("tycoon_board.progress.session", {"session": 2})
    assert state.clone().progress() == state.progress()


def test_undo_stops_at_a_new_turn_or_a_revealed_ticket_but_not_within_a_turn():
    barriers = moves = 0
    for state, events in _random_game(3):
        moves += 1
        ended_turn = any(isinstance(ev, TurnStarted | DisplayRefilled) for ev in events)
        if ended_turn:
            assert state.undo_barrier(events)
            barriers += 1
        elif state.phase == 0:
            assert not state.undo_barrier(events)
    assert 0 < barriers < moves


def test_what_a_seat_sees_is_the_board_and_hands_but_not_the_deck_order():
    state = new_game(3, 8)
    view = state.public_view(0)
    assert "rng" not in view
    assert view["decks"]["scheduled"] == sorted(state.to_dict()["decks"]["scheduled"])
    assert view["seats"] == state.to_dict()["seats"]
    other = state.determinize(1, random.Random(4))
    assert other.to_dict()["decks"] != state.to_dict()["decks"]
    assert other.public_view(1) == state.public_view(1)
