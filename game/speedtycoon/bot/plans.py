"""A turn as a chain of decisions, and the candidate chains a strong player considers.

A *plan* is every decision one seat makes in a row: the lobby placement, the actions (an exact
payment buys another one), the placement of each bought tile, or one Lobbyist answer in another
seat's turn. Each step is judged by the evaluator on a copy; a level looks at the best few
steps at its first few depths (its widths) and completes every branch greedily.

Demolishing is only considered when the rules offer nothing else: a strong player never pulls
down a standing building to gain nothing this turn, and the demolish lists are long.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.speedtycoon.bot.evaluator import NORMAL, Judgement, score
from game.speedtycoon.rules import IllegalAction
from game.speedtycoon.rules.actions import Buy, Demolish, LobbyBuy, RepayLoan
from game.speedtycoon.rules.payments import payment_value

#: A turn has at most five actions plus the placements; a plan never runs longer than this.
MAX_STEPS = 24


@dataclass(frozen=True, slots=True)
class Scored:
    """One plan, the position after it, its events and the evaluator's value for the seat."""

    actions: tuple
    value: float
    after: object
    events: tuple


def same_plan(s, seat: int, turn_no: int) -> bool:
    """Still the same seat deciding in the same turn (a plan ends when the decision passes)."""
    return not s.is_terminal() and s.current_player == seat and s.turn_no == turn_no


def considered(s) -> list:
    actions = s.legal_actions()
    kept = [a for a in actions if type(a) is not Demolish]
    return kept or actions


_PAYMENTS = (Buy, LobbyBuy, RepayLoan)


def _payment_group(action) -> tuple | None:
    """Payments of one total for one purpose (a place, or a loan) share a group."""
    if type(action) not in _PAYMENTS:
        return None
    return type(action), getattr(action, "place", None), payment_value(action.cards)


def ranked_steps(s, seat: int, judgement: Judgement = NORMAL,
                 limit: int | None = None) -> list[tuple]:
    """The best `limit` (None: all) considered next actions, best first, each as (value of
    the position right after it, action, that position, its events, whether the value is
    that position's own score; False: its payment group's). Ties keep the rules' order, so
    the ranking depends on the position only. The judgement counts a hand by its face value,
    so payments of one group leave positions it cannot tell apart: each group is judged once
    and its value shared, and only the actions returned are played out. The ranking is the
    same as judging every one, but a hoarded hand of 27 cards offered 1,569 loan repayments,
    and late Hard decisions in the arena took 15-50 s of CPU."""
    judged: dict[tuple, float] = {}
    rows = []
    for index, action in enumerate(considered(s)):
        group = None if judgement.exact_bonus else _payment_group(action)
        if group is not None and group in judged:
            rows.append((judged[group], index, action, None, None))
            continue
        after = s.clone()
        events = after.apply(action)
        value = score(after, seat, judgement)
        if group is not None:
            judged[group] = value
        rows.append((value, index, action, after, events))
    rows.sort(key=lambda r: (-r[0], r[1]))
    out = []
    for value, _index, action, after, events in rows[:limit]:
        own = after is not None
        if not own:
            after = s.clone()
            events = after.apply(action)
        out.append((value, action, after, events, own))
    return out


def complete(s, seat: int, first: tuple, judgement: Judgement = NORMAL) -> Scored:
    """The plan starting with `first` (already applied to `s`, a private copy; with `s`'s
    own score, or None), each later step greedy. The plan's value is the score of where it
    ends, taken from the step that judged that very position when there was one."""
    actions = [first[0]]
    events = list(first[1])
    turn_no = first[2]
    value = first[3]
    for _ in range(MAX_STEPS):
        if not same_plan(s, seat, turn_no):
            break
        v, action, after, ev, own = ranked_steps(s, seat, judgement, 1)[0]
        actions.append(action)
        events.extend(ev)
        s = after
        value = v if own else None
    if value is None:
        value = score(s, seat, judgement)
    return Scored(tuple(actions), value, s, tuple(events))


def candidate_plans(s, seat: int, widths: tuple[int, ...],
                    judgement: Judgement = NORMAL) -> list[Scored]:
    """The plans of a small tree over the seat's next steps, best plan first: the best
    `widths[0]` first steps, after each of them the best `widths[1]` second steps and so on,
    every branch completed greedily once the widths run out. One wide level weighs every
    purchase; a second and third level find the chains a greedy second step misses (an exact
    purchase whose bonus action buys the tile that fits, or which money to take with it)."""
    plans = _tree(s, seat, widths, judgement, s.turn_no, (), ())
    order = sorted(range(len(plans)), key=lambda i: (-plans[i].value, i))
    return [plans[i] for i in order]


def _tree(s, seat: int, widths: tuple[int, ...], judgement: Judgement, turn_no: int,
          done: tuple, events: tuple) -> list[Scored]:
    out = []
    for v, action, after, ev, own in ranked_steps(s, seat, judgement, widths[0]):
        actions, so_far = done + (action,), events + tuple(ev)
        if len(widths) > 1 and same_plan(after, seat, turn_no):
            out.extend(_tree(after, seat, widths[1:], judgement, turn_no, actions, so_far))
            continue
        rest = complete(after, seat, (action, ev, turn_no, v if own else None), judgement)
        out.append(Scored(done + rest.actions, rest.value, rest.after, events + rest.events))
    return out


def try_plan(s, actions: tuple) -> tuple | None:
    """The position after a plan and its events; None if a step is illegal in this copy."""
    after = s.clone()
    events: list = []
    try:
        for action in actions:
            events.extend(after.apply(action))
    except IllegalAction:
        return None
    return after, tuple(events)
