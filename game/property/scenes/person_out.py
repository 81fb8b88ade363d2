"""When the last person at the table goes bankrupt (issue 28.3): the computers would play on
at the board's normal pace with no word, so the board asks what the person wants instead:
watch the rest fast (the animation and the computers' pauses at a quarter, the log open to
tell what happened), skip to the result (the computers play the rest out at once, each still
thinking at its level in the worker, with nothing animated; then the shared result screen), or
leave for the title (the game saved, as the menu's To title does).

The question is the house's dialog (game/scenes/question.py); the board holds the game while
it is open (`BoardScene.holding`), so no computer moves behind it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.property.view import model
from game.scenes.question import QuestionScene

if TYPE_CHECKING:
    from game.app import App
    from game.core.match import Match

#: The share of the normal animation and computer pauses a person who watches fast waits.
WATCH_FAST = 0.25
#: Skipping plays the rest with no animation and no pauses between the computers' moves.
SKIP = 0.0
QUESTION_SIZE = (720, 320)
ANSWERS = [("leave", "property_board.out.leave"), ("skip", "property_board.out.skip"),
           ("watch", "property_board.out.watch")]


def people_out(match: Match, humans: list[int]) -> bool:
    """Every person at the table is bankrupt while the game goes on (a table of computers
    only was never a person's to leave)."""
    state = match.state
    return bool(humans) and not state.is_terminal() \
        and not any(model.alive(state)[h] for h in humans)


def out_question(app: App, answered: Callable[[str], None]) -> QuestionScene:
    """Watch is the default (Enter) and Esc's answer: it changes nothing that cannot be
    undone; leaving needs a deliberate click (the game is saved either way)."""
    return QuestionScene(app, "property_board.out.heading", "property_board.out.body",
                         ANSWERS, "watch", answered, size=QUESTION_SIZE)
