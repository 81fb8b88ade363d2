"""Rules version 2 (docs/rules-property.md, D34 and D39): a trade moves a place or a pass, and a
seat in debt only sells, each place for at least its mortgage value. Saves played under
version 1 keep replaying with the old rule."""

import pytest

from game.core.contract import IllegalAction
from game.property.rules import State, new_game
from game.property.rules.actions import Offer, Terms
from game.property.rules.phases import MOVING
from tests.property.table import Table


def _refusal(t: Table, offer: Offer) -> str | None:
    try:
        t.s.apply(offer)
    except IllegalAction as err:
        return err.key
    return None


def _in_debt(t: Table, seat: int, creditor: int, amount: int) -> Table:
    t.s.dues.extend((seat, creditor, amount, 0))
    t.s.in_debt = True
    t.s.phase = MOVING
    t.s._legal = None
    return t


@pytest.mark.parametrize("ruleset", ["kraken_bay", "menedzher"])
def test_cash_for_cash_is_refused_with_its_reason(ruleset):
    t = Table(ruleset)
    assert _refusal(t, Offer(1, Terms(give_cash=100, get_cash=10))) == "property.why.trade_no_place"


def test_cash_for_a_pass_is_still_a_trade():
    t = Table(players=3)
    t.s.held[0].append(0 * 64 + 11)       # A12, a Jam Pass
    t.s.decks[0].remove(11)
    assert _refusal(t, Offer(2, Terms(give_passes=1, get_cash=30))) is None


def test_a_save_from_rules_version_1_still_plays_cash_for_cash():
    t = Table(rules_version=1)
    assert _refusal(t, Offer(1, Terms(give_cash=100, get_cash=10))) is None
    t.do("accept")
    assert t.s.cash == [1410, 1590]


def test_a_seat_in_debt_cannot_give_its_places_to_a_third_seat_for_a_token_sum():
    t = _in_debt(Table(players=3).own(0, 16, 18).cash(0, 20), 0, 1, 500)
    assert _refusal(t, Offer(2, Terms(give_places=(16, 18), get_cash=10))) \
        == "property.why.trade_below_mortgage"
    t2 = _in_debt(Table(players=3).own(0, 16, 18).cash(0, 20), 0, 1, 500)
    assert _refusal(t2, Offer(0, Terms(get_places=(16,), give_cash=80), by=2)) \
        == "property.why.trade_below_mortgage"          # the buyer offers out of turn


def test_a_seat_in_debt_may_sell_at_the_mortgage_value_or_more_and_then_pay():
    t = _in_debt(Table(players=3).own(0, 16, 18).cash(0, 20).cash(2, 1500), 0, 1, 200)
    assert _refusal(t, Offer(2, Terms(give_places=(16, 18), get_cash=180))) is None
    t.do("accept")
    assert t.s.owner[16] == t.s.owner[18] == 2 and t.s.cash[0] == 200
    assert "pay" in t.legal()


def test_a_seat_in_debt_may_not_buy_or_pay_cash_in_a_trade():
    t = _in_debt(Table(players=3).own(0, 16).own(2, 18).cash(0, 300), 0, 1, 500)
    assert _refusal(t, Offer(2, Terms(give_places=(16,), get_places=(18,)))) \
        == "property.why.trade_in_debt"
    assert _refusal(t, Offer(2, Terms(give_cash=100, get_places=(18,)))) \
        == "property.why.trade_in_debt"


def test_the_rules_version_goes_through_the_snapshot_and_old_snapshots_read_as_version_1():
    new = Table().s
    assert new.rules_version == 2 and new.to_dict()["rules_version"] == 2
    old = Table(rules_version=1).s
    d = old.to_dict()
    assert "rules_version" not in d               # as saves from before version 2 hold it
    assert State.from_dict(d).rules_version == 1
    assert State.from_dict(new.to_dict()) == new
    with pytest.raises(ValueError, match="rules_version"):
        new_game(2, 1, {"rules_version": 3})
