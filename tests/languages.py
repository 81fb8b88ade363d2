"""The languages each game's screens are tested in: the ones its registry entry declares, so a
language added to an entry is checked for fit and wording at once."""

from game.tycoon.entry import ENTRY as TYCOON

TYCOON_LANGUAGES = list(TYCOON.languages)
