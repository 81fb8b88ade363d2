"""A game's set-up options, declared once as a table: each option's name, type, range or known
values, and default.

A set-up keeps its options as plain JSON scalars, and a save or a profile's last set-up can be
edited by hand, so whatever reads them back checks them against the game's table first: the
save loader refuses a save with a bad one by its name ("setup/options/think") instead of a
board crashing on it, and a new-game screen starts from the remembered values the table
accepts and the defaults for the rest. The table is plain data for the game's entry
(game/games.py); known values may be named as "module:attribute" text, so the constant the
rules or a screen already use is the one list, and reading the registry imports neither.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from game.core.named import resolve


@dataclass(frozen=True, kw_only=True)
class Option:
    """One option: `name` in the set-up's options, `default` when a set-up has none."""

    name: str
    default: Any

    def accepts(self, value: Any, num_players: int) -> bool:
        raise NotImplementedError

    def wanted(self, num_players: int) -> str:
        """What the option takes, for the error that refuses another value."""
        raise NotImplementedError


@dataclass(frozen=True, kw_only=True)
class Choice(Option):
    """One of `values` (a tuple, or the "module:attribute" of one), of the same type as the
    value it equals: 1 is not True, 30.0 is not 30."""

    values: tuple[Any, ...] | str

    def known(self) -> tuple[Any, ...]:
        return tuple(resolve(self.values)) if isinstance(self.values, str) else self.values

    def accepts(self, value: Any, num_players: int) -> bool:
        return any(type(value) is type(known) and value == known for known in self.known())

    def wanted(self, num_players: int) -> str:
        return f"one of {self.known()}"


@dataclass(frozen=True, kw_only=True)
class Flag(Option):
    """On or off: true or false, nothing else."""

    def accepts(self, value: Any, num_players: int) -> bool:
        return isinstance(value, bool)

    def wanted(self, num_players: int) -> str:
        return "true or false"


@dataclass(frozen=True, kw_only=True)
class WholeNumber(Option):
    """A whole number from `low` to `high` (None: no upper end)."""

    low: int = 0
    high: int | None = None

    def accepts(self, value: Any, num_players: int) -> bool:
        return (_is_int(value) and self.low <= value
                and (self.high is None or value <= self.high))

    def wanted(self, num_players: int) -> str:
        top = "" if self.high is None else f" and <= {self.high}"
        return f"a whole number >= {self.low}{top}"


@dataclass(frozen=True, kw_only=True)
class SeatNumber(Option):
    """A seat of this game: 0 up to the number of players less one."""

    def accepts(self, value: Any, num_players: int) -> bool:
        return _is_int(value) and 0 <= value < num_players

    def wanted(self, num_players: int) -> str:
        return f"a seat 0..{num_players - 1}"


@dataclass(frozen=True, kw_only=True)
class WordList(Option):
    """Words from `values`, joined by commas ("blitz,loans"; "" for none): a set-up holds only
    scalars, so a list of switches is kept as one text."""

    values: tuple[str, ...] | str

    def known(self) -> tuple[str, ...]:
        return tuple(resolve(self.values)) if isinstance(self.values, str) else self.values

    def accepts(self, value: Any, num_players: int) -> bool:
        if not isinstance(value, str):
            return False
        known = self.known()
        return all(word in known for word in value.split(",") if word)

    def wanted(self, num_players: int) -> str:
        return f"words from {self.known()} joined by commas"


@dataclass(frozen=True, kw_only=True)
class SeatList(Option):
    """Seats of this game joined by commas ("0,2"; "" for none): a list of seats kept as one
    text, as `WordList` keeps words."""

    def accepts(self, value: Any, num_players: int) -> bool:
        seats = {str(p) for p in range(num_players)}
        return isinstance(value, str) and all(word in seats for word in listed(value))

    def wanted(self, num_players: int) -> str:
        return f"seats 0..{num_players - 1} joined by commas"


@dataclass(frozen=True)
class OptionTable:
    """Every option a game's set-up may hold; a name not in the table is refused too."""

    options: tuple[Option, ...] = ()

    def __post_init__(self) -> None:
        names = self.names()
        if len(set(names)) != len(names):
            raise ValueError(f"an option is declared twice: {names}")

    def __getitem__(self, name: str) -> Option:
        for option in self.options:
            if option.name == name:
                return option
        raise KeyError(name)

    def problem(self, chosen: Mapping[str, Any], num_players: int) -> str | None:
        """The name of the first option in `chosen` that is unknown or has a value the table
        does not accept, or None when all are good (a missing one takes its default)."""
        for name, value in chosen.items():
            try:
                option = self[name]
            except KeyError:
                return name
            if not option.accepts(value, num_players):
                return name
        return None

    def read(self, chosen: Mapping[str, Any] | None, num_players: int) -> dict[str, Any]:
        """Every option of the table: its value in `chosen`, else its default. What a rules
        `new_game` plays with; an unknown option or a value the table does not accept is
        refused with a ValueError that names it (the save loader's check, as an error)."""
        chosen = chosen or {}
        name = self.problem(chosen, num_players)
        if name is not None:
            if name not in self.names():
                raise ValueError(f"unknown option: {name}")
            raise ValueError(f"option {name} must be {self[name].wanted(num_players)}, "
                             f"got {chosen[name]!r}")
        return {option.name: chosen.get(option.name, option.default) for option in self.options}

    def names(self) -> tuple[str, ...]:
        return tuple(option.name for option in self.options)

    def with_defaults(self, **defaults: Any) -> OptionTable:
        """The same options with other defaults: one engine's two entries (rulesets) differ
        only in where a new game starts."""
        unknown = set(defaults) - set(self.names())
        if unknown:
            raise ValueError(f"unknown option(s): {', '.join(sorted(unknown))}")
        return OptionTable(tuple(replace(option, default=defaults[option.name])
                                 if option.name in defaults else option
                                 for option in self.options))

    def remembered(self, chosen: Mapping[str, Any], num_players: int) -> dict[str, Any]:
        """Every option of the table: its value in `chosen` where the table accepts it, else
        its default. What a new-game screen starts from, whatever a profile file holds."""
        return {option.name: (chosen[option.name]
                              if option.name in chosen
                              and option.accepts(chosen[option.name], num_players)
                              else option.default)
                for option in self.options}


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def listed(value: str) -> list[str]:
    """The words of a `WordList` or `SeatList` value, in its order ("0,2" -> ["0", "2"])."""
    return [word for word in value.split(",") if word]
