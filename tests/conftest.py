"""Fixtures for every test folder (a folder's own conftest may narrow them)."""

from __future__ import annotations

import pytest

from game.app import App

pytest_plugins = ["tests.memlog"]


@pytest.fixture
def app(tmp_path):
    """A real app on the dummy drivers, title on screen, user files in tmp_path."""
    application = App.headless(tmp_path / "user", language="en")
    application.run_frames(1)
    yield application
    application.close()
