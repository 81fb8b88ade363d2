"""Reading user files that may be damaged, and the error every such file problem becomes.

Profiles and saves share one reader, so a truncated, non-UTF-8 or non-JSON file gets the same
kind of message wherever it turns up. Errors carry a locale key and its parameters, never a
sentence: the scene that shows the problem translates it.
"""

from __future__ import annotations

import errno
import json
import os
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any, ClassVar

from game.core.safe_read import FileTooLarge, read_regular_file, without_bom

MAX_FILE_BYTES = 16 * 1024 * 1024
"""Larger files are refused before reading: no save or profile comes near this size."""


class UserFileError(Exception):
    """A problem with one user file, described as (key, params) for the locale files.

    Subclasses list in `KEYS` the full locale key of every reason the shared readers below
    raise (whole literals, so the translation test sees each one).
    """

    KEYS: ClassVar[Mapping[str, str]] = {}

    @classmethod
    def because(cls, reason: str, params: Mapping[str, Any]) -> UserFileError:
        return cls(cls.KEYS[reason], params)

    def __init__(self, key: str, params: Mapping[str, Any] | None = None,
                 words: Mapping[str, str] | None = None) -> None:
        """`words`: placeholders whose values are locale keys (a game's name), said in the
        reader's language where the message is shown (`shown_params`); `params` keeps the
        plain value (the game's id) for the log."""
        self.key = key
        self.params = dict(params or {})
        self.words = dict(words or {})
        super().__init__(key, self.params)

    def shown_params(self, tr: Callable[..., str]) -> dict[str, Any]:
        """The placeholders as the reader sees them: each of `words` in the reader's language
        (play-test, ru: «…по более новым правилам игры «menedzher»…», the game's id)."""
        return {**self.params, **{name: tr(key) for name, key in self.words.items()}}


def read_json_object(path: Path, error: type[UserFileError]) -> dict[str, Any]:
    """Read `path` as a JSON object, or raise `error` with the reason, naming the file.

    The file is only opened for reading, so whatever is wrong with it stays as it was.
    """
    params = {"file": path.name}
    try:
        raw = without_bom(read_regular_file(path, MAX_FILE_BYTES))
    except FileTooLarge as exc:
        raise error.because("too_large", params) from exc
    except OSError as exc:  # also a FIFO, a device, a folder: see game/core/safe_read.py
        raise error.because("unreadable", params) from exc
    if not raw.strip():
        raise error.because("empty", params)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise error.because("not_utf8", params) from exc
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        cut_off = exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string")
        reason = "truncated" if cut_off else "not_json"
        raise error.because(reason, params) from exc
    except (RecursionError, ValueError) as exc:  # nested too deep; a number too long to read
        raise error.because("not_json", params) from exc
    if not isinstance(data, dict):
        raise error.because("wrong_shape", {**params, "field": "/"})
    return data


def folder_files(folder: Path, suffix: str = ".json") -> list[Path]:
    """The files of `folder` ending in `suffix`, sorted; none when the folder does not exist
    yet. A folder that cannot be listed (no permission, a file in its place) raises OSError:
    `Path.glob` would quietly find nothing, and every profile or save would vanish unexplained.
    """
    try:
        names = os.listdir(folder)
    except FileNotFoundError:
        return []
    return sorted(folder / name for name in names if name.endswith(suffix))


def check_fields(
    data: Mapping[str, Any],
    required: Iterable[str],
    error: type[UserFileError],
    file: str,
    where: str = "",
    optional: Iterable[str] = (),
) -> None:
    """Refuse a field we do not know and a field that is missing, naming it.

    Unknown fields are refused rather than dropped: they mean a hand edit or a newer program,
    and silently saving over them would lose what someone put there.
    """
    required = set(required)
    known = required | set(optional)
    for name in sorted(data):
        if name not in known:
            raise error.because("unknown_field", {"file": file, "field": where + name})
    for name in sorted(required):
        if name not in data:
            raise error.because("missing_field", {"file": file, "field": where + name})


def write_error(exc: OSError, error: type[UserFileError], file: str) -> UserFileError:
    """Turn a failed write into the message a player can act on: full disk or no permission."""
    if exc.errno in (errno.ENOSPC, errno.EDQUOT):
        reason = "disk_full"
    elif exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS) or isinstance(exc, PermissionError):
        reason = "read_only"
    else:
        reason = "write_failed"
    return error.because(reason, {"file": file})
