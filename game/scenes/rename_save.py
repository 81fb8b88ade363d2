"""The Load list's Rename: a named save's name dialog, checked as the "Save game" dialog checks
a name, asking before it takes a name another save has, and written off the window's thread.

The name is checked on every keystroke (`slot_name_refusal`, the rules of every name): a bad
one says why and OK stays off. A name another named save has (ignoring case, as saving
compares) asks as saving does: Replace deletes that save once this one has its name, Keep goes
back to the name field. The write (`SaveStore.rename_slot`: the whole file, atomically) runs on
a thread of its own while the dialog says "Renaming the save…", so a long game's file and a
busy disk do not hold the window; the save's review follows it (`reviews.follow_rename`). A
file that cannot be renamed (damaged since the list was read, a full disk, another copy of the
app) closes the dialog and says why over the list.
"""

from __future__ import annotations

import html
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from game.core.save_format import MAX_SLOT_NAME, SaveError
from game.core.saves import SaveEntry, SaveStore, slot_name_refusal, slot_named_in
from game.core.user_files import UserFileError
from game.reviews import follow_rename, save_digest
from game.scenes.confirm_dialog import ConfirmScene
from game.scenes.name_prompt import NamePromptScene, Waiting

if TYPE_CHECKING:
    from game.app import App


@dataclass
class RenameJob:
    """One rename on its thread: `done` is set once it has been written or refused."""

    done: threading.Event = field(default_factory=threading.Event)
    error: UserFileError | None = None


def start_rename(store: SaveStore, path: Path, name: str,
                 replacing: Path | None) -> RenameJob:
    """Rename on a thread of its own; the window asks `job.done` every frame."""
    job = RenameJob()

    def work() -> None:
        try:
            before = save_digest(path)
            store.rename_slot(path, name, replacing=replacing)
            follow_rename(path, before)  # its review is of the same game
        except UserFileError as problem:
            job.error = problem
        finally:
            job.done.set()

    threading.Thread(target=work, name="rename-save", daemon=True).start()
    return job


def rename_dialog(app: App, store: SaveStore, entry: SaveEntry, named: Sequence[SaveEntry],
                  finished: Callable[[UserFileError | None], None]) -> NamePromptScene:
    """The dialog to push over the Load list for `entry` (a named save). `named`: the saves
    listed, to find a name in use without reading the folder again. `finished(problem)` runs
    once the rename is written (None) or refused for a reason of the file, not of the name
    (the dialog then closes: the list is read again and the reason shown over it)."""

    def write(text: str, replacing: Path | None) -> Waiting:
        job = start_rename(store, entry.path, text, replacing)
        return Waiting("saves.ui.renaming", lambda: answer(job))

    def answer(job: RenameJob) -> Waiting | None:
        if not job.done.is_set():
            return Waiting("saves.ui.renaming", lambda: answer(job))
        finished(job.error)
        return None

    def submit(text: str) -> UserFileError | Waiting | None:
        if text.strip() == entry.meta.name:
            return None  # unchanged: nothing to write
        taken = slot_named_in(named, text, besides=entry.path)
        if taken is None:
            return write(text, None)
        app.scenes.push(ConfirmScene(
            app, "saves.ui.overwrite_heading", "saves.ui.rename_question",
            {"name": html.escape(taken.meta.name or text.strip())},
            "saves.ui.overwrite", "saves.ui.keep",
            lambda: prompt.settle(write(text, taken.path))))
        return SaveError("saves.error.slot_name_taken")

    prompt = NamePromptScene(
        app,
        "saves.ui.rename_heading",
        entry.meta.name or "",
        slot_name_refusal,
        submit,
        MAX_SLOT_NAME,
        ok_label="saves.ui.rename_ok",
        cancel_label="saves.ui.cancel",
        field_label="saves.ui.slot_label",
    )
    return prompt
