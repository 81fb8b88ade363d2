"""Fixtures of the core tests: a save store of the counting game's player under tmp_path.

A file that needs another store (a profile store, one without the clock) defines its own
`store`, which pytest takes over this one."""

from __future__ import annotations

import pytest

from game import games
from game.core.paths import UserPaths
from game.core.saves import SaveStore
from tests.support.saves import PROFILE, Clock


@pytest.fixture
def paths(tmp_path):
    """The user's folders under the test's tmp_path."""
    return UserPaths.under(tmp_path)


@pytest.fixture
def store(paths, counting):
    """PROFILE's saves, the counting game registered, on a clock a second a save."""
    return SaveStore(paths, PROFILE, clock=Clock(), games=games.game_entry)
