"""Greedy play: try every plan on a copy of the position and keep the one the evaluator likes.

This is the whole of the Normal level, the Easy level plus its slips, the Hard level's rollout
policy and the order in which the Hard search expands plans.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.tycoon.bot.evaluator import NORMAL, Judgement, score
from game.tycoon.bot.plans import (
    FACTORY_PLAN,
    HOTEL_PLAN,
    LOAN_PLAN,
    RENOVATE_PLAN,
    TurnPlan,
    turn_plans,
)
from game.tycoon.rules import IllegalAction, State

BUILD_PLANS = (HOTEL_PLAN, FACTORY_PLAN, RENOVATE_PLAN)


@dataclass(frozen=True, slots=True)
class Scored:
    plan: TurnPlan
    value: float
    after: State
    events: tuple


def try_plan(state: State, plan: TurnPlan) -> tuple[State, tuple] | None:
    """The position after the plan, and its events; None if a rule refuses a step."""
    after = state.clone()
    events: list = []
    try:
        for action in plan.actions:
            events.extend(after.apply(action))
    except IllegalAction:
        return None
    return after, tuple(events)


def ranked_plans(world: State, seat: int, judgement: Judgement = NORMAL) -> list[Scored]:
    """All workable plans, best first; ties keep the generation order, so the ranking never
    depends on anything but the position."""
    scored = []
    for plan in turn_plans(world):
        tried = try_plan(world, plan)
        if tried is not None:
            after, events = tried
            scored.append(Scored(plan, score(after, seat, judgement), after, events))
    if (_loans_stacked(world, seat, judgement) or _opening(world, seat, judgement)) and any(
            s.plan.kind in BUILD_PLANS for s in scored):
        scored = [s for s in scored if s.plan.kind != LOAN_PLAN]
    scored.sort(key=lambda s: -s.value)
    return scored


def _loans_stacked(world: State, seat: int, judgement: Judgement) -> bool:
    """Whether the seat holds cards and cash enough that a further loan is off while it can
    build (`Judgement.stack_cards`)."""
    if judgement.stack_cards is None or world.money[seat] < judgement.stack_cash:
        return False
    return sum(1 for owner in world.loan_owner if owner == seat) >= judgement.stack_cards


def _opening(world: State, seat: int, judgement: Judgement) -> bool:
    """Whether the seat has not built yet this game (`Judgement.build_before_borrowing`)."""
    return (judgement.build_before_borrowing and world.session == 1
            and seat not in world.chain and seat not in world.fact)
