"""The new-game options of a Speedtycoon set-up as the screens make and read them.

A `GameSetup` keeps plain scalars, so the custom module list is stored as one comma-separated
word list ("blitz,loans"). The option table (game/speedtycoon/options.py) states each option's
type, known values and default; the rules read a set-up's options through it as they are.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from game.core.setup import GameSetup
from game.games import game_entry
from game.speedtycoon.rules.data import GAME_TYPES, MODULES


def modules_of(game_type: str, custom: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The modules a game type switches on, in the rules' order."""
    chosen = set(custom) if game_type == "custom" else set(GAME_TYPES[game_type])
    return tuple(m for m in MODULES if m in chosen)


def setup_options(game_type: str, modules: tuple[str, ...], think: str) -> dict[str, str]:
    options = {"game_type": game_type, "think": think}
    if game_type == "custom":
        options["modules"] = ",".join(modules_of("custom", modules))
    return options


def with_hold(setup: GameSetup, confirm: bool) -> GameSetup:
    """The set-up as the table deals it: with `confirm`, every person's turn may wait for End
    turn (the rules' DONE), so each move stays undoable; the table ends it at once where
    Settings' "Confirm end of turn" is off (TableScene.ends_held_turn)."""
    persons = [str(i) for i, seat in enumerate(setup.seats) if seat.kind != "computer"]
    return replace(setup, options={**setup.options, "hold": ",".join(persons) if confirm else ""})


def think_seconds(options: Mapping[str, Any]) -> int | None:
    """A person's time per turn in seconds, None without a clock. The options are a checked
    set-up's: the save loader refuses a think time the entry's table does not know."""
    think = (options["think"] if "think" in options
             else game_entry("speedtycoon").option_table["think"].default)
    return None if think == "none" else int(think)


def first_think(people: int) -> str:
    """The think time a new game starts with where nobody chose one: no clock for one person
    alone against the computers (nobody waits for them, and a newcomer should not be hurried:
    speed22), the design's 2 minutes (§4.1) for people sharing the screen, so one person's
    turn does not hold the others up."""
    return "none" if people <= 1 else game_entry("speedtycoon").option_table["think"].default


def read_remembered(options: Mapping[str, Any]) -> tuple[str, tuple[str, ...], str]:
    """(game type, custom modules, think time) of the options a new-game screen starts from
    (the entry's `remembered_options`: each value the table accepts, else its default)."""
    custom = tuple(m for m in options["modules"].split(",") if m)
    return options["game_type"], custom, options["think"]
