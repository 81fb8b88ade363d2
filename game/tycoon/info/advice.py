"""A hint as the player reads it: the computer's suggested plan, step by step in words, and what
on the board each step points at (a city, a lot, a market card, the home bank, one button).

The plan keeps the position each step is taken in, so the panel can tell that the player
followed it (the next step is shown for free) or left it (a new hint is a new question)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.tycoon.rules import (
    Action,
    BuildFactory,
    BuildHotel,
    Buy,
    EndTurn,
    Extend,
    Fly,
    Home,
    IllegalAction,
    Pass,
    Renovate,
    Repay,
    State,
    TakeLoan,
    board,
)
from game.tycoon.rules.legal import factories_in_city

Text = tuple[str, dict]


@dataclass(frozen=True)
class Pointer:
    """What to light up: kind 'market' (slot), 'city', 'lot' (city, lot), 'factory'
    (city, slot), 'home' (seat) or 'button' (the action bar's button `name`: loan_10,
    loan_16, end)."""

    kind: str
    a: int = 0
    b: int = 0
    name: str = ""


@dataclass(frozen=True)
class Step:
    text: Text
    pointer: Pointer | None
    before: dict  # the position (State.to_dict) the step is taken in


@dataclass(frozen=True)
class HintPlan:
    steps: tuple[Step, ...]

    def step_at(self, state: State) -> int | None:
        """The step to take in `state`, or None when `state` is off the plan."""
        now = state.to_dict()
        return next((i for i, step in enumerate(self.steps) if step.before == now), None)


def describe_plan(state: State, seat: int, plan: Sequence[Action]) -> HintPlan:
    """Every step of `plan` in words, each in the position it is taken in."""
    s = state.clone()
    steps = []
    for action in plan:
        text, pointer = describe(s, seat, action)
        steps.append(Step(text, pointer, s.to_dict()))
        try:
            s.apply(action)
        except IllegalAction:
            break
    return HintPlan(tuple(steps))


def loan_named(card_id: str) -> dict:
    """A loan card as the payday card shows it: the amount borrowed, what Repay costs now and
    what Extend costs at the next payday ("10 » 12" read as a sum to new players)."""
    card = board.loan_card(card_id)
    return {"amount": card.amount, "due": card.repay, "later": card.repay_extended}


def describe(state: State, seat: int, action: Action) -> tuple[Text, Pointer | None]:
    """The suggestion in words and where it points, for the state it was asked in."""
    pos = state.pos[seat]
    match action:
        case Buy():
            slot = state.display.index(action.t) if action.t in state.display else None
            pointer = Pointer("market", slot) if slot is not None else None
            return ("tycoon_info.hint.buy", {"ticket": action.ticket}), pointer
        case Fly():
            return (("tycoon_info.hint.fly", {"ticket": action.ticket, "city": action.city}),
                    Pointer("city", action.c))
        case Home():
            return ("tycoon_info.hint.home", {}), Pointer("home", seat)
        case BuildHotel():
            return (("tycoon_info.hint.hotel", {"city": board.CITY_IDS[pos]}),
                    Pointer("lot", pos, state.cend[pos]))
        case Renovate():
            return (("tycoon_info.hint.renovate", {"city": board.CITY_IDS[pos]}),
                    Pointer("lot", pos, state.cend[pos]))
        case BuildFactory():
            return (("tycoon_info.hint.factory", {"city": board.CITY_IDS[pos]}),
                    Pointer("factory", pos, factories_in_city(state, pos)))
        case TakeLoan():
            key = "tycoon_info.hint.loan_at_home" if pos < 0 else "tycoon_info.hint.loan"
            return (key, {"amount": action.amount}), Pointer("button", name=f"loan_{action.amount}")
        case EndTurn():
            return ("tycoon_info.hint.end", {}), Pointer("button", name="end")
        case Pass():
            return ("tycoon_info.hint.pass", {}), Pointer("button", name="end")
        case Repay():
            return ("tycoon_info.hint.repay", loan_named(action.card)), None
        case Extend():
            return ("tycoon_info.hint.extend", loan_named(action.card)), None
    return ("tycoon_info.hint.unknown", {"action": str(action)}), None
