"""A button that comes up where another one was takes no click for 500 ms (issue 28.7), in the
UI manager every board draws with, counted by the app's clock."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest
from pygame_gui.elements import UIButton, UIPanel

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


def key_heard(manager, key: int = pygame.K_RETURN, release: bool = True) -> bool:
    """Whether a press key reaches the scene (the manager does not swallow it): the focused
    button or a board's default key (Enter = End turn) acts on it there (keyguard). The key
    is let go after, unless the person holds it (`release=False`)."""
    heard = not manager.process_events(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0,
                                                          unicode="", scancode=0))
    if release:
        manager.click_guard.watch_keys(pygame.event.Event(pygame.KEYUP, key=key, mod=0,
                                                          unicode="", scancode=0))
    return heard


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE])
def test_a_press_key_waits_like_a_click_for_every_game(manager, key):
    """Keys meant for the button that went do not press the one that took its place, in
    every game's manager: Tycoon's and Speedtycoon's focused buttons as the property boards'
    Enter = End turn."""
    bid = UIButton(PLACE, "Bid 60", manager=manager)
    manager.pass_time(2.0)
    assert key_heard(manager, key), "a panel shown for a while takes its key"
    end_turn = replace(manager, bid, PLACE, "End turn")
    manager.pass_time(0.2)
    assert not key_heard(manager, key), "a second press at once was meant for the bid"
    assert manager.key_wait() > 0
    manager.pass_time(0.4)
    assert key_heard(manager, key), "600 ms after End turn came up the key presses it"
    assert end_turn.alive()


def test_other_keys_a_trusted_button_and_a_text_field_are_not_guarded(manager):
    from pygame_gui.elements import UITextEntryLine

    bid = UIButton(PLACE, "Bid 60", manager=manager)
    manager.pass_time(2.0)
    replace(manager, bid, PLACE, "End turn")
    assert key_heard(manager, pygame.K_TAB), "Tab only moves the focus"
    field = UITextEntryLine(pygame.Rect(100, 100, 200, 40), manager=manager)
    field.focus()
    manager.set_focus_set(field)
    assert key_heard(manager, pygame.K_SPACE), "a typed name's space is the field's"
    field.kill()
    manager.pass_time(1.0)
    end_turn = [button for button in manager.buttons() if button.text == "End turn"][0]
    manager.click_guard.trust(fast := UIButton(PLACE.move(0, 0), "Fast", manager=manager))
    end_turn.kill()
    manager.pass_time(1 / 60)
    assert fast.alive() and key_heard(manager), "a trusted switch guards no key"


def test_a_held_press_key_presses_once(manager):
    """A held Enter's repeats (pygame-gui leaves key repeat on after a typed bid's field) do
    not press the End turn that came up when the first press won the auction."""
    bid = UIButton(PLACE, "Bid 60", manager=manager)
    manager.pass_time(2.0)
    assert key_heard(manager, release=False)
    replace(manager, bid, PLACE, "End turn")
    manager.pass_time(1.0)
    assert not key_heard(manager, release=False), "a repeat of the held Enter"
    manager.click_guard.watch_keys(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN,
                                                      mod=0, unicode="", scancode=0))
    assert key_heard(manager), "let go and pressed again, Enter ends the turn"


def test_a_long_frame_does_not_spend_a_newcomers_guard(manager):
    """The clock moves by a frame's whole time before that frame's events: a button guarded
    in a frame that then took two seconds (a load, a big move) took the very next frame's
    click, before a person had seen it (kit22). Its guard counts from the first frame that
    shows it."""
    UIButton(PLACE, "Roll", manager=manager)
    manager.pass_time(2.0)
    drop_out = UIButton(PLACE.move(0, 200), "Drop out", manager=manager)
    manager.click_guard.guard(drop_out)       # another person's now, in a frame ...
    manager.pass_time(2.0)                    # ... that took two seconds
    assert not pressed(manager, drop_out), "the first frame that shows it takes no click"
    manager.pass_time(GUARD_SECONDS - 0.05)
    assert not pressed(manager, drop_out)
    manager.pass_time(0.1)
    assert pressed(manager, drop_out), "half a second after it was first shown it does"


def test_a_button_that_took_another_ones_place_in_a_long_frame_is_guarded_after_it(manager):
    """A press in the long frame itself noted the newcomer over Roll's place (the manager
    looks at its buttons for every press); the frame's two seconds did not count."""
    roll = UIButton(PLACE, "Roll", manager=manager)
    manager.pass_time(2.0)
    roll.kill()
    bid = UIButton(PLACE, "Bid 60", manager=manager)
    assert not pressed(manager, bid), "a press in the same frame"
    manager.pass_time(2.0)
    assert not pressed(manager, bid), "the first frame that shows the bid button"
    manager.pass_time(GUARD_SECONDS + 0.05)
    assert pressed(manager, bid)


def press_taken(manager, button: UIButton) -> bool:
    """Press `button` as `pressed` does and hand its UI event to the manager, as the app's next
    frame does: did the event reach the scene (`ClickGuard.hold` swallows a held one)?"""
    pygame.event.clear(pygame_gui.UI_BUTTON_PRESSED)
    pos = button.get_abs_rect().center
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        manager.process_events(pygame.event.Event(kind, pos=pos, button=1))
    return any(event.ui_element is button and not manager.process_events(event)
               for event in pygame.event.get(pygame_gui.UI_BUTTON_PRESSED))


def test_a_held_button_takes_no_press_until_its_board_has_been_seen(manager):
    """A board's move buttons, held from its first sight (`hold`): a press in a slow first
    frame or within half a second of it was meant for the screen before (playtest23)."""
    market = UIButton(PLACE, "", manager=manager)
    guard = manager.click_guard
    guard.hold([market], guard.shown_now())   # a frame that then took four seconds
    manager.pass_time(4.0)
    assert not press_taken(manager, market), "the first frame that shows it"
    assert manager.click_wait(market) > 0, "a test's click waits for it"
    manager.pass_time(GUARD_SECONDS + 0.05)
    assert press_taken(manager, market), "half a second after the board was first seen"


def test_a_dialog_over_a_held_or_guarded_button_takes_its_press(manager):
    """The button pygame-gui gives a press to is the one judged: a held hotspot under a menu
    holds none of the menu's presses, and a guarded newcomer covered by a dialog is not the
    top button for its small height within its own container (the game menu's "How to
    play" once took no press over Tycoon's market, tyc23b)."""
    panel = UIPanel(PLACE.inflate(80, 80), starting_height=10, manager=manager)
    how_to = UIButton(pygame.Rect(40, 40, PLACE.w, PLACE.h), "How to play", manager=manager,
                      container=panel)
    roll = UIButton(PLACE, "Roll", manager=manager)
    manager.pass_time(2.0)
    roll.kill()
    spot = UIButton(PLACE, "", manager=manager, starting_height=3)   # came up in Roll's place
    guard = manager.click_guard
    guard.hold([spot], guard.shown_now())
    manager.pass_time(1 / 60)
    assert manager.click_wait(spot) > 0 and how_to.get_starting_height() < 3
    assert press_taken(manager, how_to), "the menu's button over them takes its press at once"
