"""Decision points from short Normal games, for the sweep tests (levels, reasons, fairness)."""

from __future__ import annotations

from game.property.bot.policy import act
from game.property.rules import new_game


def decision_points(ruleset: str, seed: int, rounds: int = 20, every: int = 1):
    """Yield (state, seat) before each ``every``-th decision of a 4-seat Normal game."""
    s = new_game(4, seed, {"ruleset": ruleset, "round_cap": rounds})
    k = 0
    while not s.is_terminal():
        seat = s.current_player
        if k % every == 0:
            yield s.clone(), seat
        k += 1
        s.apply(act(s, seat)[0])
