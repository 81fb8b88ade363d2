"""Design §6.4–§6.6: the jail (Traffic Jam / Exchange), doubles and the salary."""

from game.property.rules.events import CardDrawn, JailIn, SalaryPaid, TurnStarted
from game.property.rules.phases import BUY
from tests.property.table import Table


def _jammed(t: Table, seat: int = 0, tries: int = 0) -> Table:
    t.s.pos[seat] = t.s.rs.jail_space
    t.s.jail[seat] = tries
    return t


def test_J1_three_failed_tries_then_pay_and_move(dice):
    t = _jammed(Table().cash(0, 500)).at(1, 20)
    dice((2, 5))
    t.do("roll")
    assert t.s.pos[0] == 10 and t.s.jail[0] == 1 and t.legal()[0] == "end_turn"
    t.do("end_turn")
    dice((6, 4))            # seat 1: 20 -> 30, to the jam; its turn ends at once
    t.do("roll")
    dice((1, 3))
    t.do("roll", "end_turn")
    assert t.s.jail[0] == 2
    dice((1, 2))            # seat 1 fails in the jam
    t.do("roll", "end_turn")
    dice((6, 4))
    t.do("roll")
    assert t.s.cash[0] == 450 and t.s.pos[0] == 20 and t.s.jail[0] == -1
    assert t.legal()[0] == "end_turn"       # no extra roll


def test_J2_doubles_free_you_without_an_extra_roll(dice):
    t = _jammed(Table(), tries=1)
    dice((3, 3))
    t.do("roll")
    assert t.s.pos[0] == 16 and t.s.jail[0] == -1 and t.s.cash[0] == 1500
    assert t.s.phase == BUY and "decline" in t.legal()   # may buy 16, then the turn ends
    t.do("decline")
    t.do(*["drop"] * 2)
    assert t.legal()[0] == "end_turn"


def test_J3_pay_the_fine_then_doubles_roll_again(dice):
    t = _jammed(Table())
    t.do("pay_fine")
    assert t.s.cash[0] == 1450
    dice((2, 2), (1, 2))
    t.do("roll", "decline", "drop", "drop")
    assert t.s.pos[0] == 14 and t.legal()[0] == "roll"
    ev = t.do("roll")
    assert t.s.pos[0] == 17 and any(isinstance(e, CardDrawn) for e in ev)


def test_J4_menedzher_pass_after_the_third_failure(dice):
    t = _jammed(Table("menedzher"), tries=2)
    t.s.held[0].append(0 * 64 + 6)                 # S7
    t.s.decks[0].remove(6)
    t.s.seen[0] = 0
    dice((1, 2))
    t.do("roll")
    assert set(t.legal()) == {"pay_fine", "use_pass"}
    t.do("use_pass")
    assert t.s.pos[0] == 12 and t.s.cash[0] == 210000
    assert t.s.decks[0][-1] == 6 and t.s.held[0] == []   # S7 under the Surprise deck


def test_J5_kraken_bay_fine_unpayable_means_bankruptcy_to_the_bank(dice):
    t = _jammed(Table(players=3).cash(0, 30), tries=2)
    dice((1, 2))
    t.do("roll")
    assert t.legal() == ["bankrupt"]
    t.do("bankrupt")
    assert not t.s.alive[0] and t.s.turn == 1


def test_J6_arriving_on_the_jail_by_dice_is_just_passing(dice):
    t = Table().at(0, 4)
    dice((3, 3))
    t.do("roll")
    assert t.s.pos[0] == 10 and t.s.jail[0] == -1 and t.legal()[0] == "roll"


def test_J7_jammed_owner_still_collects_rent(dice):
    t = _jammed(Table()).own(0, 24)
    t.s.turn = 1
    t.at(1, 20)
    dice((1, 3))
    t.do("roll")
    assert t.s.cash == [1520, 1480]


def test_J8_go_to_the_jam_ends_the_turn_even_after_doubles(dice):
    t = Table().at(0, 28)
    dice((1, 1))
    ev = t.do("roll")
    assert t.s.pos[0] == 10 and t.s.jail[0] == 0 and t.s.turn == 1
    assert any(isinstance(e, TurnStarted) and e.seat == 1 for e in ev)


def test_X1_third_doubles_go_to_jail_without_moving(dice):
    t = Table().own(0, 24, 26).at(0, 20)
    dice((2, 2), (1, 1), (3, 3))
    t.do("roll", "roll")
    assert t.s.pos[0] == 26
    ev = t.do("roll")
    assert t.s.pos[0] == 10 and t.s.jail[0] == 0 and t.s.cash[0] == 1500
    assert not any(isinstance(e, SalaryPaid) for e in ev) and t.s.turn == 1


def test_X2_doubles_then_a_plain_roll_ends_the_rolling(dice):
    t = Table().own(0, 24, 26).at(0, 20).top_card("B6")
    dice((2, 2), (1, 1), (3, 4))
    t.do("roll", "roll")
    ev = t.do("roll")
    assert t.s.pos[0] == 33 and any(isinstance(e, CardDrawn) for e in ev)
    assert t.legal()[0] == "end_turn"


def test_X3_menedzher_third_doubles_to_the_exchange(dice):
    t = Table("menedzher").own(0, 24, 28).at(0, 18)
    dice((3, 3), (2, 2), (5, 5))
    t.do("roll", "roll", "roll")
    assert t.s.pos[0] == 9 and t.s.jail[0] == 0 and t.s.cash[0] == 200000
    assert t.s.owner[24] == t.s.owner[28] == 0


def test_S1_landing_on_start_pays_and_doubles_roll_again(dice):
    t = Table().at(0, 38)
    dice((1, 1))
    t.do("roll")
    assert t.s.pos[0] == 0 and t.s.cash[0] == 1700 and t.legal()[0] == "roll"


def test_S2_card_to_jail_pays_no_salary(dice):
    t = Table().at(0, 33).top_card("A8")
    dice((1, 2))
    ev = t.do("roll")
    assert any(isinstance(e, JailIn) for e in ev) and t.s.cash[0] == 1500


def test_S3_back_three_spaces_pays_the_tax_and_no_salary(dice):
    t = Table().at(0, 3).top_card("A7")
    dice((1, 3))
    t.do("roll")
    assert t.s.pos[0] == 4 and t.s.cash[0] == 1300


def test_S4_menedzher_card_past_start_pays_salary(dice):
    t = Table("menedzher").at(0, 28).top_card("S6")
    dice((1, 1))
    t.do("roll")
    assert t.s.pos[0] == 26 and t.s.cash[0] == 220000


def test_S5_menedzher_landing_on_start_pays(dice):
    t = Table("menedzher").at(0, 33)
    dice((1, 2))
    t.do("roll")
    assert t.s.pos[0] == 0 and t.s.cash[0] == 220000


def test_kraken_bay_deck_is_reshuffled_from_its_discard_pile_when_it_runs_out():
    from game.property.rules import turn
    from game.property.rules.events import DeckReshuffled

    t = Table().at(0, 20)
    s = t.s
    ev: list = []
    for _ in range(16):
        s.pos[0] = 20
        s.jail[0] = -1
        turn.draw(s, 0, 0, ev)
        s.dues.clear()
        s.phase = 0
    def riptide_passes():
        return sum(1 for token in s.held[0] if token // 64 == 0)

    assert not any(isinstance(e, DeckReshuffled) and e.deck == "riptide" for e in ev)
    assert len(s.decks[0]) == 0 and len(s.discards[0]) + riptide_passes() == 16
    ev.clear()
    turn.draw(s, 0, 0, ev)
    assert ev[0] == DeckReshuffled("riptide")
    assert len(s.decks[0]) + len(s.discards[0]) + riptide_passes() == 16


def test_a_seat_that_cannot_chip_in_is_the_debtor_and_its_bankruptcy_keeps_the_turn(dice):
    t = Table(players=3).cash(2, 5).at(0, 14).top_card("B9")
    dice((1, 2))
    t.do("roll")
    assert t.s.current_player == 2 and t.s.turn == 0 and t.legal() == ["bankrupt"]
    t.do("bankrupt")                      # KB: to the creditor, seat 0 gets the 5
    assert t.s.cash[0] == 1500 + 10 + 5 and not t.s.alive[2]
    assert t.s.current_player == 0 and t.legal()[0] == "end_turn"


def test_repairs_card_charges_houses_and_hotels_separately(dice):
    t = Table().own(0, 16, 18, 19).levels(p16=5, p18=4, p19=4).at(0, 4).top_card("A13")
    dice((1, 2))
    t.do("roll")                                 # 4 -> 7: Riptide, storm season
    assert t.s.cash[0] == 1500 - (8 * 25 + 1 * 100)   # D52: the hotel is not also 4 houses


def test_menedzher_winnings_and_fine_spaces(dice):
    t = Table("menedzher").at(0, 9)
    dice((1, 2))
    t.do("roll", "end_turn")                     # 9 -> 12: Winnings
    assert t.s.cash[0] == 210000
    t2 = Table("menedzher").at(0, 29)
    dice((1, 2))
    t2.do("roll")                                # 29 -> 32: Fine
    assert t2.s.cash[0] == 185000
