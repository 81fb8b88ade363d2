"""The builds in reach, each tried on a copy of the position.

Both the reasons (does any build pay back its cost by the next payday?) and the rollout styles
(which build leaves my income or worth highest?) weigh the same thing: every build plan the
turn offers, with the position right after it. One loop serves both.
"""

from __future__ import annotations

from collections.abc import Iterator

from game.tycoon.bot.heuristic import BUILD_PLANS, try_plan
from game.tycoon.bot.plans import TurnPlan, turn_plans
from game.tycoon.rules import State


def tried_builds(
    state: State, plans: list[TurnPlan] | None = None
) -> Iterator[tuple[TurnPlan, State]]:
    """Each workable build plan (hotel, factory, renovation) with the position after it, in the
    order `turn_plans` gives them; a plan a rule refuses is left out. `plans`: the turn's plans
    when the caller has them already."""
    for plan in turn_plans(state) if plans is None else plans:
        if plan.kind not in BUILD_PLANS:
            continue
        tried = try_plan(state, plan)
        if tried is not None:
            yield plan, tried[0]
