"""The bookkeeping every game's rules `State` shares (issue 32; OpenSpiel's `State` does its
history and checks once, games write the moves): the legal-move list made once per position,
the plain legality check against it, and equality over the fields the game lists. A game's
State subclasses it, keeps a `_legal` slot (None after every change), and says how its moves
are generated (`generate_legal`) and which fields make two states equal (`FIELDS`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class RulesState:
    __slots__ = ()
    #: The fields two states must share to be equal, as one getter (`operator.attrgetter`,
    #: set on the class after it: the field lists live with the snapshot).
    FIELDS: Callable[[Any], tuple]

    def generate_legal(self) -> list:
        """Every action the player to act may take now, made afresh (the game's generator)."""
        raise NotImplementedError

    def legal_actions(self) -> list:
        """Every action the player to act may take now (a fresh list each call; the list is
        made once per position)."""
        cached = self._legal
        if cached is None:
            cached = self._legal = self.generate_legal()
        return list(cached)

    def is_legal(self, action: Any) -> bool:
        """Whether `action` is among the listed ones (a game with moves too many to list,
        trade offers, decides them itself)."""
        cached = self._legal
        if cached is None:
            cached = self._legal = self.generate_legal()
        return action in cached

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self.FIELDS(self) == self.FIELDS(other)

    __hash__ = None  # type: ignore[assignment]
