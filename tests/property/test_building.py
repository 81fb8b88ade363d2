"""Design §6.2 and §6.3: building and selling evenly with the supply, mortgages."""

import pytest

from game.core.contract import IllegalAction
from game.property.rules.actions import Offer, Terms
from tests.property.table import Table


def _lantern(**levels) -> Table:
    return Table().own(0, 16, 18, 19).cash(0, 1000).levels(**levels)


def test_B1_build_evenly_one_house_at_a_time():
    t = _lantern()
    t.do("build 16")
    assert t.s.level[16] == 1 and t.s.cash[0] == 900 and t.s.supply[0] == 31
    with pytest.raises(IllegalAction) as err:
        t.do("build 16")
    assert err.value.key == "property.why.uneven"
    t.do("build 18")
    assert [t.s.level[p] for p in (16, 18, 19)] == [1, 1, 0]


def test_B2_hotel_needs_four_houses_everywhere_and_returns_them():
    t = _lantern(p16=4, p18=4, p19=3)
    with pytest.raises(IllegalAction):
        t.do("build 16")
    t.do("build 19")
    houses, hotels = t.s.supply
    t.do("build 16")
    assert [t.s.level[p] for p in (16, 18, 19)] == [5, 4, 4]
    assert t.s.supply == [houses + 4, hotels - 1]


def test_B3_selling_is_even_too_and_pays_half():
    t = _lantern(p16=2, p18=2, p19=1)
    with pytest.raises(IllegalAction):
        t.do("sell 19")
    t.do("sell 16")
    assert [t.s.level[p] for p in (16, 18, 19)] == [1, 2, 1] and t.s.cash[0] == 1050


def test_B4_no_building_with_a_mortgaged_place_in_the_set():
    t = Table().own(0, 16, 18, 19, mortgaged=(19,))
    with pytest.raises(IllegalAction) as err:
        t.do("build 16")
    assert err.value.key == "property.why.set_mortgaged"


def test_B5_no_house_left_in_the_supply():
    t = _lantern()
    # park the 32 houses on another seat's whole sets so the supply stays conserved
    t.own(1, 6, 8, 9, 11, 13, 14, 21, 23, 24).levels(p6=4, p8=4, p9=4, p11=4, p13=4, p14=4,
                                                       p21=3, p23=3, p24=2)
    assert t.s.supply[0] == 0
    with pytest.raises(IllegalAction) as err:
        t.do("build 16")
    assert err.value.key == "property.why.no_supply"


def test_B6_sell_down_when_houses_are_short():
    t = Table().own(0, 31, 32, 34).levels(p31=5, p32=5, p34=5)
    t.own(1, 6, 8, 9, 11, 13, 14, 21, 23, 24).levels(p6=4, p8=4, p9=4, p11=4, p13=4, p14=4,
                                                       p21=2, p23=2, p24=2)
    assert t.s.supply[0] == 2
    legal = t.legal()
    assert "sell_down kelpwood" in legal and "sell 34" not in legal
    cash, (houses, hotels) = t.s.cash[0], t.s.supply
    t.do("sell_down kelpwood")
    assert [t.s.level[p] for p in (31, 32, 34)] == [0, 1, 1]
    assert t.s.cash[0] == cash + 1300
    assert t.s.supply == [houses - 2, hotels + 3]


def test_B7_menedzher_one_branch_per_place_per_turn(dice):
    t = Table("menedzher").own(0, 10, 11, 13)
    t.do("build 10", "build 11", "build 13")
    assert t.s.cash[0] == 200000 - 30000
    with pytest.raises(IllegalAction) as err:
        t.do("build 10")
    assert err.value.key == "property.why.built_this_turn"
    dice((4, 5), (4, 5))   # both land on the Exchange, just visiting
    t.do("roll", "end_turn", "roll", "end_turn", "build 10")
    assert [t.s.level[p] for p in (10, 11, 13)] == [2, 1, 1]


def test_B8_menedzher_enterprise_replaces_three_branches():
    t = Table("menedzher").own(0, 10, 11, 13).levels(p10=3, p11=3, p13=3)
    branches, enterprises = t.s.supply
    t.do("build 10")
    assert t.s.level[10] == 4 and t.s.supply == [branches + 3, enterprises - 1]
    assert t.s.cash[0] == 190000
    from game.property.rules.queries import rent_now
    assert rent_now(t.s, 10) == 62000
    t.do("sell 10")
    assert t.s.level[10] == 3 and t.s.supply == [branches, enterprises] and t.s.cash[0] == 195000


def test_B9_menedzher_no_branch_left():
    t = Table("menedzher").own(0, 10, 11, 13)
    t.own(1, 1, 3, 4, 6, 7, 8, 14, 16, 17).levels(p1=3, p3=3, p4=3, p6=3, p7=3, p8=3, p14=3,
                                                   p16=3, p17=2)
    assert t.s.supply[0] == 0
    with pytest.raises(IllegalAction):
        t.do("build 10")


@pytest.mark.parametrize("ruleset, space, pays, costs", [
    ("kraken_bay", 14, 80, 88), ("kraken_bay", 37, 175, 193), ("kraken_bay", 12, 75, 83),
    ("menedzher", 13, 8000, 8800), ("menedzher", 33, 17500, 19250)])
def test_M1_to_M5_mortgage_pays_half_unmortgage_costs_ten_percent_more(ruleset, space, pays,
                                                                        costs):
    t = Table(ruleset).own(0, space)
    cash = t.s.cash[0]
    t.do(f"mortgage {space}")
    assert t.s.cash[0] == cash + pays and t.s.mort[space]
    t.do(f"unmortgage {space}")
    assert t.s.cash[0] == cash + pays - costs and not t.s.mort[space]


def test_M6_no_mortgage_in_a_set_with_buildings():
    t = _lantern(p18=1)
    with pytest.raises(IllegalAction) as err:
        t.do("mortgage 16")
    assert err.value.key == "property.why.set_has_buildings"


def test_M7_menedzher_never_trades_a_mortgaged_place():
    t = Table("menedzher").own(0, 1, mortgaged=(1,)).own(1, 6)
    offer = Offer(1, Terms(give_places=(1,), get_places=(6,)))
    assert not t.s.is_legal(offer)
    with pytest.raises(IllegalAction) as err:
        t.s.apply(offer)
    assert err.value.key == "property.why.trade_mortgaged"


def test_a_disabled_button_gets_its_reason():
    from game.property.rules.actions import Build
    from game.property.rules.queries import why_not

    t = _lantern(p16=1)
    assert why_not(t.s, Build(18)) is None
    assert why_not(t.s, Build(16)) == ("property.why.uneven", {"space": 16})
