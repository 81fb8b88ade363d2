"""The chain that brings an older profile file up to the current version, one step at a time.

`MIGRATIONS[n]` turns a version-n profile into a version-(n + 1) one; `profiles.Profile`
runs the chain and sets the version. Steps are kept forever, and tests/core/golden/ holds a
profile of every version, so every old profile still loads.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

Migration = Callable[[dict[str, Any]], dict[str, Any]]

_V1_STATS = {"played": "games", "won": "wins", "best_money": "best_score",
             "total_money": "total_score"}


def v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 2 keeps the last setup per game (`last_setups`) and counts results in each
    game's own unit (`best_score`, `total_score`, `games`, `wins`), where version 1 knew one
    setup and Tycoon's money. Anything unexpected is left for the field check to name."""
    data = copy.deepcopy(data)
    if "last_setup" in data:
        setup = data.pop("last_setup")
        game = setup.get("game") if isinstance(setup, dict) else None
        data["last_setups"] = {} if setup is None else {str(game): setup}
    stats = data.get("stats")
    if isinstance(stats, dict):
        for record in stats.values():
            if isinstance(record, dict):
                _rename(record, _V1_STATS)
                levels = record.get("by_level")
                for level in levels.values() if isinstance(levels, dict) else ():
                    if isinstance(level, dict):
                        _rename(level, _V1_STATS)
    return data


def v2_to_v3(data: dict[str, Any]) -> dict[str, Any]:
    """Version 3 counts each game's places (`places`) and time played (`seconds_played`);
    a version-2 record knew neither, so both start empty."""
    data = copy.deepcopy(data)
    stats = data.get("stats")
    if isinstance(stats, dict):
        for record in stats.values():
            if isinstance(record, dict):
                record.setdefault("places", [])
                record.setdefault("seconds_played", 0)
    return data


def _rename(record: dict[str, Any], names: dict[str, str]) -> None:
    for old, new in names.items():
        if old in record:
            record[new] = record.pop(old)


MIGRATIONS: dict[int, Migration] = {1: v1_to_v2, 2: v2_to_v3}
