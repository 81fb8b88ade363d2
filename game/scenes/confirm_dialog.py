"""Asks once before something cannot be undone (deleting a profile or a save)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.scenes.question import QuestionScene

if TYPE_CHECKING:
    from game.app import App

CONFIRM_SIZE = (660, 320)


class ConfirmScene(QuestionScene):
    """The question dialog with Keep and a destructive confirm: `on_confirm` runs after the
    dialog has closed, so it may push a scene of its own. Enter does not confirm: a destructive
    choice needs a deliberate click. Esc keeps."""

    def __init__(
        self,
        app: App,
        heading: str,
        body: str,
        params: dict[str, str],
        confirm_label: str,
        keep_label: str,
        on_confirm: Callable[[], None],
    ) -> None:
        super().__init__(
            app, heading, body, [("keep", keep_label), ("confirm", confirm_label)], "keep",
            lambda answer: on_confirm() if answer == "confirm" else None,
            params=params, size=CONFIRM_SIZE, focus_default=False)
