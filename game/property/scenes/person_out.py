"""When the last person at the table goes bankrupt (issue 28.3): the computers would play on
at the board's normal pace with no word, so the board asks what the person wants instead:
watch the rest fast (the animation and the computers' pauses at a quarter, the log open to
tell what happened), skip to the result (the computers play the rest out at once, each still
thinking at its level in the worker, with nothing animated; then the shared result screen), or
leave for the title (the game saved, as the menu's To title does).

A skipped game ends where the watched one would (play-test pt-men: with 4:42 of a time limit
left, the clock hardly ran while the computers played 15 rounds at once, and the game ended by
a bankruptcy instead of by time). Its clock (`SkipClock`) counts for each move the time the
board would have shown it to a person who watches, and the real think time only where it
outlasts that: the time limit ends a skipped game at the move it would end the watched one.

The question is the house's dialog (game/scenes/question.py); the board holds the game while
it is open (`BoardScene.holding`), so no computer moves behind it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.property.view import model
from game.property.view.motion import seconds_of
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


@dataclass
class SkipClock:
    """The clock of a skipped game: what watching would have taken. Watching, a move's motion
    and the pause after it run while the next computer thinks (`BoardScene.think_ahead`), so
    the time between two moves is the longer of the two. Skipping, the move is charged at
    once with its watched time (`shown`), and the real frames after it (the think, which the
    loop's clock counts as it always does) are taken back from the clock until they outlast
    that time (`passed`)."""

    #: Seconds of the last move's watched time the real frames have not yet used up.
    hidden: float = 0.0

    def shown(self, match: Match, events: list, factor: float) -> None:
        """A move skipped: the clock counts its motion at the watching pace `factor`."""
        self.hidden = seconds_of(events, factor)
        match.play_seconds += self.hidden

    def paused(self, match: Match, seconds: float) -> None:
        """The computers' pause after a move, as watching would have made it."""
        self.hidden += seconds
        match.play_seconds += seconds

    def passed(self, match: Match, dt: float) -> None:
        """A frame the loop's clock counted: within the last move's watched time it was
        already charged (`shown`)."""
        taken = min(dt, self.hidden)
        self.hidden -= taken
        match.play_seconds -= taken


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
