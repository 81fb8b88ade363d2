"""A closed panel's buttons are freed at once, not by the cycle collector (game/ui/
press_routes.py): a bound button holds its Route and so the board's routes, which held the
button back, a reference cycle per button. With the collector off, as between its runs, a
killed button bound to a key is gone as soon as nothing else holds it; its key goes with it,
and a button rebuilt with the same key still acts."""

from __future__ import annotations

import gc
import weakref

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from game.ui.press_routes import PressRoutes


def pressed(button):
    return pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button)


def test_a_killed_bound_button_is_freed_without_the_cycle_collector(app):
    routes, ran = PressRoutes(), []
    gc.collect()
    gc.disable()
    try:
        buttons = [routes.bind(UIButton(pygame.Rect(10, 10 + 30 * i, 90, 24), f"b{i}",
                                        manager=app.manager), lambda i=i: ran.append(i),
                               key="end_turn" if i == 0 else None)
                   for i in range(3)]
        refs = [weakref.ref(button) for button in buttons]
        for button in buttons:
            button.kill()       # the panel closes; the board keeps its routes
        del buttons, button
        assert [ref() for ref in refs] == [None, None, None]
        assert routes.bound() == {} and routes.element("end_turn") is None
        again = routes.bind(UIButton(pygame.Rect(10, 10, 90, 24), "b0", manager=app.manager),
                            lambda: ran.append("again"), key="end_turn")
        assert routes.press(pressed(again)).ran and ran == ["again"]
        assert routes.bound() == {again: routes.bound()[again]}
    finally:
        gc.enable()


def test_a_button_freed_after_a_newer_one_took_its_key_leaves_the_newer_bound(app):
    routes = PressRoutes()
    gc.disable()
    try:
        old = routes.bind(UIButton(pygame.Rect(10, 10, 90, 24), "old", manager=app.manager),
                          lambda: None, key="bid_120")
        new = routes.bind(UIButton(pygame.Rect(10, 40, 90, 24), "new", manager=app.manager),
                          lambda: None, key="bid_120")
        old.kill()
        del old
        assert routes.element("bid_120") is new and routes.press(pressed(new)).ran
    finally:
        gc.enable()
