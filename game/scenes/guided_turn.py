"""A guided first turn, for every game: a few steps on the game's real board, each lighting up
what to click (game/ui/spotlight.py) and explaining it on a coach card.

Why one piece: a newcomer should meet the same guide in every game, and a fix to it (where the
coach may sit, which keys work) should reach all games at once. The game keeps what only it
knows: its rules state, its view, where each step's target is and what the step does (always
through the game's own rules, so the guided turn is a real turn). It mixes `GuidedTurn` into
its scene (a plain Scene, or its real board scene) and fills in the hooks.

What a step may do: a click on the lit target, the coach's button, Space or Enter do the step;
Esc or "leave" leave the guide from any step; any other click only skips the running motion.
A step that must wait (the computer is still playing) says so through `ready()`: its button is
greyed meanwhile, and its text is said anew the moment it becomes ready, so the words fit what
the board shows when they are read (playtest: Speedtycoon's coach said "Now Red plays" long
after Red's one quick move was done). A game's look
keys (`look_keys`: keys that only show something, such as Speedtycoon's M) work as in a game,
and Esc first closes what they opened.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.core.utility import translate
from pygame_gui.elements import UIButton, UIPanel

from game.ui.spotlight import draw_spotlight
from game.ui.text_box import TextBox

ADVANCE_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
#: The step's button is as wide as its label plus GO_MARGIN, at least GO_MIN, at most the
#: room left of Leave: stretched over a wide band it read as a bar, not a button.
GO_MARGIN = 48
GO_MIN = 160


@dataclass(frozen=True)
class Step:
    """A step's name (what the game's hooks switch on), its text key and its button's key."""

    name: str
    text: str
    button: str


class GuidedTurn:
    """Mix into a Scene before its board class; call `start_guide()` in `__init__`,
    `show_step()` once the view exists, `draw_guide()` after drawing the board and
    `update_guide(dt)` every frame. The guide owns `step`, `guide_clock`, `coach`,
    `coach_place`, `text`, `go` and `leave_button` (named so a board scene's own attributes,
    such as a turn clock, stay apart)."""

    steps: tuple[Step, ...] = ()
    #: The coach's "leave" button's key (the same words in every game's guide).
    leave_key: str = "app.howto.leave"
    #: Keys that only show something on the board, handed to `look()`: a key the coach or the
    #: book names must work in the lesson as in a game (playtest: Speedtycoon's coach said "M
    #: shows the majorities" and M did nothing). Esc and every step first close what they
    #: opened (`close_look()`), as Esc does in a game.
    look_keys: tuple[int, ...] = ()

    def start_guide(self) -> None:
        self.step = 0
        self.guide_clock = 0.0
        self.coach: UIPanel | None = None
        self.coach_place: pygame.Rect | None = None
        self.shown_ready: bool | None = None  # `ready()` when the step's text was made

    @property
    def step_name(self) -> str:
        return self.steps[self.step].name

    # --- doing the steps --------------------------------------------------------------------

    def advance(self) -> None:
        """Do the current step (through the rules) and show the next one; the last step
        leaves. A running motion is finished first, so a step never starts on a half-drawn
        board."""
        if self.motion_busy:
            self.skip_motion()
        if not self.ready():
            return
        self.close_look()
        self.perform()
        if self.step == len(self.steps) - 1:
            self.leave_guide()
            return
        self.step += 1
        self.show_step()

    def leave_guide(self) -> None:
        self.app.scenes.pop()

    def show_step(self) -> None:
        """The step's text (made for the board as it is now: `text_of_step` may ask `ready()`)
        on the coach, its button greyed while the step must wait."""
        self.shown_ready = self.ready()
        self.place_coach(html.escape(self.text_of_step()).replace("\n", "<br>"))
        if not self.shown_ready:
            self.go.disable()
        self.decorate()

    # --- the coach card ---------------------------------------------------------------------

    def place_coach(self, text: str) -> None:
        """The first of `coach_places()` clear of the target (and, if it can be, of what
        `keep_clear()` names) whose card holds the text whole. It stays where it was when that
        place is still as clear as the best, so the card does not jump about between steps;
        a place clear of the target only gives way to one clear of both (playtest: the card
        stayed over Speedtycoon's majorities sheet, a lower place left the sheet free)."""
        target = self.target()
        wanted = [r.inflate(24, 24) for r in (target, *self.keep_clear()) if r is not None]
        places = self.coach_places()
        strict, loose = ([p for p in places if not any(p.colliderect(r) for r in keep)]
                         for keep in (wanted, wanted[:1]))
        clear = strict + loose
        if self.coach_place in (strict or loose):
            clear.insert(0, self.coach_place)
        for place in clear or places:
            self._build_coach(place, text)
            if self.text.scroll_bar is None:
                return

    def _build_coach(self, place: pygame.Rect, text: str) -> None:
        if self.coach is not None:
            self.coach.kill()
        manager = self.app.manager
        self.coach_place = place
        self.coach = UIPanel(place, starting_height=4, manager=manager,
                             container=self.container, object_id=ObjectID("#guide_coach", None))
        self.text = TextBox(text, pygame.Rect(8, 8, place.width - 16, place.height - 76),
                            manager=manager, container=self.coach,
                            object_id=ObjectID("#guide_text", None))
        key = self.steps[self.step].button
        room = place.width - 130
        self.go = self._go_button(place, key, room)
        width = min(room, max(GO_MIN, self.go.font.size(translate(key))[0] + GO_MARGIN))
        if width != room:
            self.go.kill()
            self.go = self._go_button(place, key, width)
        self.leave_button = UIButton(
            pygame.Rect(place.width - 116, place.height - 62, 104, 50), self.leave_key,
            manager=manager, container=self.coach, object_id=ObjectID("#guide_leave", None))

    def _go_button(self, place: pygame.Rect, key: str, width: int) -> UIButton:
        """The step's button (made anew to resize: pygame-gui 0.6.14's set_dimensions keeps
        a label clipped to the first size)."""
        return UIButton(pygame.Rect(8, place.height - 62, width, 50), key,
                        manager=self.app.manager, container=self.coach,
                        object_id=ObjectID("#guide_go", "@dialog_button"))

    # --- frame ------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.go or (
                    event.ui_element is not None and event.ui_element is self.target_button()):
                self.advance()
                return True
            if event.ui_element is self.leave_button:
                self.leave_guide()
                return True
            return self.other_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            target = self.target()
            if target is not None and target.collidepoint(event.pos):
                self.advance()
                return True
            if self.motion_busy:
                self.skip_motion()
                return True
            return self.other_event(event)
        if event.type == pygame.KEYDOWN:
            if event.key in ADVANCE_KEYS:
                self.advance()
                return True
            if event.key in self.look_keys:
                return self.look(event)
            if event.key == pygame.K_ESCAPE:
                if not self.close_look():
                    self.leave_guide()
                return True
        return self.other_event(event)

    def update_guide(self, dt: float) -> None:
        """The clock of the ring's pulse; a waiting step that became ready is said anew."""
        self.guide_clock += dt
        if self.coach is not None and self.ready() != self.shown_ready:
            self.show_step()

    def draw_guide(self, surface: pygame.Surface) -> None:
        """The spotlight, once the board has settled (a ring over moving pieces misleads)."""
        target = self.target()
        if target is not None and not self.motion_busy:
            draw_spotlight(surface, target, self.guide_clock, dim=True,
                           keep_clear=self.ring_keep_clear())

    def on_language_changed(self) -> None:
        """The same step, in the new language: the view redraws its words, the coach its."""
        self.rebuild_view()
        self.show_step()

    # --- hooks ------------------------------------------------------------------------------

    def target(self) -> pygame.Rect | None:
        """What to click now, from the game's layout (None: nothing to point at)."""
        return None

    def target_button(self) -> UIButton | None:
        """A board button that is this step's target: pressing it does the step."""
        return None

    def coach_places(self) -> Sequence[pygame.Rect]:
        """Where the coach may sit, in order of preference (never over what it talks about)."""
        raise NotImplementedError

    def keep_clear(self) -> Sequence[pygame.Rect | None]:
        """Besides the target, what the coach should leave visible if any place allows."""
        return ()

    def ring_keep_clear(self) -> Sequence[pygame.Rect]:
        """Texts beside a target the ring must leave readable (a heading over a card)."""
        return ()

    def text_of_step(self) -> str:
        raise NotImplementedError

    def perform(self) -> None:
        """Do the current step through the game's rules and start the board's motion."""
        raise NotImplementedError

    def ready(self) -> bool:
        """Whether the step can be done now (False while the computer still plays); the
        step's text is made again when this changes."""
        return True

    def decorate(self) -> None:
        """Set the view's own marks for the step (reachable cities, a picked card)."""

    @property
    def motion_busy(self) -> bool:
        return False

    def skip_motion(self) -> None:
        """Finish the running motion at once."""

    def rebuild_view(self) -> None:
        """Redraw the view's words in the new language."""

    def other_event(self, event: pygame.event.Event) -> bool:
        """An event that is not the guide's (the board may pan or zoom with it)."""
        return False

    def look(self, event: pygame.event.Event) -> bool:
        """One of `look_keys` pressed: the board shows or hides what it names."""
        return False

    def close_look(self) -> bool:
        """Close what a look key opened; whether there was anything to close."""
        return False
