"""Memory that must come back: what a long evening of games leaves behind (issue 13, defect 6).
The figures over whole games are measured by tools/bench_memory.py; here the single leaks."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from game.core.autosave import Autosaver


def resident_mb() -> float:
    statm = Path("/proc/self/statm")
    if not statm.exists():
        pytest.skip("resident memory is read from /proc")
    return int(statm.read_text().split()[1]) * 4096 / 2**20


class Store:
    """Takes the autosave and forgets it, as a store writing to disk would."""

    def __init__(self) -> None:
        self.sizes: list[int] = []

    def autosave(self, setup, actions, state, *, game_uid, thumbnail_png=None):
        self.sizes.append(len(thumbnail_png))
        return object()


class State:
    def clone(self):
        return self


def test_an_autosave_keeps_no_thumbnail_bytes_once_written(app):
    rng = random.Random(13)
    picture = pygame.Surface((256, 160))
    for x in range(256):
        for y in range(160):
            picture.set_at((x, y), (rng.randrange(256), rng.randrange(256), rng.randrange(256)))
    store = Store()
    saver = Autosaver(store)
    try:
        saver.request(None, [], State(), "0123456789ab", picture)
        assert saver.flush()
        before = resident_mb()
        for _ in range(120):
            saver.request(None, [], State(), "0123456789ab", picture)
            assert saver.flush()
    finally:
        saver.close()
    assert min(store.sizes) > 100_000  # noise does not pack: each picture is ~120 kB
    assert resident_mb() - before < 5  # 120 kept buffers would be ~14 MB
