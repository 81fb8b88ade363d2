"""Tycoon's lines for the shared game log (game/ui/log_book.py).

The words are Tycoon's history (game/tycoon/info/history.py: a turn's header, flights, tickets,
hotels, factories, loans, each payday with every seat's income, a computer's reason beside
the choice it explains); this only marks which lines moved money, for the log's Money filter.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.tycoon.info.history import History, Line
from game.tycoon.rules import Event
from game.ui.log_book import LogLine

#: The history's lines where money changed hands.
MONEY = frozenset({
    "tycoon_info.history.bought", "tycoon_info.history.refunded", "tycoon_info.history.hotel",
    "tycoon_info.history.factory", "tycoon_info.history.loan", "tycoon_info.history.loan_forced",
    "tycoon_info.history.loan_at_home", "tycoon_info.history.repaid",
    "tycoon_info.history.extended", "tycoon_info.history.income"})


def log_line(line: Line) -> LogLine:
    return LogLine(line.seat, line.text, header=line.header, money=line.text[0] in MONEY,
                   minor=line.header, reason=line.reason)


class TycoonLog:
    """The history as it grows, handed to the log one move at a time."""

    def __init__(self, seat: int | None) -> None:
        """`seat`: whose turn is under way as the game starts (its header opens the log)."""
        self.history = History()
        self.history.begin(seat)
        self.opening = [log_line(line) for line in self.history.lines]

    def lines(self, events: Sequence[Event], reason: tuple[str, dict] | None) -> list[LogLine]:
        """The lines of one move (a computer's reason beside its choice, unless said already
        in this turn)."""
        start = len(self.history.lines)
        self.history.feed(events, reason)
        new = [log_line(line) for line in self.history.lines[start:]]
        del self.history.lines[start:]  # kept by the log, which also takes them back (undo)
        return new
