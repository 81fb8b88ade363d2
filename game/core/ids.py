"""Generated ids: the only text that ever becomes part of a user file's name.

A player's text (profile names, slot names) lives inside the JSON; file names come from here, so
no name can point outside its folder or clash with a reserved name on Windows.
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Iterable

ID_PATTERN = re.compile(r"^[0-9a-f]{12}$")


def new_id(taken: Iterable[str] = ()) -> str:
    taken = set(taken)
    while True:
        candidate = secrets.token_hex(6)
        if candidate not in taken:
            return candidate


def is_id(value: object) -> bool:
    return isinstance(value, str) and ID_PATTERN.match(value) is not None
