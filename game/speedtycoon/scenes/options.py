"""The new-game options of a Speedtycoon set-up and what the rules make of them.

A `GameSetup` keeps plain scalars, so the custom module list is stored as one comma-separated
word list ("blitz,loans"); the think time ("30" .. "120" seconds or "none") is the table's
and never reaches the rules.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.speedtycoon.rules.data import GAME_TYPES, MODULES

TYPES = ("classic", "modern", "tycoon", "custom")
THINK_TIMES = ("30", "60", "90", "120", "none")
DEFAULT_THINK = "120"


def modules_of(game_type: str, custom: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The modules a game type switches on, in the rules' order."""
    chosen = set(custom) if game_type == "custom" else set(GAME_TYPES[game_type])
    return tuple(m for m in MODULES if m in chosen)


def setup_options(game_type: str, modules: tuple[str, ...], think: str) -> dict[str, str]:
    options = {"game_type": game_type, "think": think}
    if game_type == "custom":
        options["modules"] = ",".join(modules_of("custom", modules))
    return options


def rules_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """The rules' own options (rules/setup.py) from a set-up's; a save of older rules
    keeps its `rules_version` (game/core/save_replay.py puts it in)."""
    game_type = options.get("game_type", "classic")
    kept = {"rules_version": options["rules_version"]} if "rules_version" in options else {}
    if game_type != "custom":
        return {"game_type": game_type, **kept}
    words = [m for m in str(options.get("modules", "")).split(",") if m]
    return {"game_type": "custom", "modules": words, **kept}


def think_seconds(options: Mapping[str, Any]) -> int | None:
    """A person's time per turn in seconds, None without a clock."""
    think = str(options.get("think", DEFAULT_THINK))
    return None if think == "none" else int(think)


def read_remembered(options: Mapping[str, Any]) -> tuple[str, tuple[str, ...], str]:
    """(game type, custom modules, think time) of a remembered set-up; anything unknown falls
    back to the defaults rather than refusing the screen."""
    game_type = options.get("game_type", "classic")
    if game_type not in TYPES:
        game_type = "classic"
    custom = tuple(m for m in str(options.get("modules", "")).split(",") if m in MODULES)
    think = str(options.get("think", DEFAULT_THINK))
    if think not in THINK_TIMES:
        think = DEFAULT_THINK
    return game_type, custom, think
