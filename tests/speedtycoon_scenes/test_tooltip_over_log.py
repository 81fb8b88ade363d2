"""A button's tooltip open when the game log opens (L) stays whole over the log (speedpolish;
the play-test of 6 December 2026, pt-speed4: with the log open, only the top edge of the
tooltip under the pointer showed below the panel's foot, the rest under the panel)."""

from __future__ import annotations

import pygame

from tests.speedtycoon_scenes.test_clicking import exact_start, open_table


def test_an_open_tooltip_lies_over_the_log_opened_after_it(app, monkeypatch):
    board = open_table(app, exact_start()[0])
    end = board.buttons["end"]  # greyed before the first action: its tip says why
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: end.rect.center)
    app.run_frames(90)  # 1.5 s of hovering; the theme's delay is 1 s
    assert end.tool_tip is not None, "the tooltip is open"
    app.press_key(pygame.K_l)
    app.run_frames(3)
    panel = board.game_log.panel.frame.panel
    tip = end.tool_tip
    assert tip is not None, "the pointer still rests on End turn: its tooltip stays"
    assert tip.get_abs_rect().colliderect(panel.get_abs_rect()), "the case: they meet"
    others = [sprite._layer for sprite in app.manager.get_sprite_group().sprites()
              if sprite not in (tip, tip.text_block)]
    assert tip.text_block._layer > max(others), "the tooltip lies over the log and all in it"
