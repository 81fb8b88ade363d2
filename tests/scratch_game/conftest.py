"""The scratch game joins the registry only for the tests that ask for it."""

from __future__ import annotations

import pytest

from tests.scratch_game.entry import register


@pytest.fixture
def scratch_game(monkeypatch):
    register(monkeypatch)
