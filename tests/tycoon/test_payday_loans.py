"""Loans at a payday: repay or extend per card (D10), forced borrowing (D11), the final
repayment and the winners (D12)."""

import pytest

from game.tycoon.rules import (
    Extend,
    GameEnded,
    IllegalAction,
    LoanDecision,
    LoanExtended,
    LoanRepaid,
    LoanTaken,
    Repay,
    SessionStarted,
)
from game.tycoon.rules.board import LOAN_IDS
from game.tycoon.rules.loans import covering_loans

from .conftest import make_state, of_type, play


def payday_state(n=3, start=0, session=1, **kw):
    """The last seat of the round has built in the last round: 'end' starts the payday."""
    last = (start - 1) % n
    seats = kw.pop("seats", {})
    seats[last] = {"at": "sydney", "runway": 1, **seats.get(last, {})}
    return make_state(n, start_player=start, current=last, built=True, last_round=True,
                      session=session, seats=seats, **kw)


def test_loan_decisions_go_player_by_player_from_the_start_player():
    s = payday_state(start=1, loans={"L01": (0, False), "L02": (2, False)})
    events = play(s, "end")
    assert of_type(events, LoanDecision) == [LoanDecision(2, ("L02",))]
    assert s.current_player == 2
    assert s.legal_actions() == [Repay("L02"), Extend("L02")]
    events = play(s, "extend L02")
    assert of_type(events, LoanExtended) == [LoanExtended(2, "L02", 16)]
    assert of_type(events, LoanDecision) == [LoanDecision(0, ("L01",))]
    events = play(s, "repay L01")
    assert of_type(events, LoanRepaid) == [LoanRepaid(0, "L01", 12, False)]
    assert of_type(events, SessionStarted) == [SessionStarted(2, 1)]
    assert s.current_player == 1
    assert s.to_dict()["loans"] == {"L02": {"owner": 2, "extended": True}}
    assert s.money == [15 - 12, 15, 15]


def test_each_card_is_decided_separately():
    s = payday_state(2, loans={"L01": (0, False), "L15": (0, False)},
                     seats={0: {"money": 40}})
    play(s, "end")
    assert set(s.legal_actions()) == {Repay("L01"), Extend("L01"), Repay("L15"), Extend("L15")}
    play(s, "repay L15")
    assert s.legal_actions() == [Repay("L01"), Extend("L01")]
    play(s, "extend L01")
    assert s.to_dict()["loans"] == {"L01": {"owner": 0, "extended": True}}
    assert s.money[0] == 40 - 20


def test_repaying_needs_the_cash_extending_is_always_possible():
    s = payday_state(2, loans={"L15": (0, False)}, seats={0: {"money": 19}})
    play(s, "end")
    assert s.legal_actions() == [Extend("L15")]
    with pytest.raises(IllegalAction) as err:
        play(s, "repay L15")
    assert (err.value.key, err.value.params) == ("tycoon_board.why.cannot_afford",
                                                 {"need": 20, "have": 19})


def test_payday_decisions_block_every_other_action():
    s = payday_state(2, loans={"L01": (0, False)})
    play(s, "end")
    with pytest.raises(IllegalAction) as err:
        play(s, "loan 10")
    assert err.value.key == "tycoon_board.why.payday_decisions"


def test_extended_card_is_repaid_at_the_next_payday_at_the_higher_amount():
    s = payday_state(2, session=2, loans={"L15": (1, True)}, seats={1: {"money": 40}})
    events = play(s, "end")
    assert of_type(events, LoanRepaid) == [LoanRepaid(1, "L15", 30, True)]
    assert of_type(events, LoanDecision) == []
    assert s.money[1] == 10 and s.to_dict()["loans"] == {}


def test_short_of_cash_a_player_borrows_the_fewest_cards_that_cover_the_debt():
    s = payday_state(2, session=2, loans={"L01": (0, True)}, seats={0: {"money": 3}})
    events = play(s, "end")
    assert of_type(events, LoanTaken) == [LoanTaken(0, "L15", 16, True)]
    assert of_type(events, LoanRepaid) == [LoanRepaid(0, "L01", 16, True)]
    assert s.money[0] == 3
    # the new card is a fresh loan, due at the next payday, not decided now
    assert of_type(events, LoanDecision) == []
    assert s.to_dict()["loans"] == {"L15": {"owner": 0, "extended": False}}


def test_when_the_stock_cannot_cover_the_debt_cash_goes_negative():
    others = {cid: (1, False) for cid in LOAN_IDS[1:]}
    s = payday_state(2, session=2, loans={"L01": (0, True), **others},
                     seats={0: {"money": 3}, 1: {"money": 500}})
    events = play(s, "end")
    assert of_type(events, LoanTaken) == []
    assert s.money[0] == 3 - 16


@pytest.mark.parametrize(("shortfall", "stock", "cards"), [
    (5, {}, [10]),
    (10, {}, [10]),
    (12, {}, [16]),
    (18, {}, [10, 10]),
    (30, {}, [16, 16]),
    (33, {}, [10, 10, 16]),
    (18, {f"L{i:02d}": (1, False) for i in range(2, 15)}, [10, 16]),
    (500, {}, []),
])
def test_forced_borrowing_picks_fewest_cards_then_smallest_sum(shortfall, stock, cards):
    s = make_state(2, loans=stock)
    assert covering_loans(s, shortfall) == cards


def test_final_payday_repays_every_loan_at_its_current_amount():
    s = payday_state(2, session=3, loans={"L01": (0, False), "L15": (0, True), "L02": (1, True)},
                     seats={0: {"money": 20}, 1: {"money": 20}})
    events = play(s, "end")
    repaid = {(e.seat, e.card, e.amount) for e in of_type(events, LoanRepaid)}
    assert repaid == {(0, "L01", 12), (0, "L15", 30), (1, "L02", 16)}
    assert s.final_money() == [20 - 42, 20 - 16]
    assert s.winners() == [1]
    assert of_type(events, GameEnded) == [GameEnded((-22, 4), (1,))]


def test_equal_money_shares_the_win():
    s = payday_state(3, session=3, seats={0: {"money": 9}, 1: {"money": 9}, 2: {"money": 4}})
    play(s, "end")
    assert s.winners() == [0, 1]


def test_final_money_is_only_known_at_the_end():
    s = make_state()
    with pytest.raises(ValueError):
        s.final_money()


def test_forced_borrowing_covers_only_the_extended_cards_the_others_are_still_decided():
    s = payday_state(2, session=2, loans={"L01": (0, True), "L02": (0, False)},
                     seats={0: {"money": 3}})
    events = play(s, "end")
    assert of_type(events, LoanTaken) == [LoanTaken(0, "L15", 16, True)]
    assert of_type(events, LoanRepaid) == [LoanRepaid(0, "L01", 16, True)]
    assert of_type(events, LoanDecision) == [LoanDecision(0, ("L02",))]
    assert s.legal_actions() == [Extend("L02")]  # 3 M left: repaying 12 is out of reach
    play(s, "extend L02")
    assert s.to_dict()["loans"] == {"L02": {"owner": 0, "extended": True},
                                    "L15": {"owner": 0, "extended": False}}
