"""Clicks a new button did not ask for: a button that appears where another one was takes no
click for `GUARD_SECONDS`, a desktop's double-click time (issue 28.7).

A double-click on Roll or End turn landed its second click on the auction's bid button that
took Roll's place the moment the first click was handled, so the person bid without meaning
to. The guard watches which buttons are shown (by the app's clock, so tests can advance it),
remembers where the ones that went were, and swallows the press of a button that came up over
a different one less than `GUARD_SECONDS` ago. A button rebuilt with the same text at the same
place (the panel rebuilds its buttons after every move) is the same button to the player and
is not guarded; nor is one that appears where no button was.

The guard was 300 ms: a slow double-click on Buy after a double (its second click 400 ms
later) bought and then rolled again with the Roll that came up in Buy's place (the last
play-tests). Two clicks inside a desktop's double-click time (Windows' default: 500 ms) are one
gesture to the person, never a second decision, whatever button stands there by then; a Roll
elsewhere would have moved the place every turn's habit goes to instead.

A button that only switches a setting back and forth (the property boards' Fast computers) is
`trust`ed: a press on it decides nothing, its own label says how to switch back, and it always
stands in one place; guarding it only swallowed a person's quick press right after End turn,
when it came up where the person's selected place's Mortgage had been (play-test pt-prop6).

Keys have the same rule (keyguard): a press key (Enter, keypad Enter, Space) does nothing while
a shown button is guarded, that is while a button that came up where another one was is less
than `GUARD_SECONDS` old, whichever button the key would press (the focused one, or a board's
default such as the property boards' Enter = End turn). A person who won an auction with Enter
and pressed it again at once (a second bid, a bounce of the key) ended the turn with the End
turn that had just taken the bids' place (propkeys3): the second Enter was meant for the panel
that went. The key is heard, not obeyed: it presses nothing, makes no sound, and works again
once the new panel is half a second old. A text field with the keys is not guarded (a typed
name's space, the typed bid's Enter); `trust`ed buttons guard nothing, as for clicks. A held
key presses once: its repeats (pygame-gui turns key repeat on while a text field has the keys,
and a field killed with the panel leaves it on) press nothing once no field has the keys, so an
Enter held over the typed bid that won the auction does not end the turn half a second later.

Every guard counts from the first frame that shows what it protects (`Shown`): the clock moves
by a frame's whole time before that frame's events, so a newcomer made in a long frame (a load,
a big move) had its guard spent before it was ever seen: after a slow load a press in the very
first frame lifted a hot-seat curtain at once (kit22). A newcomer made mid-frame is settled by
the next `advance`; one that `advance` itself sees was drawn by the frame before.

The guard looks at the buttons only when what is shown may have changed (a widget made,
killed, shown or hidden: `gui_manager.WatchedGroup` counts those, and the guard's `buttons`
source gives None while nothing did); between, its records stand as they are and only the clock
moves. Looking every frame cost Tycoon's board 0.17 ms of a frame's CPU for its 60 buttons
(kit23, `tools/bench_kit_frame.py`). A shown button's place and words are read when they are
compared, so one moved or renamed since is judged as it stands; what went is kept as it was.

A board's buttons that make a move can be `hold`en from when the board (or a new phase of it)
is first seen: after a slow start a person's second press on the setup's Start landed on
Tycoon's ticket market that came up under it and bought a charter (playtest23); they are no
buttons over another one, so the rule above let them be. A held button's press is judged by
the press pygame-gui gave that very button (its UI_BUTTON_PRESSED), not by what lies under
the pointer: a dialog or menu over the board takes its own press and is never held (a
transparent hotspot judged "top" by its height within its own container once held the game
menu's "How to play", tyc23b). The newcomers' top button is the one on the highest layer,
the one pygame-gui gives the press to.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

GUARD_SECONDS = 0.5
#: The keys that press a button: the focused one, or a board's default (Enter = End turn).
PRESS_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)


@dataclass
class Shown:
    """When something the guard protects came up: the guard's clock at the first frame that
    shows it, None until that frame starts (`ClickGuard.shown_now`)."""

    at: float | None


@dataclass(frozen=True)
class _Place:
    """Where a button was shown, what it said, and when it went (a newcomer there is guarded
    for `GUARD_SECONDS` after; None while it is shown)."""

    rect: pygame.Rect
    text: str
    went: Shown | None = None

    @classmethod
    def of(cls, button: UIButton, went: Shown | None = None) -> _Place:
        return cls(button.get_abs_rect().copy(), button.text, went)


#: The buttons shown now, or None when nothing was made, killed, shown or hidden since the
#: last time it was asked.
ButtonSource = Callable[[], Iterable[UIButton] | None]


class ClickGuard:
    """Which shown buttons are too new to press; fed the app's time, asking `buttons` what is
    shown."""

    def __init__(self, buttons: ButtonSource) -> None:
        self._buttons = buttons
        self.now = 0.0
        self._shown: dict[UIButton, None] = {}  # in the order they were shown
        self._gone: list[_Place] = []
        self._guarded: dict[UIButton, Shown] = {}
        self._unsettled: list[Shown] = []  # made this frame: the next frame shows them
        self._advancing = False
        self._trusted: set[UIButton] = set()
        self._held: set[int] = set()  # the press keys down now (a KEYDOWN of one is a repeat)
        self._holds: dict[UIButton, Shown] = {}  # `hold`: a move's buttons, and since when

    def advance(self, dt: float) -> None:
        """Let `dt` seconds pass and note the buttons shown now (the last frame drew them):
        what came up during the last frame is shown from now."""
        self.now += dt
        for shown in self._unsettled:
            shown.at = self.now
        self._unsettled = []
        self._advancing = True
        try:
            self.look()
        finally:
            self._advancing = False

    def shown_now(self) -> Shown:
        """When something coming up now is first shown: now while a frame starts (`advance`),
        else at the start of the next frame, however long this one takes."""
        if self._advancing:
            return Shown(self.now)
        shown = Shown(None)
        self._unsettled.append(shown)
        return shown

    def wait_from(self, shown: Shown) -> float:
        """Seconds until what came up at `shown` takes a press (0 when it does now)."""
        if shown.at is None:
            return GUARD_SECONDS
        return max(0.0, shown.at + GUARD_SECONDS - self.now)

    def look(self) -> None:
        """Note the buttons shown now, if that changed: the ones that went leave their place
        guarded, the new ones over a different button's place are guarded from now."""
        buttons = self._buttons()
        if buttons is None:
            return
        shown = dict.fromkeys(button for button in buttons if button.visible and button.alive())
        new = [button for button in shown
               if button not in self._shown and button not in self._trusted]
        before = [_Place.of(button) for button in self._shown] if new else []
        for button in self._shown:
            if button not in shown:
                self._gone.append(_Place.of(button, self.shown_now()))
        self._gone = [place for place in self._gone
                      if place.went is not None and self.wait_from(place.went) > 0]
        for button in new:
            if self._over_another(button.get_abs_rect(), button.text, before):
                self._guarded[button] = self.shown_now()
        self._shown = shown
        self._trusted = {button for button in self._trusted if button.alive()}
        self._holds = {button: shown for button, shown in self._holds.items()
                       if button.alive() and self.wait_from(shown) > 0}
        self._guarded = {button: shown for button, shown in self._guarded.items()
                         if button in self._shown and self.wait_from(shown) > 0}

    def _over_another(self, rect: pygame.Rect, text: str, before: list[_Place]) -> bool:
        return any(rect.colliderect(place.rect) and not (place.rect == rect
                                                          and place.text == text)
                   for place in (*before, *self._gone))

    def guard(self, button: UIButton) -> None:
        """Guard `button` as a newcomer though its text and place are the last one's: it is
        another person's now (a property auction's Drop out, no curtain between the bids)."""
        self._guarded[button] = self.shown_now()

    def trust(self, button: UIButton) -> None:
        """Never guard `button` for coming up where another was: it switches a setting, not a
        move (call before the frame it shows in). `guard` still holds it when asked."""
        self._trusted.add(button)
        self._guarded.pop(button, None)

    def hold(self, buttons: Iterable[UIButton], shown: Shown) -> None:
        """`buttons` take no press until what they lie on, first seen at `shown`, is
        `GUARD_SECONDS` old (see the module's docstring): they make a move."""
        for button in buttons:
            self._holds[button] = shown

    def wait_left(self, button: UIButton) -> float:
        """Seconds until `button` takes a click (0 when it does now)."""
        return max((self.wait_from(shown) for shown in (
            self._guarded.get(button), self._holds.get(button)) if shown is not None),
            default=0.0)

    def blocks(self, event: pygame.event.Event) -> bool:
        """Whether this event is a press on the top button under it while that is guarded,
        or the press of a held button (`hold`) while it is held."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            shown = self._holds.get(event.ui_element)
            return shown is not None and self.wait_from(shown) > 0
        if event.type != pygame.MOUSEBUTTONDOWN:
            return False
        self.look()
        under = [button for button in self._shown if button.get_abs_rect().collidepoint(
            event.pos)]
        if not under:
            return False
        top = max(under, key=lambda button: button.layer)   # the layer pygame-gui presses first
        return self.wait_left(top) > 0

    def key_wait(self) -> float:
        """Seconds until a press key presses a button again (0 when it does now): the
        youngest guarded newcomer's wait."""
        self.look()
        return max((self.wait_left(button) for button in self._guarded), default=0.0)

    def watch_keys(self, event: pygame.event.Event) -> None:
        """Note a press key let go; fed every event before any scene may take it (a curtain
        takes the key-up of the Enter that ended the turn: the key stayed held for good)."""
        if event.type == pygame.KEYUP:
            self._held.discard(event.key)
        elif event.type == pygame.WINDOWFOCUSLOST:   # its key-ups go to another window
            self._held.clear()

    def blocks_key(self, event: pygame.event.Event, typing: bool = False) -> bool:
        """Whether this event is a press key while a shown button is guarded, or a held press
        key's repeat (see the module's docstring): the key was meant for what stood there.
        `typing`: a text field has the keys, and they are all its own."""
        if event.type != pygame.KEYDOWN or event.key not in PRESS_KEYS:
            return False
        repeat = event.key in self._held
        self._held.add(event.key)
        if typing:
            return False
        if repeat:
            return True
        return self.key_wait() > 0
