"""Design §6.7 and §6.8: debts, bankruptcy per ruleset, auctions."""

import pytest

from game.core.contract import IllegalAction
from game.property.rules.actions import Offer, Terms
from game.property.rules.events import BidMade, DebtSettled
from game.property.rules.phases import MOVING
from game.property.rules.queries import default_action
from tests.property.table import Table


def test_DB1_bankruptcy_refused_while_selling_and_mortgaging_could_pay():
    """Cash 100, Lantern with one house each, a 500 debt: 530 can be raised, so no
    bankruptcy; the time-out liquidation sells the 3 houses, mortgages all three and pays."""
    t = Table(players=2).own(0, 16, 18, 19).levels(p16=1, p18=1, p19=1).cash(0, 100)
    t.s.dues.extend((0, 1, 500, 0))
    t.s.in_debt = True
    t.s.phase = MOVING
    t.s._legal = None
    assert "bankrupt" not in t.legal()
    houses = t.s.supply[0]
    while t.s.in_debt:
        t.do(str(default_action(t.s)))
    assert t.s.cash[0] == 30 and t.s.supply[0] == houses + 3
    assert all(t.s.mort[p] for p in (16, 18, 19))


def test_DB2_kraken_bay_bankruptcy_to_a_player(dice):
    t = Table().cash(0, 100).own(0, 1, 6, 8, 9, 5, mortgaged=(5,)).levels(p6=1, p8=1, p9=1)
    t.s.held[0].append(1 * 64 + 2)          # B3, a Jam Pass
    t.s.decks[1].remove(2)
    t.own(1, 37, 39).levels(p37=5, p39=5).at(0, 36)
    houses = t.s.supply[0]
    dice((1, 2))
    t.do("roll")
    assert t.s.dues[2] == 2000 and "bankrupt" in t.legal()
    cash_b = t.s.cash[1]
    t.do("bankrupt")
    assert t.s.cash[1] == cash_b + 175
    assert [t.s.owner[p] for p in (1, 6, 8, 9, 5)] == [1] * 5
    assert t.s.mort[5] and not t.s.mort[1] and t.s.held[1] == [66]
    assert t.s.supply[0] == houses + 3 and t.s.is_terminal() and t.s.winners() == [1]


def test_DB3_kraken_bay_bankruptcy_to_the_bank(dice):
    t = Table(players=3).cash(0, 30).own(0, 1, 3, mortgaged=(3,)).at(0, 0)
    others = t.s.cash[1:]
    dice((1, 3))
    t.do("roll", "bankrupt")
    assert t.s.owner[1] == t.s.owner[3] == -1 and not t.s.mort[3]
    assert t.s.cash[1:] == others and t.s.cash[0] == 0


def test_DB4_menedzher_bank_pays_the_creditor_the_full_debt(dice):
    t = Table("menedzher", players=3).cash(0, 5000).own(0, 1, 3, mortgaged=(1,))
    t.own(1, 14, 16, 17).levels(p14=3, p16=3, p17=3).at(0, 12)
    cash_b = t.s.cash[1]
    dice((2, 3))
    t.do("roll")
    assert t.s.dues[2] == 41500 and "bankrupt" in t.legal()
    t.do("bankrupt")
    assert t.s.owner[1] == t.s.owner[3] == -1 and not t.s.mort[1]
    assert t.s.cash[1] == cash_b + 41500


def test_DB5_menedzher_pay_each_bank_pays_every_creditor(dice):
    t = Table("menedzher", players=4).cash(0, 1000).at(0, 3).top_card("S14")
    before = t.s.cash[1:]
    dice((1, 1))
    t.do("roll", "bankrupt")
    assert t.s.cash[1:] == [c + 2000 for c in before] and not t.s.alive[0]


def test_DB6_kraken_bay_pay_each_later_creditors_get_nothing(dice):
    t = Table(players=4).cash(0, 60).at(0, 33).top_card("A15")
    before = t.s.cash[1:]
    dice((1, 2))
    t.do("roll")
    assert t.s.cash[1] == before[0] + 50
    t.do("bankrupt")
    assert t.s.cash[1:] == [before[0] + 50, before[1] + 10, before[2]]


def _auction_table(**kw) -> Table:
    t = Table(players=3, **kw).at(0, 10)
    return t


def test_A1_ascending_auction_decliner_bids_last(dice):
    t = _auction_table().cash(1, 150).cash(2, 200).cash(0, 120)
    dice((2, 4))
    t.do("roll", "decline")
    limits = {0: 120, 1: 150, 2: 200}
    while t.s.au_place >= 0:
        seat = t.s.current_player
        lo = min(int(a.split()[1]) for a in t.legal() if a.startswith("bid"))
        t.do(f"bid {lo}" if lo <= limits[seat] else "drop")
    assert t.s.owner[16] == 2 and t.s.cash[2] == 40     # C pays 160
    bids = [(e.seat, e.amount) for e in t.events if isinstance(e, BidMade)]
    assert bids == [((1, 2, 0)[i % 3], 10 * (i + 1)) for i in range(14)] + [(1, 150), (2, 160)]


def test_A2_everyone_drops_place_stays_with_the_bank(dice):
    t = _auction_table()
    dice((2, 4))
    t.do("roll", "decline", "drop", "drop", "drop")
    assert t.s.owner[16] == -1 and t.legal()[0] == "end_turn"


def test_A3_bids_are_capped_by_cash(dice):
    t = _auction_table().cash(1, 95)
    dice((2, 4))
    t.do("roll", "decline")
    t.s.au_high, t.s.au_bidder = 40, 2
    t.s._legal = None
    bids = [int(a.split()[1]) for a in t.legal() if a.startswith("bid")]
    assert max(bids) == 90
    with pytest.raises(IllegalAction) as err:
        t.do("bid 100")
    assert err.value.key == "property.why.bid_over_cash"


def test_A4_menedzher_auction_opens_at_half_price(dice):
    t = Table("menedzher", players=3).at(0, 9)
    dice((1, 3))
    t.do("roll", "decline")
    with pytest.raises(IllegalAction) as err:
        t.do("bid 7500")
    assert err.value.key == "property.why.bid_too_low"
    t.do("bid 8000", "drop", "drop")
    assert t.s.owner[13] == 1 and t.s.cash[1] == 192000


def test_A5_no_trade_during_an_auction(dice):
    t = _auction_table().own(1, 1).own(2, 3)
    dice((2, 4))
    t.do("roll", "decline")
    offer = Offer(2, Terms(give_places=(1,), get_cash=10))
    with pytest.raises(IllegalAction) as err:
        t.s.apply(offer)
    assert err.value.key == "property.why.trade_not_now"


def test_A6_kraken_bay_auctions_off_declined_place_stays_unowned(dice):
    t = Table(players=3, auctions=False).at(0, 10)
    dice((2, 4))
    t.do("roll", "decline")
    assert t.s.owner[16] == -1 and t.s.au_place == -1 and t.legal()[0] == "end_turn"


def test_buying_pays_the_price_and_says_so(dice):
    from game.property.rules.events import Bought

    t = Table().at(0, 10)
    dice((2, 4))
    t.do("roll")
    ev = t.do("buy")
    assert Bought(0, 16, 180) in ev and t.s.owner[16] == 0 and t.s.cash[0] == 1320


def test_liquidation_mortgages_loose_places_before_selling_houses():
    t = Table().own(0, 16, 18, 19, 1).levels(p16=1, p18=1, p19=1).cash(0, 0)
    t.s.dues.extend((0, 1, 25, 0))
    t.s.in_debt = True
    t.s.phase = MOVING
    t.s._legal = None
    assert str(default_action(t.s)) == "mortgage 1"
    t.do("mortgage 1")
    assert str(default_action(t.s)) == "pay"
    assert DebtSettled(0, 1, 25) in t.do("pay")
    assert t.s.level[16] == 1 and t.s.cash[0] == 5
