"""The worker's entry point for a game (`GameEntry.decider`, run in game/ai/worker.py), built
from the game's own pieces: its rules' `State` (read back from the snapshot the window sends),
its levels' `choose` (answering a `Reply`) and its budgets (for a request that names none).
One builder serves every game, so no game writes the snapshot-to-wire steps again."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.ai.budget import Budget, CancelCheck, never_cancelled
from game.ai.reply import Reply

Choose = Callable[[Any, int, str, Budget, int, CancelCheck], Reply]
Decide = Callable[..., dict]


def worker_decider(state_class: Any, choose: Choose,
                   level_budget: Callable[[str], Budget]) -> Decide:
    """`decide(snapshot, seat, level, budget, seed, cancelled) -> wire`: the state rebuilt,
    the level's choice made under the budget given (or the level's own) and sent as text."""

    def decide(snapshot: dict, seat: int, level: str, budget: dict | None, seed: int,
               cancelled: CancelCheck = never_cancelled) -> dict:
        limits = Budget.from_dict(budget) if budget else level_budget(level)
        return choose(state_class.from_dict(snapshot), seat, level, limits, seed,
                      cancelled).to_wire()

    return decide


def check_request(state: Any, seat: int, level: str, levels: tuple[str, ...]) -> None:
    """ValueError for a level the game does not have or a seat that is not the one to act:
    every game's `choose` starts here, so a wrong request is refused the same way."""
    if level not in levels:
        raise ValueError(f"unknown level {level!r}; levels are {', '.join(levels)}")
    if state.current_player != seat:
        raise ValueError(f"seat {seat} is not the player to act "
                         f"(that is {state.current_player})")
