"""Fixtures of the scene tests: the counting game registered, and its player's saves."""

from __future__ import annotations

import pytest

from game import games
from game.scenes.player_files import player_files
from tests.core import counting_game


@pytest.fixture
def counting(monkeypatch):
    """The tiny counting game in the registry for this test (a module opts in by pytestmark)."""
    monkeypatch.setitem(games.GAMES, "counting", counting_game.ENTRY)


@pytest.fixture
def saves(app, counting):
    """The save store of a profile "Anna" on the test's app."""
    files = player_files(app)
    files.profiles.create("Anna", "en")
    return files.saves()
