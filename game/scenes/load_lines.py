"""The Load row's title and players lines: the seats named as their table names them, and both
lines made to fit the room left of the row's buttons.

A save stores each seat's name as it was set up, in the language of that moment ("Blue
(normal)" from an English game). The row names the seats the way the board does (the house's
`seat_names`: a computer by its colour and level keys, a person's default "Player 2" made
again, a typed name as typed), so a Russian reader sees «Синий (средний)». A save names a
seat's colour and level since the first format, so every old save lists this way too.

A slot's name may be 40 letters, a seat's 24 and a table six seats: too wide for the row. A
line that does not fit ends in an ellipsis at a word end rather than being cut mid-letter by
the label; the players line shortens the longest names first, so every seat stays named.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from game.core.saves import SaveEntry
from game.games import game_entry
from game.scenes.seat_rows import seat_names

if TYPE_CHECKING:
    from game.app import App

ELLIPSIS = "…"
#: What may not end a shortened text before its ellipsis ("Anna,…", "Blue (…").
DANGLING = " ,;:·-–—(«„“\"'"


def entry_names(app: App, entry: SaveEntry) -> list[str]:
    """The save's seats by the names their board shows, in the current language; a game
    this version lacks (or one whose new-game screen names no colours, a test's scratch
    game), or a seat of a colour or level it does not know (a hand-edited file), by the names
    the save stores."""
    stored = [seat.name for seat in entry.seats]
    try:
        keys = getattr(game_entry(entry.setup.game).new_game_class(), "colour_keys", None)
        return stored if keys is None else seat_names(entry.seats, keys, app.tr)
    except LookupError:  # an unknown game, screen, colour or level (UnknownGame: a KeyError)
        return stored


def shortened(text: str, fits: Callable[[str], bool]) -> str:
    """`text` whole when it fits, else its first words that fit and an ellipsis ("Summer
    evening…"); a first word too long for the room is cut within it ("Donaudampf…")."""
    if fits(text):
        return text
    words = text.split(" ")
    for count in range(len(words) - 1, 0, -1):
        head = " ".join(words[:count]).rstrip(DANGLING)
        if head and fits(head + ELLIPSIS):
            return head + ELLIPSIS
    for end in range(len(words[0]) - 1, 0, -1):
        head = words[0][:end].rstrip(DANGLING)
        if head and fits(head + ELLIPSIS):
            return head + ELLIPSIS
    return ELLIPSIS


def fitted_title_params(app: App, key: str, params: dict[str, str], width: Callable[[str], int],
                 room: int) -> dict[str, str]:
    """The title's placeholders so that the title fits `room`: a slot's name shortened
    (`shortened`), the game's name before it whole; a title without a name ("Autosave") as
    it is."""
    if "name" not in params:
        return params
    name = shortened(params["name"],
                     lambda text: width(app.tr(key, **{**params, "name": text})) <= room)
    return {**params, "name": name}


def players_text(app: App, names: Sequence[str], width: Callable[[str], int],
                 room: int) -> str:
    """The players, comma-separated, so that "Players: …" fits `room`: every name whole when
    that fits, else every name at most as wide as the widest share that lets the line fit
    (found by halving): short names stay whole, the longest ones end in an ellipsis."""
    def line(limit: int | None) -> str:
        shown = names if limit is None else [
            shortened(name, lambda text: width(text) <= limit) for name in names]
        return ", ".join(shown)

    def fits(players: str) -> bool:
        return width(app.tr("saves.ui.players", players=players)) <= room

    if fits(line(None)):
        return line(None)
    low, high = 0, room   # a limit of `low` fits (nothing but ellipses), `high` does not
    while high - low > 1:
        middle = (low + high) // 2
        if fits(line(middle)):
            low = middle
        else:
            high = middle
    return line(low)
