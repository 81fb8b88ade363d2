"""A quick, deterministic stand-in for the bot in hint tests: it prefers building, then the
cheapest way to reach a city, and says why in the bot's reason format."""

from __future__ import annotations

from game.tycoon.rules import BuildHotel, Buy, EndTurn, Fly, State, TakeLoan

ORDER = (BuildHotel, Fly, Buy, EndTurn, TakeLoan)


def decide(state_dict: dict, seat: int, level: str, budget: dict, seed: int,
           cancelled) -> dict:
    state = State.from_dict(state_dict)
    legal = state.legal_actions()
    for kind in ORDER:
        for action in legal:
            if isinstance(action, kind):
                return {"action": str(action), "reason": ["tycoon_ai.reason.best_value", {}]}
    return {"action": str(legal[0]), "reason": None}
