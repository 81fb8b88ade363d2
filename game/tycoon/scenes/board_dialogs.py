"""The board's own small questions, the shared question dialog: "end your turn?" and
"take this loan?", "fly home?" (the game menu is every board's: game/scenes/game_menu.py)."""

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


def confirm_loan(app: App, body: str, on_yes: Callable[[], None]) -> QuestionScene:
    """Borrowing ends the turn like End turn does, so it asks as End turn asks; `body` is the
    key naming the card, what it brings and what it costs to repay."""
    return QuestionScene(
        app, "tycoon_play.loan.heading", body,
        [("no", "match.board.confirm_no"), ("yes", "tycoon_play.loan.yes")], "no",
        lambda answer: on_yes() if answer == "yes" else None)



def confirm_home(app: App, city: str, on_yes: Callable[[], None]) -> QuestionScene:
    """Fly home is free and leaves the city the turn's tickets reached: where no undo takes
    it back (several people at one screen, or undo off), a misclick would cost the person
    their turn's build, so it asks first, as borrowing does (tycoonpay)."""
    return QuestionScene(
        app, "tycoon_play.home.heading", "tycoon_play.home.body",
        [("no", "match.board.confirm_no"), ("yes", "tycoon_play.home.yes")], "no",
        lambda answer: on_yes() if answer == "yes" else None, params={"city": city})
