"""Asks for a name (a new profile, a renamed one, a save slot) and says at once why one is
refused, so the player never presses OK to learn it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UILabel

from game.core.user_files import UserFileError
from game.scenes.busy import INPUT_EVENTS
from game.scenes.scene import Scene
from game.scenes.widgets import DIALOG_PAD, NameEntry, dialog_buttons, dialog_panel

if TYPE_CHECKING:
    from game.app import App

PROMPT_SIZE = (620, 320)
LABEL_TOP = 72
ENTRY_TOP = 104
ENTRY_HEIGHT = 46

Check = Callable[[str], UserFileError | None]
#: What a person does, taken and dropped while the dialog waits (`Waiting`).
WAITING_INPUT = (*INPUT_EVENTS, pygame.TEXTINPUT, pygame.TEXTEDITING)


@dataclass(frozen=True)
class Waiting:
    """`submit`'s answer while its work goes on elsewhere (a named save written on the saver's
    thread, game/core/autosave.py, so the frame of OK is not held by the disk): the dialog
    says `text_key`, takes no input and asks `answer()` every frame until it is no longer
    Waiting, then closes on None or shows the problem (OK tries again)."""

    text_key: str
    answer: Callable[[], UserFileError | Waiting | None]


class NamePromptScene(Scene):
    """`check(text)` returns why the text is refused (or None) and runs on every keystroke;
    `submit(text)` does the work and may still refuse (a full disk), or answer `Waiting` for
    work done elsewhere. The dialog closes only when the answer is None."""

    overlay = True

    def __init__(
        self,
        app: App,
        heading: str,
        initial: str,
        check: Check,
        submit: Callable[[str], UserFileError | Waiting | None],
        max_length: int,
        ok_label: str = "profiles.ui.ok",
        cancel_label: str = "profiles.ui.cancel",
        field_label: str = "profiles.ui.name_label",
    ) -> None:
        super().__init__(app)
        self.heading = heading
        self.initial = initial
        self.check = check
        self.submit = submit
        self.max_length = max_length
        self.ok_label = ok_label
        self.cancel_label = cancel_label
        self.field_label = field_label
        self.waiting: Waiting | None = None

    def enter(self) -> None:
        panel = dialog_panel(self, PROMPT_SIZE, self.heading)
        width = PROMPT_SIZE[0] - 2 * DIALOG_PAD
        # The field says what it asks for: a bare box under "New profile" read as decoration
        # (play-test).
        self.label = UILabel(
            pygame.Rect(DIALOG_PAD, LABEL_TOP, width, 28),
            self.field_label,
            manager=self.app.manager,
            container=panel,
            object_id=ObjectID("#name_label", "@row_label"),
        )
        self.entry = NameEntry(
            pygame.Rect(DIALOG_PAD, ENTRY_TOP, width, ENTRY_HEIGHT),
            self.initial,
            manager=self.app.manager,
            container=panel,
            object_id=ObjectID("#name_entry", "@name_entry"),
        )
        # Room for what a player might paste; the check names the real limit.
        self.entry.set_text_length_limit(self.max_length * 4)
        self.reason = UILabel(
            pygame.Rect(DIALOG_PAD, ENTRY_TOP + ENTRY_HEIGHT + 8, width, 32),
            "",
            manager=self.app.manager,
            container=panel,
            object_id=ObjectID("#name_reason", "@hint"),
        )
        self.buttons = dialog_buttons(
            self, panel, [("cancel", self.cancel_label), ("ok", self.ok_label)]
        )
        self.app.manager.set_focus_set(self.entry)
        # The old name starts selected, so typing replaces it and a click or arrow keeps it.
        self.entry.select_range = [0, len(self.entry.get_text())]
        self.entry.edit_position = len(self.entry.get_text())
        self._show(self.check(self.initial) if self.initial else None)
        if not self.initial:
            self.buttons["ok"].disable()

    def _show(self, problem: UserFileError | None, can_retry: bool = False) -> None:
        """A refused name disables OK until it changes; a failed write (full disk) may be
        retried as it is."""
        if problem is None:
            self.reason.set_text("")
        else:
            self.reason.set_text(problem.key, text_kwargs=_text_params(problem))
        if problem is None or can_retry:
            self.buttons["ok"].enable()
        else:
            self.buttons["ok"].disable()

    def settle(self, outcome: UserFileError | Waiting | None) -> None:
        """What the work answered: None closes the dialog, a problem is shown (OK tries
        again), Waiting waits for the real answer (`update`) with every input off."""
        if isinstance(outcome, Waiting):
            self.waiting = outcome
            self.reason.set_text(outcome.text_key)
            for button in self.buttons.values():
                button.disable()
            return
        if self.waiting is not None:  # the inputs come back as they were
            self.waiting = None
            self.buttons["cancel"].enable()
            if self.app.scenes.top is self:  # else when the question over it closes (resume)
                self.app.manager.set_focus_set(self.entry)
        if outcome is None:
            self.app.scenes.pop()
        else:
            self._show(outcome, can_retry=True)

    def takes_first(self, event: pygame.event.Event) -> bool:
        """While the work goes on every press and key is the dialog's and goes nowhere: the
        name stays as it is saved, shown as typed (a disabled field drew empty: play-test)."""
        return self.waiting is not None and event.type in WAITING_INPUT

    def resume(self) -> None:
        """Back from a question over the dialog (replace that save?): typing goes on here."""
        if self.waiting is None:
            self.app.manager.set_focus_set(self.entry)

    def update(self, dt: float) -> None:
        if self.waiting is not None:
            outcome = self.waiting.answer()
            if not isinstance(outcome, Waiting):
                self.settle(outcome)

    def _confirm(self) -> None:
        text = self.entry.get_text()
        refused = self.check(text)
        if refused is not None:
            self._show(refused)
            return
        self.settle(self.submit(text))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.entry:
            self._show(self.check(self.entry.get_text()))
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            if self.buttons["ok"].is_enabled:
                self._confirm()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.buttons["ok"]:
                self._confirm()
                return True
            if event.ui_element is self.buttons["cancel"]:
                self.app.scenes.pop()
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.scenes.pop()
            return True
        return False


def _text_params(problem: UserFileError) -> dict[str, str]:
    return {name: str(value) for name, value in problem.params.items()}
