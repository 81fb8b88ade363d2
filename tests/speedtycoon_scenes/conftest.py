"""Shared fixtures of the Speedtycoon table tests that draw without a window."""

from __future__ import annotations

import pygame
import pytest

from game.core.i18n import load_translations
from game.core.paths import locales_dir


@pytest.fixture
def display():
    """A 1x1 display (fonts and surfaces need one) and the translations, for tests that draw
    the table's pieces directly rather than through an App."""
    pygame.init()
    pygame.display.set_mode((1, 1))
    load_translations(locales_dir())
    yield
    pygame.quit()
