"""Board text keeps working when pygame restarts (a second App in one process, a test run)."""

import pygame

from game.ui import fonts


def test_board_text_renders_after_pygame_restarts():
    pygame.init()
    before = fonts.text("Kairo", 14, (0, 0, 0))
    pygame.quit()
    pygame.init()
    pygame.display.set_mode((1280, 800))  # the other view tests share this display
    after = fonts.text("Kapstadt", 14, (0, 0, 0))
    assert after.get_height() == before.get_height()
    assert after.get_width() > before.get_width()
