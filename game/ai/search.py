"""Decision search over determinized futures, for any game that keeps the rules contract.

Three searches share one rollout: `flat_monte_carlo` (a bandit over the root plans, each
sample a fresh determinization plus a heuristic rollout: the baseline), `paired_monte_carlo`
(every root plan in the same determinizations, so plans are compared on equal luck) and
`ismcts` (single-observer information-set MCTS: one tree over plans, every iteration in a
fresh determinization, so the tree never learns anything the searching seat cannot see). All
three only ever touch copies made by `state.determinize(seat, rng)`: the real hidden order
never reaches a decision.

Values are per-seat vectors, so three or four players each maximise their own share instead of
a two-player minimax fiction.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from random import Random

from game.ai.budget import Budget, CancelCheck, Clock, Meter, never_cancelled
from game.ai.contract import GameState, Knowledge, Plan, plan_key

DEFAULT_EXPLORATION = 0.7
DEFAULT_ROLLOUT_DECISIONS = 8


@dataclass(frozen=True)
class PlanStats:
    plan: Plan
    visits: int
    mean_value: float


@dataclass(frozen=True)
class SearchResult:
    plan: Plan
    iterations: int
    stop_reason: str
    seconds: float
    ranking: list[PlanStats] = field(default_factory=list)


@dataclass(frozen=True)
class SearchSettings:
    """Knobs a game's levels tune; the defaults suit a turn-based game with short plans."""

    exploration: float = DEFAULT_EXPLORATION
    rollout_decisions: int = DEFAULT_ROLLOUT_DECISIONS
    tree_depth: int = 4


def apply_plan(state: GameState, plan: Plan, knowledge: Knowledge) -> bool:
    """Apply a plan; False if a step is illegal in this particular determinization."""
    try:
        for action in plan:
            state.apply(action)
    except knowledge.illegal_action:
        return False
    return True


def rollout(state: GameState, knowledge: Knowledge, rng: Random, decisions: int) -> list[float]:
    """Play on with the rollout policy for a few decisions, then ask the evaluator.

    A knowledge may also have `start_rollout(state, rng)` (called first: e.g. to give each
    simulated player a style for the whole sample) and `rollout_over(state)` (a horizon such as
    the next payday, checked before every decision; `decisions` stays the hard cap)."""
    start = getattr(knowledge, "start_rollout", None)
    if start is not None:
        start(state, rng)
    over = getattr(knowledge, "rollout_over", None)
    for _ in range(decisions):
        if state.is_terminal() or (over is not None and over(state)):
            break
        if not apply_plan(state, knowledge.rollout_plan(state, rng), knowledge):
            break
    return knowledge.evaluate(state)


def _only_plan(plan: Plan, meter: Meter) -> SearchResult:
    return SearchResult(plan, 0, "single_option", meter.elapsed, [PlanStats(plan, 0, 0.0)])


def flat_monte_carlo(
    state: GameState,
    seat: int,
    knowledge: Knowledge,
    budget: Budget,
    seed: int,
    settings: SearchSettings = SearchSettings(),
    cancelled: CancelCheck = never_cancelled,
    clock: Clock | None = None,
) -> SearchResult:
    """UCB1 over the root plans; each sample = determinize, play the plan, roll out, evaluate."""
    meter = _meter(budget, cancelled, clock)
    rng = Random(seed)
    plans = _root_plans(knowledge, state.determinize(seat, rng), seat)
    if len(plans) == 1:
        return _only_plan(plans[0], meter)
    visits = [0] * len(plans)
    sums = [0.0] * len(plans)
    while meter.keep_going():
        index = _ucb_pick(visits, sums, meter.iterations, settings.exploration)
        world = state.determinize(seat, rng)
        if apply_plan(world, plans[index], knowledge):
            value = rollout(world, knowledge, rng, settings.rollout_decisions)[seat]
        else:
            value = 0.0
        visits[index] += 1
        sums[index] += value
        meter.tick()
    ranking = [
        PlanStats(plan, visits[i], sums[i] / visits[i] if visits[i] else 0.0)
        for i, plan in enumerate(plans)
    ]
    return _result(ranking, meter)


def paired_monte_carlo(
    state: GameState,
    seat: int,
    knowledge: Knowledge,
    budget: Budget,
    seed: int,
    settings: SearchSettings = SearchSettings(),
    cancelled: CancelCheck = never_cancelled,
    clock: Clock | None = None,
) -> SearchResult:
    """Every root plan played in the same determinizations (common random numbers).

    The bandit gives each plan its own hidden deck and bag, so two plans' means differ by the
    luck of their samples as much as by the plans. Here one iteration is one sample world,
    copied once for each plan, and every plan's rollout draws the same chances (a rollout
    policy's random choices), so the plans are compared on equal luck. An iteration costs as
    many rollouts as there are plans: a level that switches from the bandit divides its
    budget by its number of root plans."""
    meter = _meter(budget, cancelled, clock)
    rng = Random(seed)
    plans = _root_plans(knowledge, state.determinize(seat, rng), seat)
    if len(plans) == 1:
        return _only_plan(plans[0], meter)
    sums = [0.0] * len(plans)
    while meter.keep_going():
        base = state.determinize(seat, rng)
        chances = rng.getrandbits(32)
        for index, plan in enumerate(plans):
            world = base.clone()
            if apply_plan(world, plan, knowledge):
                values = rollout(world, knowledge, Random(chances), settings.rollout_decisions)
                sums[index] += values[seat]
        meter.tick()
    worlds = meter.iterations
    ranking = [PlanStats(plan, worlds, sums[i] / worlds if worlds else 0.0)
               for i, plan in enumerate(plans)]
    return _result(ranking, meter)


def _root_plans(knowledge: Knowledge, world: GameState, seat: int) -> list[Plan]:
    if world.current_player != seat:
        raise ValueError(f"seat {seat} is not the player to act ({world.current_player} is)")
    plans = knowledge.plans(world)
    if not plans:
        raise ValueError("the game offers no plan to the player to act")
    return plans


def _ucb_pick(visits: list[int], sums: list[float], total: int, exploration: float) -> int:
    for index, count in enumerate(visits):
        if count == 0:
            return index
    log_total = math.log(total)
    return max(
        range(len(visits)),
        key=lambda i: sums[i] / visits[i] + exploration * math.sqrt(log_total / visits[i]),
    )


class _Node:
    """One plan in the tree, reached by `mover`; values summed for every seat."""

    __slots__ = ("plan", "mover", "children", "visits", "available", "value_sums")

    def __init__(self, plan: Plan, mover: int | None, seats: int) -> None:
        self.plan = plan
        self.mover = mover
        self.children: dict[tuple[str, ...], _Node] = {}
        self.visits = 0
        self.available = 0
        self.value_sums = [0.0] * seats

    def ucb(self, exploration: float) -> float:
        mean = self.value_sums[self.mover] / self.visits
        return mean + exploration * math.sqrt(math.log(max(self.available, 1)) / self.visits)


def ismcts(
    state: GameState,
    seat: int,
    knowledge: Knowledge,
    budget: Budget,
    seed: int,
    settings: SearchSettings = SearchSettings(),
    cancelled: CancelCheck = never_cancelled,
    clock: Clock | None = None,
) -> SearchResult:
    """Single-observer IS-MCTS over plans (Cowling, Powley & Whitehouse 2012).

    Children are chosen among those available in this iteration's determinization, and UCB uses
    how often a child was *available* instead of the parent's visits, so plans that only exist in
    some worlds are not over-explored. Expansion follows the knowledge's best-first order.
    """
    meter = _meter(budget, cancelled, clock)
    rng = Random(seed)
    first_world = state.determinize(seat, rng)
    root_plans = _root_plans(knowledge, first_world, seat)
    if len(root_plans) == 1:
        return _only_plan(root_plans[0], meter)
    seats = len(knowledge.evaluate(first_world))
    root = _Node((), None, seats)
    while meter.keep_going():
        world = state.determinize(seat, rng)
        path = [root]
        node = root
        for _depth in range(settings.tree_depth):
            if world.is_terminal():
                break
            mover = world.current_player
            plans = root_plans if node is root else knowledge.plans(world)
            child, expanded = _select_or_expand(node, plans, mover, seats, settings.exploration)
            if not apply_plan(world, child.plan, knowledge):
                break
            path.append(child)
            node = child
            if expanded:
                break
        values = rollout(world, knowledge, rng, settings.rollout_decisions)
        for visited in path:
            visited.visits += 1
            for s in range(seats):
                visited.value_sums[s] += values[s]
        meter.tick()
    ranking = [
        PlanStats(child.plan, child.visits, child.value_sums[seat] / child.visits)
        for child in root.children.values()
        if child.visits
    ] or [PlanStats(root_plans[0], 0, 0.0)]
    return _result(ranking, meter)


def _select_or_expand(
    node: _Node, plans: list[Plan], mover: int, seats: int, exploration: float
) -> tuple[_Node, bool]:
    available: list[_Node] = []
    untried: Plan | None = None
    for plan in plans:
        child = node.children.get(plan_key(plan))
        if child is not None:
            child.available += 1
            available.append(child)
        elif untried is None:
            untried = plan
    if untried is not None:
        child = _Node(untried, mover, seats)
        child.available = 1
        node.children[plan_key(untried)] = child
        return child, True
    return max(available, key=lambda c: c.ucb(exploration)), False


def _meter(budget: Budget, cancelled: CancelCheck, clock: Clock | None) -> Meter:
    return Meter(budget, cancelled, clock) if clock else Meter(budget, cancelled)


def _result(ranking: list[PlanStats], meter: Meter) -> SearchResult:
    """Most visited wins (robust child); mean value breaks ties; the plan order breaks the rest."""
    ranking = sorted(ranking, key=lambda s: (s.visits, s.mean_value), reverse=True)
    return SearchResult(
        ranking[0].plan, meter.iterations, meter.stop_reason or "iterations", meter.elapsed, ranking
    )


SEARCHES: dict[str, Callable[..., SearchResult]] = {
    "flat": flat_monte_carlo,
    "ismcts": ismcts,
    "paired": paired_monte_carlo,
}
