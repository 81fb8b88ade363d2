"""Which words the news line says to a person once the news has faded: what the turn allows
NOW, read from the rules' legal moves. One fixed "buy tickets, fly, build or borrow" stood
there after the person had built, when only tickets and "end turn" were left (play-test)."""

from __future__ import annotations

from game.tycoon.rules.actions import (
    BuildFactory,
    BuildHotel,
    Buy,
    EndTurn,
    Pass,
    Renovate,
    TakeLoan,
)
from game.tycoon.rules.state import State

_BUILDS = (BuildHotel, BuildFactory, Renovate)
PREFIX = "tycoon_play.board."


def calm_key(state: State) -> str:
    """The locale key (under tycoon_play.board) of what the person to move may do now."""
    kinds = {type(action) for action in state.legal_actions()}
    if EndTurn in kinds:  # built this turn: only tickets and the turn's end are left
        return PREFIX + ("calm_built" if Buy in kinds else "calm_built_end")
    if Pass in kinds:  # no build within reach and no loan left
        return PREFIX + "calm_pass"
    if kinds == {TakeLoan}:  # in debt: borrowing is the only way on
        return PREFIX + "calm_debt"
    loan = TakeLoan in kinds
    if kinds.intersection(_BUILDS):
        return PREFIX + ("calm_person" if loan else "calm_build_no_loan")
    return PREFIX + ("calm_travel" if loan else "calm_travel_no_loan")
