"""Errors the engine raises; each carries a translatable (key, params) reason for the UI."""

from __future__ import annotations

from game.core.contract import IllegalAction as ContractIllegalAction


class IllegalAction(ContractIllegalAction):
    """An action that is not legal now; ``key`` is a locale key under ``tycoon_board.why.*``."""


class StateError(ValueError):
    """A snapshot that cannot be loaded; ``field`` names the offending part of the dict."""

    def __init__(self, field: str, problem: str):
        self.field = field
        self.problem = problem
        super().__init__(f"{field}: {problem}")
