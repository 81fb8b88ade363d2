"""The §6 scenarios that the design words for Kraken Bay, played on the «Менеджер» board:
the same engine rule with the other ruleset's numbers."""

import pytest

from game.core.contract import IllegalAction
from game.property.rules.actions import Offer, Terms
from game.property.rules.events import RentCharged
from game.property.rules.queries import net_worth
from tests.property.table import Table


def test_R1_menedzher_single_place_pays_base_rent(dice):
    t = Table("menedzher").own(1, 13).at(0, 9)
    dice((1, 3))
    ev = t.do("roll")
    assert [e.amount for e in ev if isinstance(e, RentCharged)] == [1500]
    assert t.s.cash == [198500, 201500]


def test_B1_menedzher_build_evenly():
    t = Table("menedzher").own(0, 6, 7, 8)
    t.do("build 6")
    assert t.s.cash[0] == 195000 and t.s.supply[0] == 25
    with pytest.raises(IllegalAction):
        t.do("build 6")            # D16 and the even rule both refuse it


def test_J1_menedzher_three_failed_tries_pay_5000_and_move(dice):
    t = Table("menedzher").at(1, 18)
    t.s.pos[0], t.s.jail[0] = 9, 0
    dice((2, 5))
    t.do("roll", "end_turn")
    dice((4, 5))                   # seat 1: 18 -> 27, the Broker: to the Exchange
    t.do("roll")
    dice((1, 3))
    t.do("roll", "end_turn")
    dice((1, 2))
    t.do("roll", "end_turn")
    dice((6, 3))                   # third failure: pay 5,000, move 9 to 18 (Rest)
    t.do("roll")
    assert t.s.cash[0] == 195000 and t.s.pos[0] == 18 and t.s.jail[0] == -1


def test_T1_menedzher_trade_swaps_places_and_cash():
    t = Table("menedzher").own(0, 7).own(1, 16)
    t.s.apply(Offer(1, Terms(give_places=(7,), give_cash=10000, get_places=(16,))))
    t.do("accept")
    assert t.s.owner[7] == 1 and t.s.owner[16] == 0 and t.s.cash == [190000, 210000]


def test_End1_menedzher_net_worth_counts_an_enterprise_as_four_branches():
    t = Table("menedzher").cash(0, 1000).own(0, 10, 11, 13, mortgaged=())
    t.levels(p10=4, p11=3, p13=3)
    assert net_worth(t.s, 0) == 1000 + 44000 + (4 + 3 + 3) * 10000
    t.own(0, 35, mortgaged=(35,))
    assert net_worth(t.s, 0) == 1000 + 44000 + 100000 + 20000
