"""A tooltip opens for a widget the pointer has moved onto or over, never for one that came up
or was enabled under a pointer resting there: after "End turn" the pointer still rests on it,
and at the person's next turn its tip covered the last lines of Tycoon's hint box until the
mouse moved (play-test tycoonleft2). The rule lives in the shared manager (game/ui), so every
board keeps it."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIButton, UITooltip

from game.scenes.widgets import TipButton
from game.ui.focus import FocusRing

FRAMES_PER_SECOND = 30


def tips(app) -> list[UITooltip]:
    return [s for s in app.manager.get_sprite_group().sprites() if isinstance(s, UITooltip)]


def rest(app, seconds: float) -> None:
    app.run_frames(int(seconds * FRAMES_PER_SECOND), 1 / FRAMES_PER_SECOND)


def test_a_button_enabled_under_a_resting_pointer_shows_its_tip_only_after_a_move(
        app, monkeypatch):
    button = UIButton(pygame.Rect(300, 300, 200, 40), "End turn", manager=app.manager,
                      starting_height=50,
                      tool_tip_text="First build or borrow: either ends the turn")
    pointer = [(10, 10)]
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: pointer[0])
    rest(app, 0.5)
    pointer[0] = button.rect.center  # the pointer moves onto the button: its tip opens
    rest(app, 2)
    assert len(tips(app)) == 1
    button.disable()  # the turn ends: the computer plays, the pointer rests where it was
    rest(app, 2)
    assert tips(app) == []
    button.enable()  # the person's next turn: no tip over what the board says now
    rest(app, 3)
    assert tips(app) == []
    pointer[0] = (button.rect.centerx + 3, button.rect.centery)  # a move over it: it opens
    rest(app, 2)
    assert len(tips(app)) == 1


def test_a_click_holds_the_tip_until_the_pointer_moves(app, monkeypatch):
    """Tycoon's action buttons hover while greyed (`TipButton`): "End turn" stays hovered
    through the computer's turn; its tip must not come back under the resting pointer."""
    button = TipButton(pygame.Rect(300, 300, 200, 40), "End turn", manager=app.manager,
                       starting_height=50, tool_tip_text="First build or borrow")
    pointer = [button.rect.center]
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: pointer[0])
    rest(app, 2)
    assert len(tips(app)) == 1
    app.click(button)
    button.disable()
    rest(app, 2)
    button.enable()
    rest(app, 3)
    assert tips(app) == []
    pointer[0] = (button.rect.centerx - 3, button.rect.centery)
    rest(app, 2)
    assert len(tips(app)) == 1


def test_a_button_that_comes_up_under_a_resting_pointer_shows_no_tip(app, monkeypatch):
    pointer = [(400, 320)]
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: pointer[0])
    rest(app, 1)
    UIButton(pygame.Rect(300, 300, 200, 40), "Borrow 10", manager=app.manager, starting_height=50,
             tool_tip_text="Take a loan card of 10 M")
    rest(app, 3)
    assert tips(app) == []


def keys(ring, key: int, mod: int = 0) -> None:
    ring.handle_key(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))


def test_focus_moved_by_the_keys_shows_its_tip_under_a_resting_pointer(app, monkeypatch):
    """A keyboard player's pointer rests wherever it was: the pointer's rule kept every tip
    shut for them. Tab onto a button opens its tip; a press closes it and the resting pointer
    still opens none (tipkeys)."""
    end = TipButton(pygame.Rect(300, 300, 200, 40), "End turn", manager=app.manager,
                    starting_height=50, tool_tip_text="First build or borrow")
    borrow = UIButton(pygame.Rect(300, 400, 200, 40), "Borrow 10", manager=app.manager,
                      starting_height=50, tool_tip_text="Take a loan card of 10 M")
    pressed = []
    ring = FocusRing(pressed.append)
    ring.set_items([end, borrow])
    pointer = [end.rect.center]
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: pointer[0])
    rest(app, 0.5)
    app.click(end)  # the pointer rests on End turn after its click
    rest(app, 3)
    assert tips(app) == []
    keys(ring, pygame.K_TAB)  # focus on End turn
    rest(app, 0.2)
    assert [tip.parent_element for tip in tips(app)] == [end]
    keys(ring, pygame.K_TAB)  # on to Borrow: its tip instead
    rest(app, 0.2)
    assert [tip.parent_element for tip in tips(app)] == [borrow]
    keys(ring, pygame.K_TAB, pygame.KMOD_SHIFT)  # back to End turn, and Enter presses it
    rest(app, 0.2)
    keys(ring, pygame.K_RETURN)
    assert pressed == [end]
    rest(app, 3)
    assert tips(app) == []  # no tip comes back under the resting pointer after the press


def test_focus_the_screen_gives_opens_no_tip(app, monkeypatch):
    """A dialog's default button has the focus as it opens: no tip covers the question."""
    quit_button = UIButton(pygame.Rect(300, 300, 200, 40), "Quit", manager=app.manager,
                           starting_height=50, tool_tip_text="Close the program")
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (10, 10))
    ring = FocusRing(lambda _: None)
    ring.set_items([quit_button])
    ring.focus(quit_button)
    rest(app, 2)
    assert tips(app) == []

