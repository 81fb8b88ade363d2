"""The one base class every screen of the app derives from.

A scene owns a UIContainer: the stack creates it just before `enter()` and kills it (with every
widget inside) just after `leave()`, so a scene can never leave buttons behind on the next screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame_gui.core import UIContainer

if TYPE_CHECKING:
    from game.app import App


class Scene:
    """Override what the screen needs; every hook has a harmless default.

    `overlay = True` makes the scene modal over the one below: the lower scene keeps drawing
    (dimmed by a scrim widget) but gets no events and no updates until the overlay is gone.
    An overlay with `covers_dialogs = True` stands alone over the screen below: the overlays it
    was opened from (a game's menu) are not drawn while it is up.
    """

    overlay: bool = False
    covers_dialogs: bool = False

    def __init__(self, app: App) -> None:
        self.app = app
        self.container: UIContainer | None = None

    def enter(self) -> None:
        """Build widgets into `self.container` (it exists when this runs)."""

    def leave(self) -> None:
        """Release what is not a widget (timers, sounds, worker processes)."""

    def resume(self) -> None:
        """The scene above has left and this one is on top again: refresh what may have
        changed meanwhile (the playing profile, whether a game can be continued)."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Events the UI did not consume, including pygame-gui's UI_* events. True = consumed."""
        return False

    def watch_pointer(self, event: pygame.event.Event) -> None:
        """Every mouse event, before the widgets see it (top scene only). A hover card's long
        press on a touch screen needs the finger's press even where it lands on a button,
        which the widgets would otherwise take first (design D47)."""

    def takes_first(self, event: pygame.event.Event) -> bool:
        """Whether this event is the scene's alone, before the widgets and the click guard
        see it (top scene only): a curtain over a board owns the whole press that lifts it,
        so no widget under it is pressed on the press's release."""
        return False

    def input_wait(self) -> float:
        """Seconds until this scene takes a person's press (a curtain that has just fallen
        takes none for `GUARD_SECONDS`); the app's test helpers wait it out as a hand does."""
        return 0.0

    def update(self, dt: float) -> None:
        """Advance animations by `dt` seconds (only the top scene is updated)."""

    def animating(self) -> bool:
        """Whether this scene's picture may change without an event: True while something
        moves, counts down or is worked on. The loop draws a frame only after an event, a
        change of the widgets, or while a visible scene animates (docs/window.md, "Idle").

        The default, True, redraws every frame: always right, never idle. A scene that changes
        only in answer to events returns False and costs nothing while the player reads it."""
        return True

    def draw(self, surface: pygame.Surface) -> None:
        """Draw what is not a widget (backdrops, the board) onto the 1280x800 canvas.

        Runs bottom-up for every visible scene, before all widgets are drawn on top.
        """

    def draw_over_widgets(self, surface: pygame.Surface) -> None:
        """Draw what must lie above every widget (a hover card over an open panel); only the
        top scene's runs, after the widgets."""

    def on_language_changed(self) -> None:
        """Re-render text drawn without widgets; widgets given a key re-translate themselves."""
