"""A module's tip on the new-game screen never covers Back or Start (issue 31.8): pygame-gui
opens a tooltip below its widget, which for the lowest module switches reached over the
bottom bar; the shared screen lifts such a tip above its widget."""

from __future__ import annotations

import pygame
import pytest

from game.speedtycoon.scenes.new_game_scene import SpeedtycoonNewGame
from tests.languages import languages_of_game


def visible_modules(screen) -> list:
    """The switches the scrolling panel shows whole (the lowest row is the one at risk)."""
    panel = screen.panel.get_abs_rect()
    return [b for b in screen.modules.values() if panel.contains(b.get_abs_rect())]


@pytest.mark.parametrize("language", languages_of_game("speedtycoon"))
def test_no_module_tip_covers_back_or_start(app, monkeypatch, language):
    app.set_language(language)
    screen = SpeedtycoonNewGame(app)
    app.scenes.push(screen)
    app.run_frames(2)
    shown = visible_modules(screen)
    assert len(shown) >= 3  # at least the lowest visible row
    lowest = max(b.get_abs_rect().bottom for b in shown)
    for button in shown:
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda b=button: b.get_abs_rect().center)
        app.run_frames(90)  # 1.5 s of hovering; the theme's delay is 1 s
        tip = button.tool_tip
        assert tip is not None
        for kept in (screen.back, screen.start):
            assert not tip.rect.colliderect(kept.rect), (button.text, tip.rect, kept.rect)
        assert not tip.rect.colliderect(button.get_abs_rect()), "the tip hides its own switch"
        if button.get_abs_rect().bottom == lowest:
            lowest_tip = tip.rect.copy()
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (5, 5))
        app.run_frames(2)
    assert lowest_tip.bottom <= screen.back.rect.top
