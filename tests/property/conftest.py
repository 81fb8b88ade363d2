"""The ``dice`` fixture: injected rolls for the worked scenarios (Table is in table.py)."""

from __future__ import annotations

import pytest

from game.property.rules import turn


@pytest.fixture
def dice(monkeypatch):
    """``dice((2, 5), (1, 3))`` makes the next rolls come out so."""
    queue: list[int] = []

    def fake_below(state, n):
        return state, queue.pop(0) - 1

    monkeypatch.setattr(turn, "below", fake_below)

    def push(*pairs):
        for a, b in pairs:
            queue.extend((a, b))
    return push
