"""A game's log lines as a table (game/<game>/view/log_lines.py): most kinds of event read from
their own fields alone, one row each, so a game lists rows instead of writing one small
function per kind of event; a kind whose line depends on more keeps its function."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from game.ui.log_book import LogLine

#: The acting seat said as the line's "player".
PLAYER = "player=seat"


@dataclass(frozen=True)
class Said:
    """How one kind of event reads: its key, its params taken from the event's fields
    (param -> field), the field naming whose line it is (None: the table's), the fields naming
    the other seats it concerns (the bank, -1, is left out), and params whose value is not the
    event's (a ruleset's own word, said by the game)."""

    key: str
    fields: Mapping[str, str]
    by: str | None = "seat"
    others: tuple[str, ...] = ()
    money: bool = False
    minor: bool = False
    header: bool = False
    fixed: Mapping[str, object] = field(default_factory=dict)

    def line(self, e, **worked_out) -> LogLine:
        """The event's line; `worked_out`: params more than a field (a trade's sides)."""
        params = {name: getattr(e, attr) for name, attr in self.fields.items()}
        params |= self.fixed | worked_out
        others = tuple(s for s in (getattr(e, attr) for attr in self.others) if s >= 0)
        return LogLine(None if self.by is None else getattr(e, self.by), (self.key, params),
                       header=self.header, money=self.money, seats=others, minor=self.minor)


def said(prefix: str, name: str, *fields: str, **options) -> Said:
    """`Said` for the key `prefix + name`; a field given as "param=field" is said under another
    name (the seat's as "player"), a plain one under its own."""
    pairs = (f.split("=", 1) if "=" in f else (f, f) for f in fields)
    return Said(prefix + name, dict(pairs), **options)
