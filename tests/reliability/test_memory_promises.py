"""Memory that must come back: what a long evening of games leaves behind (issue 13, defect 6).
The figures over whole games are measured by tools/bench_memory.py; here the single leaks."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from game.core.autosave import Autosaver
from game.core.match import Match


def resident_mb() -> float:
    statm = Path("/proc/self/statm")
    if not statm.exists():
        pytest.skip("resident memory is read from /proc")
    return int(statm.read_text().split()[1]) * 4096 / 2**20


class Store:
    """Takes the autosave and forgets it, as a store writing to disk would."""

    def __init__(self) -> None:
        self.sizes: list[int] = []

    def autosave(self, setup, actions, state, *, game_uid, thumbnail_png=None, seat_hints=(),
                  play_seconds=0, turn_clock=None, dont_ask=frozenset(), clock_moves=(),
                  reasons=None):
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
        match = Match(None, State(), game_uid="0123456789ab")
        saver.request(match, picture)
        assert saver.flush()
        before = resident_mb()
        for _ in range(120):
            saver.request(match, picture)
            assert saver.flush()
    finally:
        saver.close()
    assert min(store.sizes) > 100_000  # noise does not pack: each picture is ~120 kB
    assert resident_mb() - before < 5  # 120 kept buffers would be ~14 MB


def test_a_thumbnail_written_as_png_leaves_no_object_behind_and_reads_back_the_same(app):
    """pygame-ce keeps every file object it saved a PNG into (and five of its bound
    methods): ~0.5 kB per autosave for as long as the app runs, before the PNG was written
    by `png_bytes` itself."""
    import collections
    import gc
    import io

    from game.core.autosave import png_bytes
    from game.core.safe_read import png_size

    rng = random.Random(3)
    picture = pygame.Surface((256, 160))
    for _ in range(300):
        picture.fill([rng.randrange(256) for _ in range(3)],
                     (rng.randrange(256), rng.randrange(160), rng.randrange(1, 60),
                      rng.randrange(1, 60)))

    def objects() -> collections.Counter:
        gc.collect()
        return collections.Counter(type(o).__name__ for o in gc.get_objects())

    png_bytes(picture)
    before = objects()
    for _ in range(200):
        data = png_bytes(picture)
    grown = {kind: n - before[kind] for kind, n in objects().items() if n - before[kind] > 20}
    assert grown == {}, f"left behind by 200 thumbnails: {grown}"
    back = pygame.image.load(io.BytesIO(data), "thumbnail.png")
    assert png_size(data) == (256, 160)
    assert pygame.image.tobytes(back, "RGB") == pygame.image.tobytes(picture, "RGB")
