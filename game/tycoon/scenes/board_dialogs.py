"""The board's own small question, the shared question dialog: "end your turn?" (the game menu
is every board's: game/scenes/game_menu.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.scenes.question import QuestionScene

if TYPE_CHECKING:
    from game.app import App


def confirm_end_turn(app: App, on_yes: Callable[[], None]) -> QuestionScene:
    return QuestionScene(
        app, "match.board.confirm_heading", "match.board.confirm_body",
        [("no", "match.board.confirm_no"), ("yes", "match.board.confirm_yes")], "no",
        lambda answer: on_yes() if answer == "yes" else None)
