"""The focus ring as a keyboard player meets it (tipkeys, keyboard play in a real window): a
dialog's Tab walks its buttons left to right, and a chosen option stays lit as the focus passes."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIButton

from game.scenes.question import QuestionScene
from game.ui.focus import FocusRing

TAB = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0)


def key(app, code: int, mod: int = 0) -> None:
    app.wait_for_input()
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=code, mod=mod, unicode="", scancode=0))
    app.run_frames(1)


def test_tab_goes_right_and_shift_tab_left_on_a_question(app):
    """The buttons were made right to left (the default rightmost): the game menu's Tab went
    leftwards from Play on, its Shift-Tab rightwards."""
    answers = [("title", "match.menu.to_title"), ("settings", "match.menu.settings"),
               ("resume", "match.menu.resume")]
    question = app.scenes.push(QuestionScene(app, "match.menu.heading", "match.menu.body",
                                             answers, "resume", lambda answer: None))
    app.run_frames(2)
    buttons = question.buttons
    assert question.ring.current is buttons["resume"]  # the default, rightmost
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert question.ring.current is buttons["settings"]  # the one on its left
    key(app, pygame.K_TAB)
    assert question.ring.current is buttons["resume"]
    key(app, pygame.K_TAB)
    assert question.ring.current is buttons["title"]  # round to the leftmost
    xs = [button.rect.x for button in question.ring.items]
    assert xs == sorted(xs)


def test_the_chosen_option_stays_lit_as_the_focus_passes(app):
    """Tab across a row of choices (a seat's Person / Easy / Normal) left the chosen one drawn
    unchosen: the ring's gold border rebuilds the button, which pygame-gui draws "normal"
    (tipkeys, new game in a real window)."""
    person = UIButton(pygame.Rect(300, 300, 120, 40), "Person", manager=app.manager)
    easy = UIButton(pygame.Rect(430, 300, 120, 40), "Easy", manager=app.manager)
    person.select()
    ring = FocusRing(lambda _: None)
    ring.set_items([person, easy])
    app.run_frames(2)
    ring.handle_key(TAB)  # the focus on Person
    app.run_frames(2)
    assert person.drawable_shape.active_state.state_id == "selected"
    ring.handle_key(TAB)  # and on to Easy
    app.run_frames(2)
    assert person.drawable_shape.active_state.state_id == "selected"
    assert easy.drawable_shape.active_state.state_id == "normal"


def test_tab_into_a_field_selects_its_text_so_typing_replaces_it(app):
    """The caret stood at the field's start: Tab to the typed bid ("30"), 200 typed, read
    20030 (tipkeys, an auction in a real window)."""
    from game.ui.number_entry import number_entry

    entry = number_entry(pygame.Rect(300, 300, 160, 34), app.manager, None, 30, "en")
    ring = FocusRing(lambda _: None)
    ring.set_items([entry])
    ring.handle_key(TAB)
    app.run_frames(1)
    for char in "200":
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            pygame.event.post(pygame.event.Event(kind, key=ord(char), mod=0, unicode=char,
                                                 scancode=0))
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
        app.run_frames(1)
    assert entry.get_text() == "200"


def test_tab_passes_a_greyed_button_that_says_nothing_and_stops_on_one_that_says_why(app):
    """A greyed button with no tip was a Tab stop that did nothing and said nothing (proptext21:
    Undo greyed on the property board); one whose tip says why it is greyed stays a stop, its
    tip the keyboard player's answer (the title menu's greyed entries do the same)."""
    roll = UIButton(pygame.Rect(300, 300, 120, 40), "Roll", manager=app.manager)
    mute = UIButton(pygame.Rect(430, 300, 120, 40), "Undo", manager=app.manager)
    told = UIButton(pygame.Rect(560, 300, 120, 40), "Build", manager=app.manager,
                    tool_tip_text="You do not own the whole set.")
    mute.disable()
    told.disable()
    ring = FocusRing(lambda _: None)
    ring.set_items([roll, mute, told])
    seen = []
    for _ in range(3):
        ring.handle_key(TAB)
        seen.append(ring.current)
    assert seen == [roll, told, roll]
