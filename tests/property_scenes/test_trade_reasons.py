"""Issue 28.5 on the panel: a button the rules refuse names the real blocker in its tip, never
only "That is not possible right now." (Buy and Pay short of cash, Go bankrupt while selling
and mortgaging could still raise the debt)."""

from __future__ import annotations

from game.property.rules import queries
from game.property.rules.phases import BUY
from tests.property_scenes.conftest import setup_for
from tests.property_scenes.test_decisions import first_seat_starts, give
from tests.property_scenes.test_trade_flow import own_turn

NOT_NOW = "That is not possible right now."


def test_buy_short_of_cash_says_how_much_is_needed(app, open_board):
    board = own_turn(app, open_board)
    state = board.match.state
    state.phase, state.pos[0] = BUY, 39          # Kraken's Crown, 400
    state.cash[0], state.cash[1] = 100, state.cash[1] + state.cash[0] - 100
    state._legal = None
    board.sync()
    assert not board.offers("buy")
    assert board.specs["buy"].tip == "Not enough cash: 400 needed."


def test_in_debt_pay_and_bankrupt_say_why_they_are_off(app, open_board):
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")))
    state = board.match.state
    give(state, 0, 37, 39)                     # two places to mortgage
    state.cash[0], state.cash[1] = 50, state.cash[1] + state.cash[0] - 50
    state.in_debt, state.dues = True, [0, 1, 300, 0]
    state._legal = None
    board.sync()
    pay, bankrupt = board.specs["pay"], board.specs["bankrupt"]
    assert not pay.enabled and pay.tip == "Not enough cash: 300 needed."
    raisable = queries.raisable(state, 0)
    assert raisable >= 300
    assert not bankrupt.enabled and str(raisable) in bankrupt.tip and NOT_NOW not in bankrupt.tip
