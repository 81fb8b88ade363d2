"""The invariant checker itself: it must notice a broken state (so the random-game test can
fail), and it follows a game's cash through its events."""

import pytest

from game.tycoon.rules import new_game, parse_action
from game.tycoon.rules.invariants import CheckedGame, InvariantError, check_state

from .conftest import make_state


def broken(change):
    s = make_state(chains={"tokyo": [1, 2]}, seats={0: {"tickets": ["S01"]}})
    change(s)
    s._legal = None
    return s


@pytest.mark.parametrize("change", [
    lambda s: s.supply.__setitem__(0, 5),                  # a hotel vanished
    lambda s: s.fleft.__setitem__(1, 4),                   # a factory vanished
    lambda s: s.chain.__setitem__(9 * 11 - 1, 1),          # hotel on lot 10 of Sydney alone
    lambda s: s.hands[1].append(s.hands[0][0]),            # a ticket in two hands
    lambda s: s.deck_s.append(s.deck_c.pop()),             # charter in the scheduled deck
    lambda s: s.loan_ext.__setitem__(3, 1),                # extended card at the bank
    lambda s: s.runways.__setitem__(0, 2),                 # runway taken by no plane
])
def test_checker_notices_a_broken_state(change):
    check_state(make_state(chains={"tokyo": [1, 2]}, seats={0: {"tickets": ["S01"]}}))
    with pytest.raises(InvariantError):
        check_state(broken(change))


def test_ledger_notices_cash_that_moved_without_an_event():
    game = CheckedGame(new_game(2, 3))
    game.state.money[1] += 1
    with pytest.raises(InvariantError, match="ledger"):
        game.apply(game.state.legal_actions()[0])


def test_checker_notices_cash_going_negative_outside_a_forced_repayment(monkeypatch):
    """A hotel that costs more than the player has (here: a price the legality check does
    not see) keeps the ledger right but must still be caught."""
    from game.tycoon.rules import turn

    game = CheckedGame(make_state(seats={0: {"at": "new_york", "runway": 1, "money": 4}}))
    game.apply(parse_action("hotel"))  # 4 of 4: fine
    game = CheckedGame(make_state(seats={0: {"at": "new_york", "runway": 1, "money": 4}}))
    monkeypatch.setattr(turn, "RUNWAY_PRICES", ((9, 9), (9, 9), (9, 9)))
    with pytest.raises(InvariantError, match="cash fell"):
        game.apply(parse_action("hotel"))
