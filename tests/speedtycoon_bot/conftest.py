"""Positions met in seeded games played by the Normal level (shared by the bot's tests)."""

from __future__ import annotations

import pytest

from game.speedtycoon.bot import choose_plan
from game.speedtycoon.rules import new_game


def positions(players: int, seed: int, game_type: str = "tycoon", plans: int = 400,
              every: int = 1) -> list:
    """Every `every`-th position where a plan starts, in a game Normal plays for all seats."""
    state = new_game(players, seed, {"game_type": game_type})
    out = []
    for k in range(plans):
        if state.is_terminal():
            break
        if k % every == 0:
            out.append(state.clone())
        decision = choose_plan(state, state.current_player, "normal", seed=k)
        for action in decision.plan:
            state.apply(action)
    return out


@pytest.fixture(scope="session")
def four_player_positions() -> list:
    return positions(4, 11, plans=160)


@pytest.fixture(scope="session")
def two_player_positions() -> list:
    return positions(2, 12, plans=120)
