"""`cloner` writes a game's clone from its field lists: a move on the copy never reaches the
original (the computer's searches play on copies), and a bad field list is refused at once."""

from __future__ import annotations

import pytest

from game.core.rules_state import RulesState, cloner


class Toy(RulesState):
    __slots__ = ("n", "phase", "cash", "hands", "_legal")
    OVER = 1
    clone = cloner(("n", "phase", "_legal"), ("cash",), ("hands",))


def toy() -> Toy:
    s = Toy()
    s.n, s.phase, s._legal = 2, 0, None
    s.cash, s.hands = [5, 7], [[1, 2], {"a": 1}]
    return s


def test_a_change_to_the_copy_leaves_the_original_as_it_was():
    s = toy()
    c = s.clone()
    assert type(c) is Toy and (c.n, c.phase, c.cash, c.hands) == (2, 0, [5, 7], [[1, 2], {"a": 1}])
    c.phase = 1
    c.cash[0] = 0
    c.hands[0].append(3)
    c.hands[1]["a"] = 9
    assert (s.phase, s.cash, s.hands) == (0, [5, 7], [[1, 2], {"a": 1}])
    assert c.is_terminal() and not s.is_terminal()


@pytest.mark.parametrize("fields", [(("n", "n"), (), ()), (("n; import os",), (), ())])
def test_a_bad_field_list_is_refused(fields):
    with pytest.raises(ValueError, match="field names"):
        cloner(*fields)
