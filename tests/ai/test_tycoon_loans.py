"""No wasted loans (issue 15): the arena's silly-move check finds none in games of Normal and
Hard, and the plain cases a watching player would laugh at do not happen."""

from __future__ import annotations

import pytest

from game.ai.budget import Budget
from game.tycoon.bot import choose_plan
from game.tycoon.bot.evaluator import BEGINNER, NORMAL, equities, loan_costs
from game.tycoon.bot.heuristic import ranked_plans
from game.tycoon.bot.knowledge import MONEY_PLANS, candidates
from game.tycoon.rules import LoanDecision, TakeLoan, new_game, parse_action
from game.tycoon.rules.board import CITY_IDS, LOAN_AMOUNT, NUM_LOANS
from tools import arena

SMALL = {"hard": Budget(iterations=6), "normal": Budget(iterations=1),
         "easy": Budget(iterations=1), "random": Budget(iterations=1)}


def test_no_wasted_loans_in_arena_games():
    counted = {"normal": {}, "hard": {}}
    for game in range(4):
        played = arena.play_game(game, ("normal", "greedy", "greedy", "greedy"), 3, SMALL)
        counted["normal"].update(played["silly"]["normal"])
    for game in range(2):
        played = arena.play_game(game, ("hard", "normal", "normal"), 5, SMALL)
        counted["hard"].update(played["silly"]["hard"])
    assert counted == {"normal": {}, "hard": {}}


def test_the_silly_move_check_sees_a_loan_taken_with_a_good_hotel_open():
    """The check itself can fail: in the last session, with 19 M in hand on a runway of
    Sydney, where a hotel costs 2 M and earns 2 M, borrowing instead is counted."""
    state = new_game(2, 4)
    state.session, state.paydays = 3, 2
    sydney = CITY_IDS.index("sydney")
    state.money[0], state.pos[0], state.runway[0] = 19, sydney, 1
    state.runways[2 * sydney] = 0
    plans = {p.kind: p for p in arena.turn_plans(state)}
    assert arena.silly_moves(state, 0, plans["loan"]) == ["final_loan"]
    assert arena.silly_moves(state, 0, plans["hotel"]) == []
    state.money[0] = 35
    assert arena.silly_moves(state, 0, plans["loan"]) == ["final_loan", "rich_loan"]
    assert not isinstance(choose_plan(state, 0, "normal").plan[-1], TakeLoan)


def test_normal_opens_with_a_build_not_a_loan():
    """Issue 15 saw every Normal open with a 16 M loan. A weak first hotel may still lose to a
    10 M card now and then, by a fraction of a million; a 16 M card never wins."""
    openings = []
    for seed in range(12):
        plan = choose_plan(new_game(4, seed), 0, "normal", seed=seed).plan
        openings.append(plan[-1].amount if isinstance(plan[-1], TakeLoan) else 0)
    assert 16 not in openings
    assert sum(1 for amount in openings if amount) <= 2, openings


def test_hard_repays_a_loan_it_can_afford_at_payday():
    state = new_game(2, 8)
    state.apply(parse_action("loan 10"))
    while not any(isinstance(e, LoanDecision) for e in _advance(state)):
        pass
    seat = state.current_player
    state.money[seat] = max(state.money[seat], 40)
    plan = choose_plan(state, seat, "hard", Budget(iterations=12), seed=1).plan
    assert str(plan[0]).startswith("repay")


def _advance(state):
    events = []
    for action in choose_plan(state, state.current_player, "normal").plan:
        events.extend(state.apply(action))
    return events


def test_normal_takes_no_third_loan_card_while_it_can_build():
    """Issue 15: Normal stacked three or four cards before building. With two cards and 12 M
    in hand on a Sydney runway, a hotel is open, so a third card is off for Normal and Hard,
    while the beginner's judgement (Easy) still may borrow."""
    state = new_game(2, 4)
    state.session = 2
    sydney = CITY_IDS.index("sydney")
    state.money[0], state.pos[0], state.runway[0] = 12, sydney, 1
    state.runways[2 * sydney] = 0
    state.loan_owner[0] = state.loan_owner[1] = 0
    normal = {s.plan.kind for s in ranked_plans(state, 0, NORMAL)}
    beginner = {s.plan.kind for s in ranked_plans(state, 0, BEGINNER)}
    assert "hotel" in normal and "loan" not in normal
    assert "loan" in beginner
    for level in ("normal", "hard"):
        plan = choose_plan(state, 0, level, SMALL[level], seed=2).plan
        assert not isinstance(plan[-1], TakeLoan), level
    state.money[0] = 9
    assert "loan" in {s.plan.kind for s in ranked_plans(state, 0, NORMAL)}


def test_hard_weighs_no_second_loan_in_the_last_session():
    """Issue 15: in the last session with 7 M in hand Hard took a 16 M card where a 10 M card
    cost nothing. There its search never chooses between cards; earlier, where a bigger card
    can build more before a payday repays it, it may."""
    for seed in (0, 2, 4, 5):
        state = new_game(2, seed)
        state.session, state.paydays = 3, 2
        state.money[0] = 7
        ranked = ranked_plans(state, 0, NORMAL)
        assert [s.plan.kind for s in ranked[:2]].count("loan") == 2, "two cards rank on top"
        weighed = candidates(ranked, width=5, margin=4.0, last_session=True)
        assert [s for s in weighed if s.plan.kind in MONEY_PLANS] == [ranked[0]], seed
        earlier = candidates(ranked, width=5, margin=4.0, last_session=False)
        assert [s.plan.kind for s in earlier].count("loan") == 2, seed


def test_cash_is_worth_more_while_the_sessions_hotels_still_need_it():
    """Issue 35: income only comes at payday, so the millions the hotels left this session
    will cost are worth more than their face value (Normal had one build's worth, ran dry
    and lost 84 % of its games to three bots that borrow at the start); a seat with one hotel
    left needs one build's worth, and in the last session cash is only cash."""
    state = new_game(4, 3)
    extra = [0.0, 0.0]
    for index, cash in enumerate((8, 24)):
        state.money[0] = cash
        extra[index] = equities(state, NORMAL)[0] - cash
    assert extra[1] > extra[0] > 0  # six hotels to place: 24 M all count
    state.supply[0] = 1
    state.money[0] = 24
    assert equities(state, NORMAL)[0] - 24 == pytest.approx(extra[0])
    state.session, state.paydays = 3, 2
    assert equities(state, NORMAL)[0] == pytest.approx(24.0)


def _holding(cards, cash, session=1, paydays=0):
    """Seat 0 of a fresh 4-seat game with nothing built (no income), `cash` in hand and the
    cards given as (amount, extended)."""
    state = new_game(4, 1)
    state.session, state.paydays = session, paydays
    state.money[0] = cash
    taken = set()
    for amount, extended in cards:
        k = next(k for k in range(NUM_LOANS)
                 if LOAN_AMOUNT[k] == amount and k not in taken and state.loan_owner[k] < 0)
        taken.add(k)
        state.loan_owner[k], state.loan_ext[k] = 0, int(extended)
    return state


def test_a_card_the_payday_cannot_repay_costs_what_extending_it_costs():
    """Rules: a 16 M card is repaid with 20 M after the payday, or extended and repaid with
    30 M at the next one (a 10 M card: 12 or 16). With the money at the payday (cash now plus
    the income) it costs 20; without it, 30 — and the last payday repays every card at its
    current amount, whatever the cash."""
    assert loan_costs(_holding([(16, False)], 25), [0] * 4)[0] == 20
    assert loan_costs(_holding([(16, False)], 5), [20, 0, 0, 0])[0] == 20
    assert loan_costs(_holding([(16, False)], 5), [10, 0, 0, 0])[0] == 30
    assert loan_costs(_holding([(10, False)], 5), [0] * 4)[0] == 16
    assert loan_costs(_holding([(16, False)], 5, session=3, paydays=2), [0] * 4)[0] == 20
    assert loan_costs(_holding([(16, True)], 50, session=3, paydays=2), [0] * 4)[0] == 30


def test_the_payday_money_repays_the_dearest_card_first():
    """22 M at the payday for a 16 M and a 10 M card: repay the 16 M card (20) and extend the
    10 M one (16 later): 36 M in all, where the other order would cost 12 + 30 = 42."""
    assert loan_costs(_holding([(10, False), (16, False)], 22), [0] * 4)[0] == 36


def test_an_extended_card_the_cash_cannot_cover_forces_cards_while_the_bank_has_them():
    """An extended 16 M card is due with 30 M; with 20 M the rules force a 10 M card from
    the bank (D11), whose 2 M of interest comes on top. When the bank has run out of cards,
    the 10 M the seat is short stay a debt in red cash, which costs more than the interest."""
    state = _holding([(16, True)], 20)
    assert loan_costs(state, [0] * 4)[0] == 32
    for k in range(NUM_LOANS):
        if state.loan_owner[k] < 0:
            state.loan_owner[k] = 1
    assert loan_costs(state, [0] * 4)[0] == 30 + NORMAL.negative_cash_penalty * 10


def test_spending_the_payday_money_shows_in_the_loan_cost():
    """The evaluator sees that spending the cash a 16 M card needs at the payday costs 10 M
    more: 25 M and no income repay it, 15 M do not."""
    rich = equities(_holding([(16, False)], 25), NORMAL)[0]
    poor = equities(_holding([(16, False)], 15), NORMAL)[0]
    liquidity = NORMAL.liquidity(25, False, NORMAL.ready(6)) - NORMAL.liquidity(15, False,
                                                                              NORMAL.ready(6))
    assert rich - poor == pytest.approx(10 + 10 + liquidity)
