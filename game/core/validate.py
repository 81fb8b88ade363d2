"""Which text the app can show as a name, one rule for every name: typed into a field (profile,
seat, save slot) or read from a file someone edited by hand.

A name is drawn by pygame-gui, written back into JSON and compared with other names; text that
fails any of these ends the app (a lone surrogate cannot be encoded, NUL cannot be rendered, a
line of zero-width characters makes pygame-gui raise "Text has zero width"). So a character is
refused when it has nothing to draw: control and format characters, surrogates, private-use
and unassigned code points, line and paragraph separators, and the characters Unicode marks
"default ignorable" (U+200B, U+00AD, variation selectors, Hangul fillers...). These are exactly
the characters the app's font draws with no width, and more; a combining accent (U+0301) draws
and stays. A name also needs one character that shows as more than blank space.
"""

from __future__ import annotations

import unicodedata
from datetime import UTC, datetime
from typing import Any

_NOTHING_TO_DRAW = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}
_DEFAULT_IGNORABLE = (  # DerivedCoreProperties.txt, Default_Ignorable_Code_Point
    (0x00AD, 0x00AD), (0x034F, 0x034F), (0x061C, 0x061C), (0x115F, 0x1160),
    (0x17B4, 0x17B5), (0x180B, 0x180F), (0x200B, 0x200F), (0x202A, 0x202E),
    (0x2060, 0x206F), (0x3164, 0x3164), (0xFE00, 0xFE0F), (0xFEFF, 0xFEFF),
    (0xFFA0, 0xFFA0), (0xFFF0, 0xFFF8), (0x1BCA0, 0x1BCA3), (0x1D173, 0x1D17A),
    (0xE0000, 0xE0FFF),
)
_BLANK = {"\u2800"}
"""Characters that draw as an empty cell though they are letters or symbols (Braille blank)."""

EARLIEST_SAVE = datetime(1970, 1, 2, tzinfo=UTC)
LATEST_SAVE = datetime(9998, 12, 31, tzinfo=UTC)
"""A save's time must lie here: outside, showing it in local time overflows (year 1 in a far
time zone) or, on Windows, fails before 1970."""


def draws_nothing(char: str) -> bool:
    """True for a character the app refuses in a name: it would draw nothing or break text."""
    if unicodedata.category(char) in _NOTHING_TO_DRAW:
        return True
    code = ord(char)
    return any(low <= code <= high for low, high in _DEFAULT_IGNORABLE)


def name_refusal(text: str, max_length: int) -> str | None:
    """Why `text` (already trimmed) cannot be a name, or None: "empty" (nothing that shows),
    "too_long" (more than `max_length` code points), "invisible" (a character that draws
    nothing, see `draws_nothing`)."""
    if not any(not char.isspace() and char not in _BLANK and not draws_nothing(char)
               for char in text):
        return "empty"
    if len(text) > max_length:
        return "too_long"
    if any(draws_nothing(char) for char in text):
        return "invisible"
    return None


def is_showable_name(value: Any, max_length: int) -> bool:
    """A name read from a file: a string the app could have written (see `name_refusal`)."""
    return isinstance(value, str) and name_refusal(value.strip(), max_length) is None


def is_sane_timestamp(value: Any) -> bool:
    """An ISO 8601 time with its offset, inside the years the app can show in local time."""
    if not isinstance(value, str):
        return False
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        return False
    return moment.tzinfo is not None and EARLIEST_SAVE <= moment <= LATEST_SAVE
