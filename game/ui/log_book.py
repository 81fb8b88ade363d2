"""The game log's lines, the same for every game (issue 30.4); no drawing here.

A game says what happened as `LogLine`s (game/<game>/view/log_lines.py): whose line it is,
its words as a locale key with ids for params (so a language switch says it again), whether
money moved, and which other seats it concerns (the owner a rent went to, a trade's partner).
`LogBook` keeps every line with the length of the action log it belongs to, so a move taken
back takes its lines with it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

Text = tuple[str, dict]


@dataclass(frozen=True)
class LogLine:
    """One thing that happened. `seat`: whose line (its colour mark; None: the table's);
    `seats`: the other seats it concerns; `money`: cash changed hands; `minor`: left out of
    the "since your last turn" summary (a dice roll, a turn's header)."""

    seat: int | None
    text: Text
    header: bool = False
    money: bool = False
    seats: tuple[int, ...] = ()
    minor: bool = False
    reason: Text | None = None

    def concerns(self, seat: int) -> bool:
        return seat == self.seat or seat in self.seats


def with_reason(lines: list[LogLine], reason: Text | None, seat: int | None) -> list[LogLine]:
    """A computer's reason goes on the first line of its move that is `seat`'s own (None: a
    person's move); a move that shows no line of its own (an end of turn: the next turn's
    header) leaves its reason out."""
    at = next((i for i, line in enumerate(lines) if line.seat == seat and not line.header),
              None)
    if reason is not None and at is not None:
        lines[at] = replace(lines[at], reason=reason)
    return lines


def _number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _repeats(old: Text, line: LogLine) -> bool:
    """Whether `line`'s reason says nothing `old` and the line itself do not: the same key, and
    every param that changed is a number the line shows (an auction's bid: "bids 27 000 …: it
    is worth more to it", the line says 27 000). A number only the reason says is news (a
    second repay: "20 M now instead of 30 M later" after "12 M now instead of 16 M later")."""
    key, params = line.reason
    shown = {value for value in line.text[1].values() if _number(value)}
    return key == old[0] and params.keys() == old[1].keys() and all(
        value == old[1][name] or _number(value) and value in shown
        for name, value in params.items())


def keeps(line: LogLine, shown: str | int, me: int | None) -> bool:
    """Whether the filter `shown` ("all", "mine", "money" or one seat's number) keeps `line`
    for the viewer `me`: the table's own lines (a new round, a payday) stay with "mine" and a
    seat's, so the lines keep their frame."""
    if shown == "all":
        return True
    if shown == "money":
        return line.money
    seat = me if shown == "mine" else shown
    return seat is None or line.seat is None or line.concerns(seat)


class LogBook:
    """Every line so far, newest last, with the action-log length each belongs to."""

    def __init__(self, opening: Sequence[LogLine] = ()) -> None:
        self.lines: list[LogLine] = list(opening)
        self.at: dict[int, int] = {0: len(self.lines)}  # actions -> lines with them

    def add(self, lines: Sequence[LogLine], actions: int) -> None:
        """The lines of the move that made the action log `actions` long; a move taken back
        before it (undo) leaves first. A computer's reason said already in this turn (a plan
        of several moves gives its reason with each) is not said again."""
        self.cut(actions - 1)
        lines = [replace(line, reason=None) if line.reason is not None and self._said(line)
                 else line for line in lines]
        self.lines += lines
        self.at[actions] = len(self.lines)

    def _said(self, line: LogLine) -> bool:
        """Whether `line`'s seat gave the same reason since the last header: the very reason
        (a plan of several moves gives its reason with each), or one whose changed numbers the
        line shows (`_repeats`)."""
        for old in reversed(self.lines):
            if old.header:
                return False
            if old.reason is not None and old.seat == line.seat:
                return _repeats(old.reason, line)
        return False

    def cut(self, actions: int) -> None:
        """Back to the log as it was after `actions` moves (nothing when it is there)."""
        keep = self.at.get(actions)
        if keep is None:
            return
        del self.lines[keep:]
        while next(reversed(self.at)) > actions:  # its keys ascend: the later ones are last
            self.at.popitem()  # (a scan of them all at each move made a long game's load
            # quadratic: 6,000 moves' log took over a second to rebuild)

    def since(self, start: int, seat: int) -> list[LogLine]:
        """The lines after the first `start` that others made and a summary tells, and the
        seat's own that answer another seat (`seats`: a rejected or accepted offer, a counter):
        after `start`, the seat's last move in its own turn, its lines are answers out of turn,
        and without them the card showed Ben's offer with no word of what became of it
        (pt-late)."""
        return [line for line in self.lines[start:]
                if (line.seat != seat or line.seats) and not line.minor and not line.header]
