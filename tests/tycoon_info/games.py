"""Seeded games for the info tests, driven by the view tests' build-happy random player."""

from __future__ import annotations

import random
from collections.abc import Iterator

from game.tycoon.rules import Action, Event, State, new_game
from tests.tycoon_view.games import choose


def moves(seed: int, players: int = 3) -> Iterator[tuple[State, Action, list[Event]]]:
    """(state before, action, events) for every move of a whole game."""
    rng = random.Random(seed)
    state = new_game(players, seed)
    while not state.is_terminal():
        before = state.clone()
        action = choose(state, rng)
        events = state.apply(action)
        yield before, action, events


def play_until(seed: int, players: int, until) -> State:
    for before, _action, _events in moves(seed, players):
        if until(before):
            return before
    raise RuntimeError("no such state in this game")
