"""Design §6.1: rent with sets, levels, mortgages, ferries by count, power stations by dice."""

from game.property.rules.events import RentCharged
from tests.property.table import Table


def _rent(t: Table, dice, frm: int, roll: tuple[int, int]) -> int:
    t.at(0, frm)
    dice(roll)
    ev = t.do("roll")
    return sum(e.amount for e in ev if isinstance(e, RentCharged))


def test_R1_single_place_pays_base_rent(dice):
    t = Table().own(1, 16)
    assert _rent(t, dice, 10, (2, 4)) == 14
    assert t.s.cash == [1486, 1514]


def test_R2_complete_set_doubles_base_rent(dice):
    t = Table().own(1, 16, 18, 19)
    assert _rent(t, dice, 10, (3, 5)) == 28
    t2 = Table().own(1, 16, 18, 19)
    assert _rent(t2, dice, 10, (4, 5)) == 32


def test_R3_bonus_stays_on_the_unbuilt_place(dice):
    assert _rent(Table().own(1, 16, 18, 19).levels(p16=1), dice, 10, (2, 4)) == 70
    assert _rent(Table().own(1, 16, 18, 19).levels(p16=1), dice, 10, (3, 5)) == 28


def test_R4_rent_by_level_houses_and_hotel(dice):
    assert _rent(Table().own(1, 16, 18, 19).levels(p16=3, p18=3, p19=3), dice, 10, (4, 5)) == 600
    t = Table().own(1, 16, 18, 19).levels(p16=5, p18=4, p19=4)
    assert _rent(t, dice, 10, (2, 4)) == 950
    assert _rent(Table().own(1, 16, 18, 19).levels(p16=5, p18=4, p19=4), dice, 10, (3, 5)) == 750


def test_R5_kraken_bay_mortgaged_place_keeps_the_set(dice):
    assert _rent(Table().own(1, 16, 18, 19, mortgaged=(19,)), dice, 10, (2, 4)) == 28
    assert _rent(Table().own(1, 16, 18, 19, mortgaged=(19,)), dice, 10, (4, 5)) == 0


def test_R6_menedzher_mortgaged_place_breaks_the_group(dice):
    t = Table("menedzher").own(1, 10, 11, 13)
    assert _rent(t, dice, 9, (1, 3)) == 3000
    t = Table("menedzher").own(1, 10, 11, 13, mortgaged=(13,))
    assert _rent(t, dice, 8, (1, 1)) == 1000
    assert _rent(Table("menedzher").own(1, 10, 11, 13, mortgaged=(13,)), dice, 9, (1, 3)) == 0


def test_R7_menedzher_branches_and_enterprise(dice):
    t = Table("menedzher").own(1, 14, 16, 17).levels(p14=3, p16=3, p17=3)
    assert _rent(t, dice, 12, (2, 3)) == 41500
    t = Table("menedzher").own(1, 14, 16, 17).levels(p14=3, p16=3, p17=4)
    assert _rent(t, dice, 12, (2, 3)) == 69000


def test_R8_ferries_by_count_mortgaged_ones_count(dice):
    assert _rent(Table().own(1, 5, 25), dice, 20, (2, 3)) == 50
    assert _rent(Table().own(1, 5, 15, 25, mortgaged=(15,)), dice, 20, (2, 3)) == 100
    assert _rent(Table().own(1, 5, 15, 25, mortgaged=(15,)), dice, 10, (2, 3)) == 0
    assert _rent(Table().own(1, 5, 15, 25, 35), dice, 30, (2, 3)) == 200


def test_R9_card_to_nearest_ferry_pays_double_and_salary(dice):
    t = Table().own(1, 5, 15).at(0, 33).top_card("A5")
    dice((1, 2))
    ev = t.do("roll")
    rent = [e for e in ev if isinstance(e, RentCharged)]
    assert t.s.pos[0] == 5 and rent[0].amount == 100
    assert t.s.cash[0] == 1500 + 200 - 100


def test_R10_power_station_rent_by_the_dice(dice):
    assert _rent(Table().own(1, 12), dice, 5, (4, 3)) == 28
    assert _rent(Table().own(1, 12, 28), dice, 5, (4, 3)) == 70


def test_R11_card_to_nearest_station_pays_ten_times_a_fresh_roll(dice):
    t = Table().own(1, 28).at(0, 20).top_card("A4")
    dice((1, 1), (5, 4))
    ev = t.do("roll")
    assert t.s.pos[0] == 28
    assert [e.amount for e in ev if isinstance(e, RentCharged)] == [90]
