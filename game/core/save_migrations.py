"""The chain that brings an older save file up to the current format, one version at a time.

`MIGRATIONS[n]` turns a version-n document (already known to be one of ours) into a
version-(n + 1) document; `save_format.upgrade` runs the chain and sets the version number.
Every step is kept forever, and tests/core/golden/ holds a file of every version for every game,
so old saves always load. A step works on plain JSON and never replays a game.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

Migration = Callable[[dict[str, Any]], dict[str, Any]]


def play_under_rules(data: dict[str, Any], option: str, version: int) -> None:
    """Make a save document replay under the older rules version it was played with: the
    game's rules-version `option` goes into `setup.options` (what the replay hands new_game)
    and into `snapshot.options` (where the state then writes it, so the snapshot check still
    compares like with like). The one place that maps a save's rules version to options: the
    v1 step below and the loader (saves.replay, for any save older than its game's rules)."""
    for holder in (data.get("setup"), data.get("snapshot")):
        if isinstance(holder, dict) and isinstance(holder.get("options"), dict):
            holder["options"][option] = version


def v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 2 names the game and its rules version at the top and keeps "where" as the
    state's own (key, params) instead of Tycoon's session and round ints.

    Format 1 was written by Tycoon alone, under its rules version 1 (D13 and D16 as they were
    then), so this step knows what Tycoon wrote then: it turns session and round into the key
    Tycoon's state now returns (round 0 meant "not counted": the session only) and has the
    game replay under rules version 1 (Tycoon's option "rules_version", in the setup's and
    the snapshot's options). The snapshot is otherwise the game's own and stays as it is.
    """
    data = copy.deepcopy(data)
    meta = data.get("meta")
    setup = data.get("setup")
    if not isinstance(meta, dict) or not isinstance(setup, dict):
        return data  # the field check that follows names what is missing
    session, round_ = meta.pop("session", None), meta.pop("round", None)
    if round_:
        progress = {"key": "tycoon_board.progress.session_round",
                    "params": {"session": session, "round": round_}}
    else:
        progress = {"key": "tycoon_board.progress.session", "params": {"session": session}}
    meta["progress"] = progress
    data["game"] = setup.get("game")
    data["rules_version"] = 1
    play_under_rules(data, "rules_version", 1)
    return data


def v2_to_v3(data: dict[str, Any]) -> dict[str, Any]:
    """Version 3 may keep a long game's first moves in pages beside the save (`pages`, the
    names of those files; game/core/action_pages.py): a version-2 save holds every move
    itself, so it has none. And the property games' progress keys, which no language file
    had ("property.progress.round"), are their board's ("property_board.progress.round")."""
    data = copy.deepcopy(data)
    data["pages"] = []
    meta = data.get("meta")
    progress = meta.get("progress") if isinstance(meta, dict) else None
    key = progress.get("key") if isinstance(progress, dict) else None
    if isinstance(key, str) and key.startswith("property.progress."):
        progress["key"] = "property_board." + key.removeprefix("property.")
    return data


def v3_to_v4(data: dict[str, Any]) -> dict[str, Any]:
    """Version 4 keeps the computers' reasons of a long game's paged moves in its pages
    (game/core/action_pages.py), and in `meta.reasons` only those of the moves after them. A
    version-3 file keeps every reason in `meta.reasons` and none in its pages, which version 4
    still reads (the reasons of a game are its pages' and its meta's together): nothing to
    change. The step exists so a version-3 program refuses a version-4 file (asks for an
    update) instead of loading it without its early reasons and saving over it so."""
    return copy.deepcopy(data)


def v4_to_v5(data: dict[str, Any]) -> dict[str, Any]:
    """Version 5 counts the hints per seat (`meta.seat_hints`, one number a seat: the person
    whose turn it was), so a hot-seat friend's hints are no longer the profile's. Version 4
    kept one number for the whole game (`meta.hints_used`), which the profile's record took
    whole: it becomes the profile seat's (the first person's, as `GameSetup.profile_seat`),
    the others' none. A value that is no count is left as it is, for the field check to name."""
    data = copy.deepcopy(data)
    meta, setup = data.get("meta"), data.get("setup")
    seats = setup.get("seats") if isinstance(setup, dict) else None
    if not isinstance(meta, dict) or not isinstance(seats, list):
        return data  # the field check that follows names what is missing
    hints = meta.get("hints_used", 0)
    if isinstance(hints, bool) or not isinstance(hints, int) or hints < 0:
        return data
    meta.pop("hints_used", None)  # a missing one was none as well
    person = next((i for i, seat in enumerate(seats)
                   if isinstance(seat, dict) and seat.get("kind") == "human"), None)
    if hints and person is not None:
        meta["seat_hints"] = [hints if i == person else 0 for i in range(len(seats))]
    return data


MIGRATIONS: dict[int, Migration] = {1: v1_to_v2, 2: v2_to_v3, 3: v3_to_v4, 4: v4_to_v5}
