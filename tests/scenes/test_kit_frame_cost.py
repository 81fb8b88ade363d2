"""The kit's per-frame work is done only when something changed (kit23): the click guard walked
every shown button each frame (Tycoon's board: 0.09-0.17 ms of CPU a frame for its 60 buttons)
and the tooltips' placing walked every widget and asked the board for its rects each frame,
with no tip open. The guard still protects a button that came up where another was, made or
shown; a tip still keeps off a button that can be pressed."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIButton

from tests.scenes.test_click_guard import PLACE, manager, pressed  # noqa: F401  (fixture)
from tests.scenes.test_gold_is_focus_only import shown_buttons
from tests.scenes.test_settings_over_board import open_board


def count_calls(monkeypatch, owner, name: str) -> list[int]:
    """Count the calls of `owner.name` (an instance's method), into the list returned."""
    calls = [0]
    method = getattr(owner, name)

    def counted(*args, **kwargs):
        calls[0] += 1
        return method(*args, **kwargs)

    monkeypatch.setattr(owner, name, counted)
    return calls


def test_frames_with_nothing_changed_walk_no_buttons(manager, monkeypatch):  # noqa: F811
    roll = UIButton(PLACE, "Roll", manager=manager)
    manager.pass_time(2.0)
    walks = count_calls(monkeypatch, manager, "buttons")
    for _ in range(10):
        manager.pass_time(1 / 60)
    assert walks[0] == 0, "ten frames with nothing shown or hidden walked the buttons"
    roll.kill()
    bid = UIButton(PLACE, "Bid 60", manager=manager)
    manager.pass_time(1 / 60)
    assert walks[0] == 1, "the frame after a change looks once"
    assert not pressed(manager, bid), "the newcomer over Roll's place is guarded"


def test_a_button_shown_where_another_was_hidden_is_guarded(manager):  # noqa: F811
    """No button made or killed: one hidden, another shown in its place (a panel's page)."""
    roll = UIButton(PLACE, "Roll", manager=manager)
    bid = UIButton(PLACE, "Bid 60", manager=manager)
    bid.hide()
    manager.pass_time(2.0)
    for _ in range(5):
        manager.pass_time(1 / 60)
    roll.hide()
    bid.show()
    manager.pass_time(1 / 60)
    assert not pressed(manager, bid), "shown where Roll was a moment ago, it waits"
    manager.pass_time(0.55)
    assert pressed(manager, bid)


def test_a_board_asks_for_its_rects_only_while_a_tip_is_open(app, monkeypatch):
    board = open_board(app, "kraken_bay")
    asked = count_calls(monkeypatch, board, "tips_keep_clear")
    app.run_frames(5)
    assert asked[0] == 0, "no tip open: nothing to keep clear"
    buttons = [button for button in shown_buttons(app) if button.is_enabled]
    owner = next(button for button in buttons if button.tool_tip_text)
    other = next(button for button in buttons if button is not owner)
    tip = app.manager.open_tip(owner)
    tip.set_position(other.get_abs_rect().topleft)  # as pygame-gui may open it: over another
    app.run_frames(2)
    assert asked[0] > 0
    assert tip.alive() and not tip.rect.colliderect(other.get_abs_rect()), (
        "the open tip is moved off the button that can be pressed")
    assert pygame.Rect((0, 0), app.canvas_size).contains(tip.rect)
