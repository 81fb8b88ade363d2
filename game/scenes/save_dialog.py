"""The board's "Save game" dialog: a name for the slot (today's session and time to start
with), saved at once, and a clear message when the disk refuses."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from game.core.save_format import MAX_SLOT_NAME, SaveError
from game.core.setup import GameSetup
from game.core.user_files import UserFileError
from game.scenes.load_scene import format_date
from game.scenes.name_prompt import NamePromptScene
from game.scenes.player_files import player_files

if TYPE_CHECKING:
    from game.app import App


def save_slot_dialog(
    app: App,
    setup: GameSetup,
    actions: Iterable[Any],
    state: Any,
    *,
    game_uid: str,
    thumbnail_png: bytes | None = None,
) -> NamePromptScene:
    """The dialog to push over the board: `app.scenes.push(save_slot_dialog(app, ...))`."""
    actions = list(actions)
    key, params = state.progress()
    where, now = app.tr(key, **params), format_date(app, datetime.now(UTC))
    default = app.tr("saves.ui.slot_default", where=where, date=now)

    def check(text: str) -> UserFileError | None:
        name = text.strip()
        if not name:
            return SaveError("saves.error.slot_name_empty")
        if len(name) > MAX_SLOT_NAME:
            return SaveError("saves.error.slot_name_long", {"max": MAX_SLOT_NAME})
        return None

    def submit(text: str) -> UserFileError | None:
        saves = player_files(app).saves()
        if saves is None:
            return SaveError("saves.error.no_profile")
        try:
            saves.save_slot(
                text, setup, actions, state, game_uid=game_uid, thumbnail_png=thumbnail_png
            )
        except SaveError as problem:
            return problem
        return None

    return NamePromptScene(
        app,
        "saves.ui.slot_heading",
        default[:MAX_SLOT_NAME],
        check,
        submit,
        MAX_SLOT_NAME,
        ok_label="saves.ui.save",
        cancel_label="saves.ui.cancel",
    )
