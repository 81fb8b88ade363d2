from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture
def make_app(tmp_path):
    """Real headless apps (German or English); closed after the test."""
    from tests.tycoon_info.render_pngs import new_app

    apps = []

    def make(lang: str = "en"):
        app = new_app(Path(tmp_path) / f"user_{len(apps)}", lang)
        apps.append(app)
        return app

    yield make
    for app in apps:
        app.close()
