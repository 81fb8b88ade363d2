"""A stand-in for the computer opponents (branch sbot writes the real one): the first legal
action, through the same worker glue, so the table is tested with computer seats before the
bot lands. Not shipped: only these tests name it."""

from __future__ import annotations

from game.ai.budget import Budget
from game.scenes.computer import Brain
from game.speedtycoon import rules
from game.speedtycoon.scenes.table_scene import TableScene, first_legal


def decide(state_dict: dict, seat: int, level: str, budget: dict, seed: int, cancelled) -> dict:
    state = rules.State.from_dict(state_dict)
    return {"action": str(first_legal(state)), "reason": None}


def budget(level: str) -> Budget:
    return Budget(iterations=1)


BRAIN = Brain("speedtycoon", "tests.speedtycoon_scenes.standin:decide", budget,
              rules.parse_action, first_legal)


class StandInTable(TableScene):
    brain = BRAIN
