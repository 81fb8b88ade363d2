"""The board's "Save game" dialog: a name for the slot (today's session and time to start
with), saved by the board's saver thread while the dialog waits, and a clear message when the
disk refuses."""

from __future__ import annotations

import html
from datetime import UTC, datetime
from typing import TYPE_CHECKING

import pygame

from game.core.autosave import Autosaver, SlotSave
from game.core.save_format import MAX_SLOT_NAME, SaveError
from game.core.saves import slot_name_refusal
from game.core.user_files import UserFileError
from game.scenes.confirm_dialog import ConfirmScene
from game.scenes.load_scene import format_date
from game.scenes.name_prompt import NamePromptScene, Waiting
from game.scenes.player_files import player_files

if TYPE_CHECKING:
    from collections.abc import Callable

    from game.app import App
    from game.core.match import Match


def fitting_default(with_date: str, where: str) -> str:
    """The name offered: where the game stands and the date, or where alone when both make
    more than a name may hold (play-test: "Turn 5, before the Startup scoring, Dec" was cut
    in the middle of the date), cut at a word as a last resort."""
    for name in (with_date, where):
        if len(name) <= MAX_SLOT_NAME:
            return name
    cut = where[:MAX_SLOT_NAME + 1].rsplit(" ", 1)[0]
    return cut.rstrip(" ,;:")[:MAX_SLOT_NAME]


def save_slot_dialog(app: App, match: Match, thumbnail: pygame.Surface | None = None,
                     saved: Callable[[str], None] | None = None,
                     saver: Autosaver | None = None) -> NamePromptScene:
    """The dialog to push over the board: `app.scenes.push(save_slot_dialog(app, match))`.
    The save is of the match as it is when OK is pressed: its log, state, hints and seconds
    played (the board stands still under the dialog). `saver` is the board's Autosaver: the
    save is copied as its autosaves are (only the moves since its last copy) and written on
    its thread, the dialog waiting meanwhile ("Saving the game…"); without one the dialog
    starts its own and stops it on closing. `saved(name)` runs once the save is on disk, so
    the board can say so: the dialog closes straight back to the board, which otherwise
    looks as if nothing happened."""
    key, params = match.state.progress()
    where, now = app.tr(key, **params), format_date(app, datetime.now(UTC))
    default = fitting_default(app.tr("saves.ui.slot_default", where=where, date=now), where)
    own: list[Autosaver] = []

    def check(text: str) -> UserFileError | None:
        return slot_name_refusal(text)

    def writer() -> Autosaver | None:
        if saver is not None:
            return saver
        if not own:
            saves = player_files(app).saves()
            if saves is None:
                return None
            own.append(Autosaver(saves))
        return own[0]

    def write(text: str, slot_id: str | None) -> SaveError | Waiting:
        thread = writer()
        if thread is None:
            return SaveError("saves.error.no_profile")
        job = thread.save_slot(match, text.strip(), thumbnail, slot_id)
        return Waiting("saves.ui.saving", lambda: answer(job, text))

    def answer(job: SlotSave, text: str) -> UserFileError | Waiting | None:
        if not job.done.is_set():
            return Waiting("saves.ui.saving", lambda: answer(job, text))
        if job.error is not None:
            return job.error
        if job.taken is not None:
            app.scenes.push(ConfirmScene(
                app, "saves.ui.overwrite_heading", "saves.ui.overwrite_question",
                {"name": html.escape(job.taken_name or text.strip())},
                "saves.ui.overwrite", "saves.ui.keep",
                lambda: prompt.settle(write(text, job.taken))))
            return SaveError("saves.error.slot_name_taken")
        if saved is not None:
            saved(text.strip())
        return None

    def submit(text: str) -> UserFileError | Waiting | None:
        return write(text, None)

    prompt = SlotPrompt(
        app,
        "saves.ui.slot_heading",
        default,
        check,
        submit,
        MAX_SLOT_NAME,
        ok_label="saves.ui.save",
        cancel_label="saves.ui.cancel",
        field_label="saves.ui.slot_label",
    )
    prompt.own_savers = own
    return prompt


class SlotPrompt(NamePromptScene):
    """The name dialog of a named save; a saver it started for want of the board's (a
    dialog opened alone, as the tests and tools/monkey.py do) stops when it closes, after
    its last write."""

    own_savers: list[Autosaver]

    def leave(self) -> None:
        super().leave()
        for saver in self.own_savers:
            saver.close()
