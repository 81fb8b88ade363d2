"""Design §6.9–§6.11: the Kraken Bay rent escalator, trades, the end of the game."""

import pytest

from game.core.contract import IllegalAction
from game.property.rules.actions import Counter, Offer, Terms
from game.property.rules.events import EscalatorStep, GameOver, RentCharged
from game.property.rules.queries import net_worth, rent_now
from tests.property.table import Table

ROUNDS = (30, 31, 40, 41, 51, 61)


def _by_round(values):
    return list(zip(ROUNDS, values, strict=True))


@pytest.mark.parametrize("round_no, expected", _by_round((750, 1500, 1500, 3000, 6000, 12000)))
def test_E1_captains_crescent_three_houses(round_no, expected):
    t = Table().own(1, 21, 23, 24).levels(p21=3, p23=3, p24=3)
    t.s.round = round_no
    assert rent_now(t.s, 24) == expected


@pytest.mark.parametrize("round_no, expected", _by_round((200, 400, 400, 800, 1600, 3200)))
def test_E2_four_ferries(round_no, expected):
    t = Table().own(1, 5, 15, 25, 35)
    t.s.round = round_no
    assert rent_now(t.s, 35) == expected


@pytest.mark.parametrize("round_no, expected", _by_round((80, 160, 160, 320, 640, 1280)))
def test_E3_both_stations_roll_8(round_no, expected):
    t = Table().own(1, 12, 28)
    t.s.round = round_no
    assert rent_now(t.s, 12, dice_total=8) == expected


@pytest.mark.parametrize("round_no, expected", _by_round((100, 200, 200, 400, 800, 1600)))
def test_E4_card_double_ferry_rent_escalates(dice, round_no, expected):
    t = Table().own(1, 5, 15).at(0, 4).top_card("A5")
    t.s.round = round_no
    dice((1, 2))
    ev = t.do("roll")
    assert [e.amount for e in ev if isinstance(e, RentCharged)] == [expected]


def test_E5_taxes_cards_and_salary_never_escalate(dice):
    t = Table().at(0, 1).top_card("A14")
    t.s.round = 61
    dice((1, 2))
    t.do("roll")                       # Harbor Dues: 200
    assert t.s.cash[0] == 1300
    t2 = Table().at(0, 4).top_card("A14")
    t2.s.round = 61
    dice((1, 2))
    t2.do("roll")
    assert t2.s.cash[0] == 1485
    t3 = Table().at(0, 38)
    t3.s.round = 61
    dice((1, 1))
    t3.do("roll")
    assert t3.s.cash[0] == 1700


def test_escalator_step_is_announced_when_round_31_starts(dice):
    t = Table()
    t.s.round = 30
    dice((6, 4), (6, 4))
    t.do("roll", "end_turn")
    ev = t.do("roll", "end_turn")
    assert EscalatorStep(31, 2) in ev and t.s.round == 31


def _swap() -> Offer:
    return Offer(1, Terms(give_places=(8,), give_cash=100, get_places=(18,)))


def test_T1_accepted_trade_swaps_places_and_cash():
    t = Table().own(0, 8).own(1, 18)
    t.s.apply(_swap())
    assert t.s.current_player == 1
    t.do("accept")
    assert t.s.owner[8] == 1 and t.s.owner[18] == 0 and t.s.cash == [1400, 1600]


def test_T2_no_trade_of_a_place_whose_set_has_buildings():
    t = Table().own(0, 8).own(1, 16, 18, 19).levels(p16=1)
    with pytest.raises(IllegalAction) as err:
        t.s.apply(_swap())
    assert err.value.key == "property.why.set_has_buildings"


def test_T3_negotiation_holds_three_offers():
    t = Table().own(0, 8).own(1, 18)
    t.s.apply(_swap())
    t.s.apply(Counter(Terms(give_places=(18,), get_places=(8,), get_cash=150)))
    assert t.s.current_player == 0
    t.s.apply(Counter(Terms(give_places=(8,), give_cash=120, get_places=(18,))))
    assert t.s.current_player == 1 and t.legal() == ["accept", "reject"]
    late = Counter(Terms(give_places=(18,), get_places=(8,), get_cash=130))
    with pytest.raises(IllegalAction) as err:
        t.s.apply(late)
    assert err.value.key == "property.why.counter_limit"


def test_T4_gifts_are_refused():
    t = Table().own(0, 8)
    with pytest.raises(IllegalAction) as err:
        t.s.apply(Offer(1, Terms(give_places=(8,))))
    assert err.value.key == "property.why.trade_gift"


def test_T5_a_rejected_offer_cannot_be_repeated_this_round():
    t = Table().own(0, 8).own(1, 18)
    t.s.apply(_swap())
    t.do("reject")
    with pytest.raises(IllegalAction) as err:
        t.s.apply(_swap())
    assert err.value.key == "property.why.trade_rejected_before"


def test_T6_a_pass_is_sold_for_cash():
    t = Table(players=3)
    t.s.held[0].append(0 * 64 + 11)       # A12
    t.s.decks[0].remove(11)
    t.s.apply(Offer(2, Terms(give_passes=1, get_cash=30)))
    t.do("accept")
    assert t.s.held[2] == [11] and t.s.cash[0] == 1530


def test_End1_time_up_richest_net_worth_wins(dice):
    t = Table(time_limit_min=60).cash(0, 500).own(0, 16, 18, 19, 35, mortgaged=(35,))
    t.levels(p16=3, p18=3, p19=3).cash(1, 1800).own(1, 39)
    assert net_worth(t.s, 0) == 2060 and net_worth(t.s, 1) == 2200
    t.do("time_up")
    dice((6, 4))
    ev = t.do("roll", "end_turn")
    over = [e for e in ev if isinstance(e, GameOver)]
    assert over and over[0].winners == (1,) and t.s.returns() == [0.0, 1.0]
    assert t.s.scores() == [2060, 2200]


def test_End2_time_up_waits_for_the_doubles_rolls(dice):
    t = Table(time_limit_min=30)
    dice((2, 2))
    t.do("roll")                               # 4: Harbor Dues, then the extra roll
    t.do("time_up")
    assert not t.s.is_terminal() and t.legal()[0] == "roll"
    dice((1, 5))
    t.do("roll")
    assert not t.s.is_terminal()
    t.do("end_turn")
    assert t.s.is_terminal()


def test_End3_last_player_standing_wins_ranked_by_elimination(dice):
    t = Table(players=3).cash(0, 30).at(0, 0)
    dice((1, 3))
    t.do("roll", "bankrupt")                   # seat 0 out first
    t.cash(1, 30).at(1, 0)
    dice((1, 3))
    t.do("roll", "bankrupt")                   # seat 1 out second
    assert t.s.is_terminal() and t.s.winners() == [2]
    assert t.s.ranking() == [2, 1, 0] and t.s.returns() == [0.0, 0.0, 1.0]


def test_a_person_may_offer_on_another_seats_turn_and_play_resumes():
    t = Table(players=3).own(0, 8).own(2, 18)
    assert t.s.current_player == 0 and t.s.may_offer(2)
    out_of_turn = Offer(0, Terms(give_places=(18,), get_places=(8,)), by=2)
    assert str(out_of_turn).startswith('offer {"by":2,')
    t.s.apply(out_of_turn)
    assert t.s.current_player == 0 and t.s.tr_from == 2
    t.do("accept")
    assert t.s.owner[18] == 0 and t.s.owner[8] == 2 and t.legal()[0] == "roll"


def test_income_per_round_follows_landings_rent_and_opponents():
    from game.property.rules.landing import landing_table
    from game.property.rules.queries import income_per_round

    t = Table(players=4).own(1, 16, 18, 19).levels(p16=3, p18=3, p19=3)
    ept = landing_table("kraken_bay", "long").per_turn[16]
    assert income_per_round(t.s, 16) == pytest.approx(ept * 550 * 3)
    assert income_per_round(t.s, 21, seat=2) == pytest.approx(
        landing_table("kraken_bay", "long").per_turn[21] * 18 * 3)
    t.s.round = 31
    assert income_per_round(t.s, 16) == pytest.approx(ept * 1100 * 3)
