"""Taking loans (D4) and negative cash (D11) during play."""

import pytest

from game.tycoon.rules import (
    DisplayRefilled,
    FlewHome,
    IllegalAction,
    LoanTaken,
    Pass,
    Renovate,
    TakeLoan,
    TicketsRefunded,
    TurnStarted,
)
from game.tycoon.rules.board import LOAN_IDS

from .conftest import make_state, of_type, play

DISPLAY = ["S01", "S09", "C01", "C22", "C34", "C36", "C05", "C12"]
ALL_SMALL = {cid: (2, False) for cid in LOAN_IDS[:14]}
ALL_CARDS = {cid: (2, False) for cid in LOAN_IDS}


def test_loan_flies_home_pays_out_and_ends_the_turn():
    s = make_state(seats={0: {"at": "tokyo", "runway": 1}})
    events = play(s, "loan 16")
    assert [type(e) for e in events[:2]] == [FlewHome, LoanTaken]
    assert of_type(events, LoanTaken) == [LoanTaken(0, "L15", 16, False)]
    assert of_type(events, TurnStarted)[0].seat == 1
    d = s.to_dict()
    assert (d["seats"][0]["money"], d["seats"][0]["at"]) == (31, "home")
    assert d["loans"] == {"L15": {"owner": 0, "extended": False}}
    assert s.runways[4] == -1  # Tokyo's runway 1 is free again


def test_loan_gives_back_tickets_bought_this_turn_but_not_used_ones():
    s = make_state(display=DISPLAY, seats={0: {"tickets": ["S10"]}})
    play(s, "buy S09", "buy C22", "buy C01", "fly S09 cairo")
    events = play(s, "loan 10")
    refund = of_type(events, TicketsRefunded)[0]
    assert (refund.tickets, refund.slots, refund.amount) == (("C22", "C01"), (3, 2), 2)
    d = s.to_dict()
    assert d["seats"][0]["money"] == 15 - 4 - 1 - 1 + 2 + 10
    assert d["seats"][0]["tickets"] == ["S10"]       # bought on an earlier turn: kept
    assert d["display"][2:4] == ["C01", "C22"]       # back in their slots
    assert "S09" in d["discards"]["scheduled"]       # used: stays used
    refilled = of_type(events, DisplayRefilled)[0]
    assert [slot for slot, _t in refilled.filled] == [1]


def test_loan_takes_the_lowest_numbered_card_in_stock():
    s = make_state(loans={"L01": (2, False), "L02": (3, True)})
    events = play(s, "loan 10")
    assert of_type(events, LoanTaken)[0].card == "L03"


def test_no_loan_of_a_type_the_bank_has_run_out_of():
    s = make_state(loans=ALL_SMALL)
    legal = s.legal_actions()
    assert TakeLoan(10) not in legal and TakeLoan(16) in legal
    with pytest.raises(IllegalAction) as err:
        play(s, "loan 10")
    assert (err.value.key, err.value.params) == (
        "tycoon_board.why.loan_out_of_stock",
        {"amount": 10},
    )


def test_negative_cash_allows_only_loans():
    s = make_state(seats={0: {"money": -5, "at": "new_york", "runway": 1}})
    assert s.legal_actions() == [TakeLoan(10), TakeLoan(16)]
    with pytest.raises(IllegalAction) as err:
        play(s, "hotel")
    assert err.value.key == "tycoon_board.why.must_borrow"


def test_negative_cash_and_no_cards_left_passes():
    s = make_state(seats={0: {"money": -5}}, loans=ALL_CARDS)
    assert s.legal_actions() == [Pass()]


def test_negative_cash_player_on_a_runway_borrows_flies_home_and_frees_it():
    s = make_state(seats={0: {"money": -25, "at": "tokyo", "runway": 1}})
    events = play(s, "loan 16")
    assert of_type(events, FlewHome) == [FlewHome(0, "tokyo")]
    assert s.money[0] == -9 and s.runways[4] == -1
    play(s, "loan 10", "loan 10", "loan 10")  # the other seats take their turns
    assert s.current_player == 0
    assert s.legal_actions() == [TakeLoan(10), TakeLoan(16)]  # still negative: loans only


def test_zero_cash_is_not_negative():
    """D11 bars a player below zero from anything but loans; with exactly 0 the turn is
    normal: here the free renovation is allowed."""
    s = make_state(seats={0: {"money": 0, "at": "new_york", "runway": 1}},
                   chains={"new_york": [None, 1, 2, 3, 1, 2, 3]}, evicted={"new_york": {0: 1}})
    assert Renovate() in s.legal_actions()


def test_tickets_bought_before_flying_home_are_refunded_by_the_loan():
    s = make_state(display=DISPLAY, seats={0: {"at": "tokyo", "runway": 1}})
    play(s, "buy S09", "home")
    events = play(s, "loan 10")
    assert of_type(events, TicketsRefunded) == [TicketsRefunded(0, ("S09",), (1,), 4)]
    assert s.money[0] == 25 and s.to_dict()["display"][1] == "S09"


def test_a_loan_ends_the_turn_so_only_one_card_per_turn():
    s = make_state(2)
    events = play(s, "loan 16")
    assert len(of_type(events, LoanTaken)) == 1 and s.current_player == 1
