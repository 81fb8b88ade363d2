"""Tycoon draws its chance from the collection's one generator (game/core/rng.py)."""

from game.core.rng import MASK64, next64, seed_state, shuffle

__all__ = ["MASK64", "next64", "seed_state", "shuffle"]
