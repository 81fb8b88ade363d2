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


def decide_plan(state_dict: dict, seat: int, level: str, budget: dict, seed: int,
                cancelled) -> dict:
    """The first hotel plan of the bot's own plan list that needs a flight, whole (as the
    real decider answers), else the first plan."""
    from game.tycoon.bot.plans import HOTEL_PLAN, turn_plans

    state = State.from_dict(state_dict)
    plans = turn_plans(state)
    plan = next((p for p in plans if p.kind == HOTEL_PLAN and len(p.actions) >= 3), plans[0])
    return {"action": str(plan.actions[0]), "reason": ["tycoon_ai.reason.renovate",
                                                       {"city": "cairo"}],
            "plan": [str(a) for a in plan.actions]}
