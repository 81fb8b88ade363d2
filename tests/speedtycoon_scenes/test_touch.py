"""On a touch screen a 500 ms press opens a hover card (design §4.3, D47): the shared hover
machinery (game/ui/hover.py) tells a finger by SDL's `touch` mark on the mouse events it makes
from it. A finger resting after a tap opens nothing; a held one does, and the card stays to be
read after the finger lifts; a mouse keeps its 400 ms rest."""

from __future__ import annotations

import pygame

from game.speedtycoon.view import table_view as tv
from game.ui.hover import LONG_PRESS, HoverDelay
from tests.speedtycoon_scenes.test_clicking import exact_start, open_table
from tests.touch import finger, frames, press


def test_a_500_ms_press_on_a_touch_screen_opens_the_card(app):
    seed, place = exact_start()
    board = open_table(app, seed)
    pos = tv.place_rect(place).center
    press(pos)
    app.step(0.02)
    frames(app, LONG_PRESS * 0.8)
    assert board.hover_card() is None, "no card before the press has lasted 500 ms"
    frames(app, LONG_PRESS * 0.4)
    assert board.hover_card() is not None
    pygame.event.post(finger(pygame.MOUSEBUTTONUP, pos))
    frames(app, 1.0)
    assert board.hover_card() is not None, "the card stays to be read after the finger lifts"
    pygame.event.post(finger(pygame.MOUSEBUTTONDOWN, tv.display_rect(0).center))
    app.step(0.02)
    assert board.hover_card() is None, "the next touch closes it"


def test_a_tap_on_a_touch_screen_opens_no_card(app):
    seed, place = exact_start()
    board = open_table(app, seed)
    pos = tv.place_rect(place).center
    for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(finger(kind, pos))
    app.step(0.02)
    frames(app, 2.0)
    assert board.hover_card() is None, "SDL's pointer rests where the finger was: no hover"
    assert board.marks.place == place, "the tap itself still picks the building"


def test_a_mouse_keeps_its_rest_and_needs_no_press():
    delay = HoverDelay(0.4)
    delay.feed(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0),
                                  buttons=(0, 0, 0)))
    delay.track("thing", 0.0)
    delay.track("thing", 0.3)
    assert delay.ready is None
    delay.track("thing", 0.2)
    assert delay.ready == "thing"


def test_a_finger_that_slides_to_another_thing_starts_its_press_again():
    delay = HoverDelay(0.4)
    delay.feed(finger(pygame.MOUSEBUTTONDOWN, (5, 5)))
    delay.track("a", 0.0)
    delay.track("a", LONG_PRESS * 0.8)
    delay.track("b", 0.05)
    delay.track("b", LONG_PRESS * 0.8)
    assert delay.ready is None
    delay.track("b", LONG_PRESS * 0.3)
    assert delay.ready == "b"
