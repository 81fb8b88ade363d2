"""The one-action legality check (`legal.allows`, what `State.apply` and `is_legal` ask) must
answer exactly `action in generate(state)`: for every action of the game's whole action
space (the listed ones and every other, actions of other positions included), in positions of
seeded random games under both rules versions and both stop options, with and without the
payday decisions and with the cash pushed below zero (D11)."""

from random import Random

import pytest

from game.tycoon.rules import IllegalAction, new_game
from game.tycoon.rules import actions as act
from game.tycoon.rules.legal import allows, generate
from game.tycoon.rules.state import LOANS

#: Every action of the game, as interned objects and as fresh equal copies (a player's click
#: or a parsed line need not be the interned object).
UNIVERSE = (
    [act.HOME, act.HOTEL, act.FACTORY, act.RENOVATE, act.END, act.PASS]
    + list(act.BUY) + [fly for row in act.FLY for fly in row]
    + list(act.LOAN.values()) + list(act.REPAY) + list(act.EXTEND)
)
COPIES = (
    [act.Home(), act.BuildHotel(), act.BuildFactory(), act.Renovate(), act.EndTurn(), act.Pass()]
    + [act.Buy(a.ticket) for a in act.BUY]
    + [act.Fly(a.ticket, a.city) for row in act.FLY for a in row]
    + [act.TakeLoan(a) for a in act.LOAN] + [act.Repay(a.card) for a in act.REPAY]
    + [act.Extend(a.card) for a in act.EXTEND]
)
TABLES = ({}, {"rules_version": 1}, {"stops": "up_to"}, {"stops": "up_to", "rules_version": 1})


def positions(seed: int, games: int):
    """Positions along random games; every fourth game prefers loans and extensions, so the
    forced loans and the bank's last cards turn up too."""
    rng = Random(seed)
    for g in range(games):
        options = TABLES[g % len(TABLES)]
        state = new_game(rng.choice((2, 3, 4)),
                         rng.randrange(10**6), options)
        greedy_loans = g % 4 == 3
        while not state.is_terminal():
            yield state
            legal = generate(state)
            money_moves = [a for a in legal if isinstance(a, act.TakeLoan | act.Extend)]
            pick = rng.choice(money_moves if greedy_loans and money_moves else legal)
            state.apply(pick)
        yield state


def assert_agrees(state) -> None:
    listed = set(generate(state))  # frozen dataclasses: equal actions hash equally
    for action in UNIVERSE + COPIES:
        assert allows(state, action) == (action in listed), (str(action), repr(state))
        assert state.is_legal(action) == (action in listed)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_one_action_check_agrees_with_the_list_everywhere(seed):
    seen_payday = seen_red = 0
    for i, state in enumerate(positions(seed, 8)):
        if i % 3:
            continue
        assert_agrees(state)
        seen_payday += state.phase == LOANS
        if i % 21 == 0 and not state.is_terminal():
            broke = state.clone()
            broke.money[broke.current] = -3
            broke._legal = None
            assert_agrees(broke)
            seen_red += 1
    assert seen_payday and seen_red, "the walk must reach payday decisions and red cash"


def test_things_that_are_no_tycoon_action_are_never_legal():
    state = new_game(3, 5)
    for thing in ("home", None, 3, ("buy", "S01")):
        assert not allows(state, thing)
        assert not state.is_legal(thing)


def test_an_illegal_action_is_still_refused_with_its_reason_and_changes_nothing():
    state = new_game(3, 7)
    before = state.clone()
    with pytest.raises(IllegalAction) as refused:
        state.apply(act.END)
    assert refused.value.key == "tycoon_board.why.build_first"
    assert state == before
