"""The rules remember, past the round, which negotiations ended in a refusal (`tr_refused`,
docs/rules-property.md: the computers read it so they do not ask a seat that turned them down
again for a while). The memory is saved, old saves load without it, and a snapshot claiming
a refusal still to come is refused with the invariant's name."""

import pytest

from game.property.rules import State
from game.property.rules.actions import Counter, Offer, Terms
from tests.property.table import Table


def _swap() -> Offer:
    return Offer(1, Terms(give_places=(8,), give_cash=100, get_places=(18,)))


def _refused(s, opener: int, other: int) -> int:
    return s.tr_refused[opener * s.n + other]


def test_a_refusal_is_remembered_after_the_round_while_the_repeat_ban_ends():
    t = Table().own(0, 8).own(1, 18)
    t.s.apply(_swap())
    t.do("reject")
    assert _refused(t.s, 0, 1) == 1 and _refused(t.s, 1, 0) == -1
    t.s.round = 2                      # as turn.py starts the next round: D33 ends
    t.s.tr_rejected.clear()
    t.s._legal = None
    t.s.apply(_swap())                 # the same offer is legal again a round later
    assert t.s.tr_terms is not None
    t.do("reject")
    assert _refused(t.s, 0, 1) == 2


def test_a_counter_refused_by_the_opener_counts_for_the_negotiation_the_opener_opened():
    t = Table().own(0, 8).own(1, 18)
    t.s.apply(_swap())
    t.s.apply(Counter(Terms(give_places=(18,), get_places=(8,), get_cash=150)))
    t.do("reject")                     # seat 0 turns down seat 1's counter
    assert _refused(t.s, 0, 1) == 1 and _refused(t.s, 1, 0) == -1


def test_an_accepted_trade_is_no_refusal():
    t = Table().own(0, 8).own(1, 18)
    t.s.apply(_swap())
    t.do("accept")
    assert set(t.s.tr_refused) == {-1}


def test_the_memory_goes_through_the_snapshot_and_old_snapshots_have_none():
    t = Table(players=3).own(0, 8).own(1, 18)
    t.s.apply(_swap())
    t.do("reject")
    d = t.s.to_dict()
    assert d["tr_refused"] == [-1, 1, -1, -1, -1, -1, -1, -1, -1]
    assert State.from_dict(d) == t.s
    del d["tr_refused"]                # a save from before the memory
    old = State.from_dict(d)
    assert old.tr_refused == [-1] * 9
    assert old.legal_actions() == t.s.legal_actions()


@pytest.mark.parametrize("bad, message", [
    ([-1, 5, -1, -1], "refusals_past"),        # a refusal in a round still to come
    ([1, -1, -1, -1], "refusals_past"),        # a seat refusing itself
    ([-1, -1, -1], "tr_refused: expected 4 entries"),
    ([-1, "1", -1, -1], "tr_refused: expected a list of ints"),
])
def test_a_snapshot_with_an_impossible_refusal_is_refused_with_a_reason(bad, message):
    d = Table().s.to_dict()
    d["tr_refused"] = bad
    with pytest.raises(ValueError, match=message):
        State.from_dict(d)
