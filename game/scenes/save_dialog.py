"""The board's "Save game" dialog: a name for the slot (today's session and time to start
with), saved at once, and a clear message when the disk refuses."""

from __future__ import annotations

import html
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from game.core.names import name_key
from game.core.save_format import MAX_SLOT_NAME, SaveError
from game.core.saves import SaveStore, slot_name_refusal
from game.core.user_files import UserFileError
from game.scenes.confirm_dialog import ConfirmScene
from game.scenes.load_scene import format_date
from game.scenes.name_prompt import NamePromptScene
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


def save_slot_dialog(app: App, match: Match, thumbnail_png: bytes | None = None,
                     saved: Callable[[str], None] | None = None) -> NamePromptScene:
    """The dialog to push over the board: `app.scenes.push(save_slot_dialog(app, match))`.
    The save is of the match as it is now: its log, state, hints and seconds played.
    `saved(name)` runs once the save is on disk, so the board can say so: the dialog closes
    straight back to the board, which otherwise looks as if nothing happened."""
    actions, state, by_clock = list(match.actions), match.state, match.clock_moves
    reasons = dict(match.reasons)
    key, params = state.progress()
    where, now = app.tr(key, **params), format_date(app, datetime.now(UTC))
    default = fitting_default(app.tr("saves.ui.slot_default", where=where, date=now), where)

    def check(text: str) -> UserFileError | None:
        return slot_name_refusal(text)

    def write(text: str, slot_id: str | None) -> SaveError | None:
        saves = player_files(app).saves()
        if saves is None:
            return SaveError("saves.error.no_profile")
        try:
            saves.save_slot(text, match.setup, actions, state, game_uid=match.game_uid,
                            slot_id=slot_id, thumbnail_png=thumbnail_png,
                            hints_used=match.hints_used, play_seconds=int(match.play_seconds),
                            turn_clock=match.turn_clock, dont_ask=match.dont_ask,
                            clock_moves=by_clock, reasons=reasons)
        except SaveError as problem:
            return problem
        if saved is not None:
            saved(text.strip())
        return None

    def overwrite(text: str, slot_id: str) -> None:
        """The player said yes: save over the slot, then close the name dialog too."""
        problem = write(text, slot_id)
        if problem is None:
            app.scenes.pop()
        else:
            prompt.show_failure(problem)

    def submit(text: str) -> UserFileError | None:
        saves = player_files(app).saves()
        taken = saves and same_name_slot(saves, text)
        if not taken:
            return write(text, None)
        app.scenes.push(ConfirmScene(
            app, "saves.ui.overwrite_heading", "saves.ui.overwrite_question",
            {"name": html.escape(text.strip())}, "saves.ui.overwrite", "saves.ui.keep",
            lambda: overwrite(text, taken)))
        return SaveError("saves.error.slot_name_taken")

    prompt = NamePromptScene(
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
    return prompt


def same_name_slot(saves: SaveStore, text: str) -> str | None:
    """The id of the player's named save already called `text` (ignoring case), if any."""
    wanted = name_key(text)
    for entry in saves.list_saves().entries:
        if entry.meta.kind == "slot" and entry.meta.name and name_key(entry.meta.name) == wanted:
            return entry.id.removeprefix("slot-")
    return None
