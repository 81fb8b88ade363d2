"""The dice race's computer: walk when two steps win, else roll (a die averages 3.5 steps);
"easy" always walks. The worker's decider and the budgets are the house's."""

from __future__ import annotations

from game.ai.budget import Budget, CancelCheck, LevelBudgets, never_cancelled
from game.ai.decider import check_request, worker_decider
from game.ai.reply import Reply
from tests.scratch_game.rules import GOAL, WALK, Roll, State, Walk

LEVELS = ("easy", "normal")


def choose(state: State, seat: int, level: str, budget: Budget | None = None, seed: int = 0,
           cancelled: CancelCheck = never_cancelled) -> Reply:
    check_request(state, seat, level, LEVELS)
    return Reply(Walk() if level == "easy" or GOAL - state.squares[seat] <= WALK else Roll())


budget = LevelBudgets({})
decide = worker_decider(State, choose, budget)
