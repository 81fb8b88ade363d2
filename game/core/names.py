"""Which profile names are accepted, and the reason when one is not.

A name is only ever shown and stored inside JSON, never used as a file name, so any Unicode text
is allowed; what is refused is what a player could not see or tell apart: nothing at all,
invisible control characters, a name longer than the title can show, or a second "anna" beside
"Anna".
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

from game.core.user_files import UserFileError
from game.core.validate import name_refusal

MAX_NAME_LENGTH = 24


class NameRefused(UserFileError):
    """A refused name; the key says why (profiles.name.<reason>)."""


def clean_name(text: str) -> str:
    """Trim outer spaces and compose accents, so "Zoë" typed two ways is one name."""
    return unicodedata.normalize("NFC", text).strip()


def name_key(name: str) -> str:
    """What two names must differ in to count as different: not case, not the way accents or
    full-width letters are encoded, not invisible joiners."""
    folded = unicodedata.normalize("NFKC", clean_name(name)).casefold()
    return "".join(char for char in folded if unicodedata.category(char) != "Cf")


def validate_name(text: str, taken: Iterable[str] = ()) -> str:
    """Return the cleaned name, or raise NameRefused saying why.

    Length counts Unicode code points after trimming, so one emoji such as "🎲" is one
    character. `taken` holds the names of the other profiles.
    """
    name = clean_name(text)
    refusal = name_refusal(name, MAX_NAME_LENGTH)
    if refusal == "too_long":
        raise NameRefused("profiles.name.too_long", {"max": MAX_NAME_LENGTH, "length": len(name)})
    if refusal == "empty":
        raise NameRefused("profiles.name.empty")
    key = name_key(name)
    for other in taken:
        if name_key(other) == key:
            raise NameRefused("profiles.name.taken", {"name": other})
    if refusal == "invisible":
        raise NameRefused("profiles.name.invisible")
    return name
