"""A button that comes up where another one was takes no click for 500 ms (issue 28.7), in the
UI manager every board draws with, counted by the app's clock."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest
from pygame_gui.elements import UIButton

from game.ui.click_guard import GUARD_SECONDS

PLACE = pygame.Rect(500, 400, 160, 40)


@pytest.fixture
def manager(app):
    """The app's UI manager with no scene's buttons on it."""
    app.scenes.clear()
    app.run_frames(1)
    return app.manager


def pressed(manager, button: UIButton) -> bool:
    """Press and release the left button on `button` as a person would: did it take the click?"""
    pygame.event.clear(pygame_gui.UI_BUTTON_PRESSED)
    pos = button.get_abs_rect().center
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        manager.process_events(pygame.event.Event(kind, pos=pos, button=1))
    return any(event.ui_element is button
               for event in pygame.event.get(pygame_gui.UI_BUTTON_PRESSED))


def replace(manager, old: UIButton, rect: pygame.Rect, text: str) -> UIButton:
    """What a board does after a move: the old button goes, a new one comes up, and the app's
    next frame sees it."""
    old.kill()
    new = UIButton(rect, text, manager=manager)
    manager.pass_time(1 / 60)
    return new


def test_a_new_button_where_another_was_waits_a_double_click_time(manager):
    roll = UIButton(PLACE, "Roll", manager=manager)
    manager.pass_time(2.0)
    assert pressed(manager, roll), "a button shown for a while takes its click"
    bid = replace(manager, roll, PLACE, "Bid 60")
    manager.pass_time(0.4)
    assert not pressed(manager, bid), "the second click of a slow double-click on Roll bids"
    manager.pass_time(0.15)
    assert pressed(manager, bid), "550 ms after it came up the bid button takes a click"


def test_a_button_over_part_of_another_is_guarded_too(manager):
    end_turn = UIButton(PLACE, "End turn", manager=manager)
    manager.pass_time(2.0)
    bid = replace(manager, end_turn, PLACE.move(40, 10), "Bid 10")
    manager.pass_time(GUARD_SECONDS - 0.05)
    assert not pressed(manager, bid)


def test_a_button_that_comes_up_elsewhere_takes_a_click_at_once(manager):
    roll = UIButton(PLACE, "Roll", manager=manager)
    manager.pass_time(2.0)
    elsewhere = replace(manager, roll, PLACE.move(0, 200), "Bid 60")
    assert pressed(manager, elsewhere)


def test_the_same_button_rebuilt_in_place_is_not_guarded(manager):
    """Boards rebuild their buttons after every move: "+10" pressed twice raises twice."""
    raise_bid = UIButton(PLACE, "Bid 10", manager=manager)
    manager.pass_time(2.0)
    again = replace(manager, raise_bid, PLACE, "Bid 10")
    assert pressed(manager, again)


def test_the_guard_lapses_with_the_place(manager):
    """A button that went long ago leaves no guard behind."""
    roll = UIButton(PLACE, "Roll", manager=manager)
    manager.pass_time(1 / 60)
    roll.kill()
    manager.pass_time(1 / 60)
    manager.pass_time(1.0)
    bid = UIButton(PLACE, "Bid 60", manager=manager)
    assert pressed(manager, bid)


def test_the_test_click_waits_the_guard_out(app, manager):
    roll = UIButton(PLACE, "Roll", manager=manager)
    app.run_frames(60)
    bid = replace(manager, roll, PLACE, "Bid 60")
    assert manager.click_wait(bid) > 0
    app.click(bid)
    assert manager.click_wait(bid) == 0
