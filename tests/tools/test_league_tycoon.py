"""Tycoon's league (tools/league/tycoon.py): every member plays legal moves to the end on a few
seeds, at a table of its own copies and mixed with other members, and plays its idea."""

from __future__ import annotations

from random import Random

import pytest

from game.tycoon.rules import TakeLoan, new_game
from tools import league

TYCOON = league.league_module("tycoon")
NAMES = sorted(TYCOON.MEMBERS)


@pytest.mark.parametrize("member", NAMES)
def test_each_member_finishes_legal_games_against_normal(member):
    for seed in (1, 2):  # an illegal move raises in `apply`
        played = league.play_game(league.Pairing("tycoon", "normal", member), seed=seed)
        assert played["finished"], f"{member} did not finish game {seed}"
        assert sum(played["returns"]) == pytest.approx(1.0)


def _play(names: list[str], seed: int) -> tuple[object, list[tuple[int, object, bool]]]:
    """A table of the named members; every (seat, action, could it build instead) in order."""
    state = new_game(len(names), seed)
    rngs = [Random(seed * 10 + seat) for seat in range(len(names))]
    moves = []
    for _ in range(TYCOON.MAX_DECISIONS):
        if state.is_terminal():
            break
        seat = state.current_player
        action = TYCOON.MEMBERS[names[seat]](state, seat, rngs[seat])
        could_build = state.phase == 0 and not state.built and state.money[seat] >= 0 \
            and bool(TYCOON.builds(state, seat))
        moves.append((seat, action, could_build))
        state.apply(action)
    return state, moves


@pytest.mark.parametrize("seed", [5, 6])
def test_a_table_of_different_members_plays_to_the_end(seed):
    names = Random(seed).sample(NAMES, 4)
    state, _moves = _play(names, seed)
    assert state.is_terminal()


def test_borrow_first_takes_the_16_card_then_two_10_cards_before_building():
    _state, moves = _play(["borrow_first", "never_borrow", "rusher", "spread_first"], 7)
    first = [action for seat, action, _ in moves if seat == 0 and not str(action).startswith(
        ("buy", "fly", "end"))][:4]
    assert [str(a) for a in first[:3]] == ["loan 16", "loan 10", "loan 10"]
    assert str(first[3]) in ("hotel", "factory")


def test_never_borrow_borrows_only_when_no_build_is_in_reach():
    _state, moves = _play(["never_borrow"] * 4, 8)
    loans = [(action, could) for _seat, action, could in moves if isinstance(action, TakeLoan)]
    assert all(not could for _action, could in loans)
