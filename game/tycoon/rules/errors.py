"""Errors the engine raises; each carries a translatable (key, params) reason for the UI."""

from __future__ import annotations


class IllegalAction(Exception):
    """An action that is not legal now. The state is left exactly as it was.

    ``key`` is a locale key under ``tycoon.why.*`` and ``params`` its placeholders, so the board
    can show the same reason it uses for a disabled button.
    """

    def __init__(self, key: str, params: dict | None = None):
        self.key = key
        self.params = dict(params or {})
        detail = ", ".join(f"{k}={v}" for k, v in self.params.items())
        super().__init__(f"{key} ({detail})" if detail else key)


class StateError(ValueError):
    """A snapshot that cannot be loaded; ``field`` names the offending part of the dict."""

    def __init__(self, field: str, problem: str):
        self.field = field
        self.problem = problem
        super().__init__(f"{field}: {problem}")
