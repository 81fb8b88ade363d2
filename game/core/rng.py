"""The collection's only source of chance: splitmix64, its whole state one int in the game state.

Keeping the generator state inside the game state makes saves, replays and AI simulations
exact and identical across processes (no global ``random``, no ``hash()`` order). The functions
work on the bare int so that a state's ``clone()`` copies one number.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import Any

MASK64 = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return z ^ (z >> 31)


def seed_state(seed: int) -> int:
    """Turn any int seed (negative or huge too) into a well-mixed 64-bit generator state."""
    return _mix(seed & MASK64)


def next64(state: int) -> tuple[int, int]:
    """(new state, 64-bit output)."""
    state = (state + _GOLDEN) & MASK64
    return state, _mix(state)


def below(state: int, n: int) -> tuple[int, int]:
    """(new state, a number in 0..n-1): a die is ``below(state, 6)`` plus one. Multiply-shift
    instead of modulo, so no face is favoured by more than 2**-64."""
    if n <= 0:
        raise ValueError(f"below() needs n >= 1, got {n}")
    state = (state + _GOLDEN) & MASK64
    return state, (_mix(state) * n) >> 64


def shuffle(items: MutableSequence[Any], state: int) -> int:
    """Fisher-Yates shuffle of ``items`` in place; returns the new generator state."""
    for i in range(len(items) - 1, 0, -1):
        state = (state + _GOLDEN) & MASK64
        j = (_mix(state) * (i + 1)) >> 64
        items[i], items[j] = items[j], items[i]
    return state


def reseed(rng: Any) -> int:
    """A fresh generator state for `determinize`: from a ``random.Random`` (its next 64 bits)
    or from an int seed. The contract asks for the RNG to be reseeded there, so a simulation
    never learns the real future dice or shuffles."""
    seed = rng if isinstance(rng, int) else rng.getrandbits(64)
    return seed_state(seed)

