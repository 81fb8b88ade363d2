"""The one headless app fixture of the test suite (a pytest plugin: tests/conftest.py loads it).

`app` is a real app on the dummy drivers with the title on screen and its user files under the
test's tmp_path. Its language is `app_language` ("en"): a module asks for others with
`@pytest.mark.parametrize("app_language", ["de", "en"])`. A folder that wants other settings
overrides `app` with a fixture taking `app` and changing them, never with a copy of this one.
"""

from __future__ import annotations

import pytest

from game.app import App


@pytest.fixture
def app_language() -> str:
    return "en"


@pytest.fixture
def app(tmp_path, app_language):
    """A real app on the dummy drivers, title on screen, user files in tmp_path."""
    application = App.headless(tmp_path / "user", language=app_language)
    application.run_frames(1)
    yield application
    application.close()
