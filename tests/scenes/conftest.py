"""Fixtures of the scene tests: the counting game's player's saves (`counting` itself is
tests/support/saves.py's, for every folder)."""

from __future__ import annotations

import pytest

from game.scenes.player_files import player_files


@pytest.fixture
def saves(app, counting):
    """The save store of a profile "Anna" on the test's app."""
    files = player_files(app)
    files.profiles.create("Anna", "en")
    return files.saves()
