"""The dice race's computer, as the worker calls it: walk when two steps win, else roll (a die
averages 3.5 steps); "easy" always walks."""

from __future__ import annotations

from game.ai.budget import Budget
from game.ai.reply import Reply
from tests.scratch_game.rules import GOAL, WALK, Roll, State, Walk


def choose(state: State, seat: int, level: str):
    if level == "easy" or GOAL - state.squares[seat] <= WALK:
        return Walk()
    return Roll()


def decide(state_dict: dict, seat: int, level: str, budget: dict, seed: int, cancelled) -> dict:
    action = choose(State.from_dict(state_dict), seat, level)
    return Reply(str(action)).to_wire()


def budget(level: str) -> Budget:
    return Budget(iterations=1)
