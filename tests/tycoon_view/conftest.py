from __future__ import annotations

import os

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(scope="session", autouse=True)
def display():
    """The board converts images for the screen, which needs a (dummy) display mode."""
    pygame.display.init()
    pygame.display.set_mode((1280, 800))
    yield
    pygame.display.quit()
