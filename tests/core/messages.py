"""Checks that an error a player will see has a sentence in both languages that fits it."""

from __future__ import annotations

import json
import re
from pathlib import Path

from game.core.user_files import UserFileError

LOCALES = Path(__file__).resolve().parents[2] / "locales"
_PLACEHOLDER = re.compile(r"%\{(\w+)\}")


def message(error: UserFileError, language: str) -> str:
    """The sentence the player reads, filled in the way python-i18n fills it."""
    namespace, *path = error.key.split(".")
    node = json.loads((LOCALES / f"{namespace}.{language}.json").read_text("utf-8"))[language]
    for part in path:
        node = node[part]
    assert isinstance(node, str), error.key
    for name in _PLACEHOLDER.findall(node):
        assert name in error.params, f"{error.key} ({language}) needs %{{{name}}}"
    return _PLACEHOLDER.sub(lambda m: str(error.params[m.group(1)]), node)


def assert_names_file(error: UserFileError, file_name: str) -> None:
    """The message exists in German and English and names the file in both."""
    for language in ("de", "en"):
        assert file_name in message(error, language), (error.key, language)
