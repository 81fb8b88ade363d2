"""Replaying a save: the setup's game, the saved actions through its rules, the snapshot as
the check. A file that asks for an illegal move is refused with the move's number instead of
being half loaded; a save of older rules replays under them (docs/save-format.md, Loading).
"""

from __future__ import annotations

import copy
import dataclasses
import json
from collections.abc import Callable
from typing import Any

from game.core.save_format import SaveDocument, SaveError
from game.core.save_migrations import play_under_rules
from game.core.setup import GameSetup
from game.core.validate import is_showable_name

Watch = Callable[[int, Any, Any], None]
"""Sees each position of the replay before its action is played: (move, state, action), so
whoever needs the game's positions (the review's replay and decisions, game/reviews.py) takes
them from the one walk that checks the save. A watch must not change the state."""
GameLookup = Callable[[str], Any]
"""Game id -> its registry entry (`game.games.game_entry`, handed in by the layer above: core
imports no game). A KeyError means "no such game". Replaying uses the entry's `start`,
`rules()` (parse_action, IllegalAction), `levels`, `rules_version`, `colours()` and
`option_problem`."""
MAX_OPTION_NAME = 40
"""A bad option is named in the message when it is a name a screen can show (a hand edit may
have put anything there)."""


def replay(
    document: SaveDocument, file: str, games: GameLookup,
    watch_for: Callable[[GameSetup], list[Watch]] | None = None,
) -> tuple[GameSetup, Any, list[Any]]:
    """Check the setup against its game's entry (levels, seat colours, options), then play
    the saved actions from it; refuse the first one the rules do not allow. `watch_for(setup)`,
    called once the setup is checked, gives the watches that see every position of the walk.

    Returns the setup the game goes on with: a save from older rules keeps playing them (its
    options then name the rules version, so its later saves replay the same way)."""
    try:
        entry = games(document.setup.game)
    except KeyError:
        raise SaveError(
            "saves.error.unknown_game", {"file": file, "game": document.setup.game}
        ) from None
    if document.rules_version > entry.rules_version:
        raise SaveError("saves.error.newer_rules", {"file": file, "game": document.setup.game},
                        words={"game": entry.name_key})
    document = _under_its_rules(document, entry)
    setup = document.setup
    colours = entry.colours()
    for index, seat in enumerate(setup.seats):
        if seat.kind == "computer" and seat.level not in entry.levels:
            raise SaveError("saves.error.bad_field",
                            {"file": file, "field": f"setup/seats/{index}/level"})
        taken = [other.colour for other in setup.seats[:index]]
        if colours and (seat.colour not in colours or seat.colour in taken):
            raise SaveError("saves.error.bad_field",
                            {"file": file, "field": f"setup/seats/{index}/colour"})
    bad_option = entry.option_problem(setup.options, setup.num_players)
    if bad_option is not None:
        field = (f"setup/options/{bad_option}" if is_showable_name(bad_option, MAX_OPTION_NAME)
                 else "setup/options")
        raise SaveError("saves.error.bad_field", {"file": file, "field": field})
    rules = entry.rules()
    try:
        state = entry.start(setup)
    except (ValueError, TypeError, KeyError) as exc:
        raise SaveError("saves.error.bad_setup", {"file": file}) from exc
    watches = [] if watch_for is None else watch_for(setup)
    actions = []
    for move, text in enumerate(document.actions, start=1):
        try:
            action = rules.parse_action(text)
        except (rules.IllegalAction, ValueError) as exc:
            raise _refused(file, move, text) from exc
        for watch in watches:  # outside the try: a watch's own error is no illegal move
            watch(move - 1, state, action)
        try:
            state.apply(action)
        except (rules.IllegalAction, ValueError) as exc:
            raise _refused(file, move, text) from exc
        actions.append(action)
    replayed = _as_json(state.to_dict())
    for name in entry.late_snapshot_fields:
        if name not in document.snapshot:       # a save from before the field
            replayed.pop(name, None)
    if replayed != document.snapshot:
        raise SaveError("saves.error.snapshot_mismatch", {"file": file})
    return setup, state, actions


def _refused(file: str, move: int, text: str) -> SaveError:
    return SaveError("saves.error.illegal_move", {"file": file, "move": move, "action": text})


def _under_its_rules(document: SaveDocument, entry: Any) -> SaveDocument:
    """The document as it replays: a save older than its game's rules version gets the game's
    rules-version option (if the game has one), in setup and snapshot alike."""
    option = getattr(entry, "rules_version_option", None)
    if option is None or document.rules_version >= entry.rules_version:
        return document
    data = {"setup": document.setup.to_dict(), "snapshot": copy.deepcopy(document.snapshot)}
    play_under_rules(data, option, document.rules_version)
    return dataclasses.replace(document, setup=GameSetup.from_dict(data["setup"]),
                               snapshot=data["snapshot"])


def _as_json(data: Any) -> Any:
    """The snapshot as it reads back from the file (tuples become lists, keys strings)."""
    return json.loads(json.dumps(data))
