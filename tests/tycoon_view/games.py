"""Real game states for view tests and PNGs: a seeded, build-happy random player drives the
rules engine, so the board fills up the way a real game does."""

from __future__ import annotations

import random
from collections.abc import Callable

from game.tycoon.rules import (
    Action,
    BuildFactory,
    BuildHotel,
    Buy,
    EndTurn,
    Event,
    Fly,
    Renovate,
    State,
    new_game,
)

WEIGHTS = {BuildHotel: 30.0, Renovate: 30.0, BuildFactory: 8.0, EndTurn: 50.0, Fly: 6.0,
           Buy: 1.5}


def choose(state: State, rng: random.Random) -> Action:
    actions = state.legal_actions()
    weights = [WEIGHTS.get(type(a), 1.0) for a in actions]
    return rng.choices(actions, weights)[0]


def play(state: State, rng: random.Random, until: Callable[[State, list[Event]], bool],
         limit: int = 5000) -> State:
    """Apply chosen actions until `until(state, last_events)` holds (or the game ends)."""
    for _ in range(limit):
        if state.is_terminal():
            return state
        events = state.apply(choose(state, rng))
        if until(state, events):
            return state
    raise RuntimeError("no such state within the action limit")


def mid_game(seed: int = 3, players: int = 4) -> State:
    """Session 2 with evictions on the board."""
    rng = random.Random(seed)
    state = new_game(players, seed)
    return play(state, rng, lambda s, _e: s.session >= 2 and sum(s.evicted) >= 3
                and s.current_player is not None and s.phase == 0)


def late_game(seed: int = 5, players: int = 4) -> State:
    """Session 3 with busy cities: the benchmark's situation."""
    rng = random.Random(seed)
    state = new_game(players, seed)
    return play(state, rng, lambda s, _e: s.session >= 3 and sum(s.cend) >= 60
                and s.phase == 0)
