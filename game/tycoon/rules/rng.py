"""The engine's only source of chance: splitmix64 whose whole state is one int in the State.

Keeping the generator state inside the game state makes saves, replays and AI simulations
exact and identical across processes (no global ``random``, no ``hash()`` order).
"""

from __future__ import annotations

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


def shuffle(items: list[int], state: int) -> int:
    """Fisher-Yates shuffle of ``items`` in place; returns the new generator state."""
    for i in range(len(items) - 1, 0, -1):
        state = (state + _GOLDEN) & MASK64
        j = (_mix(state) * (i + 1)) >> 64
        items[i], items[j] = items[j], items[i]
    return state
